// Generated from entities/service.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { z } from 'zod';
import type { EntityMeta } from '../../runtime-shared/meta';
import { booleanValue, fileValue, htmlValue, numberValue, textValue } from '../../runtime-shared/validation';
import { jsonObject } from '../../kinds/json/value';

export const serviceMeta = {
  name: 'service',
  table: 'services',
  label: 'Service',
  pluralLabel: 'Services',
  titleField: 'name',
  defaultSort: 'display_order',
  access: { read: 'public', create: 'admin', update: 'admin', delete: 'admin' },
  admin: { list: 'service-list', add: 'add-service', edit: 'edit-service', details: 'service-details' },
  singleton: false,
  listFilters: ['featured'],
  actions: [],
  softDelete: true,
  search: { title: ['name'], body: ['summary', 'body'], url: '/service-details/:id' },
  rowLinks: [],
  views: [],
  fields: [
    { name: 'name', kind: 'text', label: 'Name', required: true, searchable: true, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'contains', 'startsWith'], writeOnly: false, maxLength: 120, localized: true },
    { name: 'slug', kind: 'text', label: 'Slug', required: false, searchable: true, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'contains', 'startsWith', 'null', 'notNull'], writeOnly: false, maxLength: 140, unique: true },
    { name: 'summary', kind: 'textarea', label: 'Short description', required: false, searchable: true, sortable: false, writeOnly: false, maxLength: 500, localized: true },
    { name: 'body', kind: 'richText', label: 'Description', required: false, searchable: true, sortable: false, writeOnly: false, localized: true },
    { name: 'icon', kind: 'image', label: 'Icon or photo', required: false, searchable: false, sortable: false, writeOnly: false, upload: { mimeTypes: ['image/jpeg', 'image/png', 'image/gif', 'image/webp'], maxBytes: 5242880, library: { entity: 'media', file: 'file', title: 'name', alt: 'alt', kind: 'kind' } } },
    { name: 'display_order', kind: 'number', label: 'Display order', required: false, searchable: false, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'null', 'notNull'], writeOnly: false, min: 0, default: 0 },
    { name: 'featured', kind: 'boolean', label: 'Show on the home page', required: false, searchable: false, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'null', 'notNull'], writeOnly: false, default: false },
    { name: 'translations', kind: 'json', label: 'Translations', required: false, searchable: false, sortable: false, writeOnly: false, readOnly: true },
  ],
} as const satisfies EntityMeta;

export const serviceCreateSchema = z.object({
  name: textValue({ required: true, max: 120 }),
  slug: textValue({ required: false, max: 140 }),
  summary: textValue({ required: false, max: 500 }),
  body: htmlValue({ required: false }),
  icon: fileValue({ required: false }),
  display_order: numberValue({ required: false, integer: true, min: 0, default: 0 }),
  featured: booleanValue(),
  translations: jsonObject(z.record(z.string(), z.object({ 'name': z.string().optional(), 'summary': z.string().optional(), 'body': z.string().optional() }).strict())).optional(),
});

export const serviceUpdateSchema = serviceCreateSchema;

/** What a client sends to create a Service. */
export type ServiceInput = z.input<typeof serviceCreateSchema>;

/** A Service as the API answers it. */
export interface Service {
  id: number;
  name: string;
  slug: string | null;
  summary: string | null;
  body: string | null;
  icon: string | null;
  display_order: number;
  featured: boolean;
  translations?: Record<string, Record<string, unknown>>;
  _meta?: { locale: string; fallback: ('name' | 'summary' | 'body')[] };
  created_at: string;
  updated_at: string;
}
