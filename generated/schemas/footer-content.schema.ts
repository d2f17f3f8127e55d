// Generated from entities/footer-content.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { z } from 'zod';
import type { EntityMeta } from '../../runtime-shared/meta';
import { booleanValue, idValue, numberValue, textValue } from '../../runtime-shared/validation';
import { jsonObject } from '../../kinds/json/value';

export const footerContentMeta = {
  name: 'footer-content',
  table: 'footer_contents',
  label: 'Footer Link',
  pluralLabel: 'Footer Links',
  titleField: 'label',
  defaultSort: 'display_order',
  access: { read: 'public', create: 'admin', update: 'admin', delete: 'admin' },
  admin: { list: 'footer-content-list', add: 'add-footer-content', edit: 'edit-footer-content', details: false },
  singleton: false,
  publicFilter: { active: true },
  listFilters: ['footer_header_id', 'active'],
  actions: [],
  rowLinks: [],
  views: [],
  fields: [
    { name: 'footer_header_id', kind: 'relation', label: 'Column', required: true, searchable: false, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin'], writeOnly: false, relation: { entity: 'footer-header', table: 'footer_headers', show: 'title', as: 'footer_header' } },
    { name: 'label', kind: 'text', label: 'Label', required: true, searchable: true, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'contains', 'startsWith'], writeOnly: false, maxLength: 80, localized: true },
    { name: 'url', kind: 'url', label: 'Link', required: true, searchable: false, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'contains', 'startsWith'], writeOnly: false },
    { name: 'new_tab', kind: 'boolean', label: 'Open in a new tab', required: false, searchable: false, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'null', 'notNull'], writeOnly: false, default: false },
    { name: 'display_order', kind: 'number', label: 'Display order', required: false, searchable: false, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'null', 'notNull'], writeOnly: false, min: 0, default: 0 },
    { name: 'active', kind: 'boolean', label: 'Shown on the site', required: false, searchable: false, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'null', 'notNull'], writeOnly: false, default: true },
    { name: 'translations', kind: 'json', label: 'Translations', required: false, searchable: false, sortable: false, writeOnly: false, readOnly: true },
  ],
} as const satisfies EntityMeta;

export const footerContentCreateSchema = z.object({
  footer_header_id: idValue({ required: true }),
  label: textValue({ required: true, max: 80 }),
  url: textValue({ required: true, max: 2048, format: 'url' }),
  new_tab: booleanValue(),
  display_order: numberValue({ required: false, integer: true, min: 0, default: 0 }),
  active: booleanValue(true),
  translations: jsonObject(z.record(z.string(), z.object({ 'label': z.string().optional() }).strict())).optional(),
});

export const footerContentUpdateSchema = footerContentCreateSchema;

/** What a client sends to create a Footer Link. */
export type FooterContentInput = z.input<typeof footerContentCreateSchema>;

/** A Footer Link as the API answers it. */
export interface FooterContent {
  id: number;
  footer_header_id: number;
  footer_header?: { id: number; title: string } | null;
  label: string;
  url: string;
  new_tab: boolean;
  display_order: number;
  active: boolean;
  translations?: Record<string, Record<string, unknown>>;
  _meta?: { locale: string; fallback: ('label')[] };
  created_at: string;
  updated_at: string;
}
