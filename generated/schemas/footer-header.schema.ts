// Generated from entities/footer-header.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { z } from 'zod';
import type { EntityMeta } from '../../runtime-shared/meta';
import { booleanValue, numberValue, textValue } from '../../runtime-shared/validation';
import { jsonObject } from '../../kinds/json/value';

export const footerHeaderMeta = {
  name: 'footer-header',
  table: 'footer_headers',
  label: 'Footer Column',
  pluralLabel: 'Footer Columns',
  titleField: 'title',
  defaultSort: 'display_order',
  access: { read: 'public', create: 'admin', update: 'admin', delete: 'admin' },
  admin: { list: 'footer-header-list', add: 'add-footer-header', edit: 'edit-footer-header', details: false },
  singleton: false,
  publicFilter: { active: true },
  listFilters: ['active'],
  actions: [],
  rowLinks: [],
  views: [],
  fields: [
    { name: 'title', kind: 'text', label: 'Title', required: true, searchable: true, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'contains', 'startsWith'], writeOnly: false, maxLength: 60, localized: true },
    { name: 'display_order', kind: 'number', label: 'Display order', required: false, searchable: false, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'null', 'notNull'], writeOnly: false, min: 0, default: 0 },
    { name: 'active', kind: 'boolean', label: 'Shown on the site', required: false, searchable: false, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'null', 'notNull'], writeOnly: false, default: true },
    { name: 'translations', kind: 'json', label: 'Translations', required: false, searchable: false, sortable: false, writeOnly: false, readOnly: true },
  ],
} as const satisfies EntityMeta;

export const footerHeaderCreateSchema = z.object({
  title: textValue({ required: true, max: 60 }),
  display_order: numberValue({ required: false, integer: true, min: 0, default: 0 }),
  active: booleanValue(true),
  translations: jsonObject(z.record(z.string(), z.object({ 'title': z.string().optional() }).strict())).optional(),
});

export const footerHeaderUpdateSchema = footerHeaderCreateSchema;

/** What a client sends to create a Footer Column. */
export type FooterHeaderInput = z.input<typeof footerHeaderCreateSchema>;

/** A Footer Column as the API answers it. */
export interface FooterHeader {
  id: number;
  title: string;
  display_order: number;
  active: boolean;
  translations?: Record<string, Record<string, unknown>>;
  _meta?: { locale: string; fallback: ('title')[] };
  created_at: string;
  updated_at: string;
}
