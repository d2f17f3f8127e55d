// Generated from entities/it-consulting.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { z } from 'zod';
import type { EntityMeta } from '../../runtime-shared/meta';
import { fileValue, htmlValue, idValue, numberValue, textValue } from '../../runtime-shared/validation';

export const itConsultingMeta = {
  name: 'it-consulting',
  table: 'it_consultings',
  label: 'IT Consulting Service',
  pluralLabel: 'IT Consulting Services',
  titleField: 'title',
  defaultSort: 'display_order',
  access: { read: 'public', create: 'admin', update: 'admin', delete: 'admin' },
  admin: { list: 'it-consulting-list', add: 'add-it-consulting', edit: 'edit-it-consulting', details: 'it-consulting-details' },
  singleton: false,
  listFilters: ['service_id'],
  actions: [],
  rowLinks: [],
  views: [],
  fields: [
    { name: 'title', kind: 'text', label: 'Title', required: true, searchable: true, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'contains', 'startsWith'], writeOnly: false, maxLength: 120 },
    { name: 'summary', kind: 'textarea', label: 'Short description', required: true, searchable: true, sortable: false, writeOnly: false, maxLength: 500 },
    { name: 'body', kind: 'richText', label: 'Details', required: false, searchable: true, sortable: false, writeOnly: false },
    { name: 'icon', kind: 'image', label: 'Icon', required: false, searchable: false, sortable: false, writeOnly: false, upload: { mimeTypes: ['image/jpeg', 'image/png', 'image/gif', 'image/webp'], maxBytes: 5242880, library: { entity: 'media', file: 'file', title: 'name', alt: 'alt', kind: 'kind' } } },
    { name: 'photo', kind: 'image', label: 'Photo', required: false, searchable: false, sortable: false, writeOnly: false, upload: { mimeTypes: ['image/jpeg', 'image/png', 'image/gif', 'image/webp'], maxBytes: 5242880, library: { entity: 'media', file: 'file', title: 'name', alt: 'alt', kind: 'kind' } } },
    { name: 'service_id', kind: 'relation', label: 'Linked service', required: false, searchable: false, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'null', 'notNull'], writeOnly: false, relation: { entity: 'service', table: 'services', show: 'name', as: 'service', softDelete: true } },
    { name: 'display_order', kind: 'number', label: 'Display order', required: false, searchable: false, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'null', 'notNull'], writeOnly: false, min: 0, default: 0 },
  ],
} as const satisfies EntityMeta;

export const itConsultingCreateSchema = z.object({
  title: textValue({ required: true, max: 120 }),
  summary: textValue({ required: true, max: 500 }),
  body: htmlValue({ required: false }),
  icon: fileValue({ required: false }),
  photo: fileValue({ required: false }),
  service_id: idValue({ required: false }),
  display_order: numberValue({ required: false, integer: true, min: 0, default: 0 }),
});

export const itConsultingUpdateSchema = itConsultingCreateSchema;

/** What a client sends to create a IT Consulting Service. */
export type ItConsultingInput = z.input<typeof itConsultingCreateSchema>;

/** A IT Consulting Service as the API answers it. */
export interface ItConsulting {
  id: number;
  title: string;
  summary: string;
  body: string | null;
  icon: string | null;
  photo: string | null;
  service_id: number | null;
  service?: { id: number; name: string } | null;
  display_order: number;
  created_at: string;
  updated_at: string;
}
