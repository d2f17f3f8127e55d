// Generated from entities/header-menu.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { z } from 'zod';
import type { EntityMeta } from '../../runtime-shared/meta';
import { booleanValue, idValue, numberValue, textValue } from '../../runtime-shared/validation';
import { jsonObject } from '../../kinds/json/value';

export const headerMenuMeta = {
  name: 'header-menu',
  table: 'header_menus',
  label: 'Menu Item',
  pluralLabel: 'Header Menu',
  titleField: 'label',
  defaultSort: 'display_order',
  access: { read: 'public', create: 'admin', update: 'admin', delete: 'admin' },
  admin: { list: 'header-menu-list', add: 'add-header-menu', edit: 'edit-header-menu', details: false },
  singleton: false,
  publicFilter: { active: true },
  listFilters: ['parent_id', 'active'],
  actions: [],
  rowLinks: [],
  views: [],
  fields: [
    { name: 'label', kind: 'text', label: 'Label', required: true, searchable: true, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'contains', 'startsWith'], writeOnly: false, maxLength: 60, localized: true },
    { name: 'url', kind: 'url', label: 'Link', required: true, searchable: false, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'contains', 'startsWith'], writeOnly: false },
    { name: 'parent_id', kind: 'relation', label: 'Parent item', required: false, searchable: false, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'null', 'notNull'], writeOnly: false, relation: { entity: 'header-menu', table: 'header_menus', show: 'label', as: 'parent' } },
    { name: 'display_order', kind: 'number', label: 'Display order', required: false, searchable: false, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'null', 'notNull'], writeOnly: false, min: 0, default: 0 },
    { name: 'active', kind: 'boolean', label: 'Shown on the site', required: false, searchable: false, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'null', 'notNull'], writeOnly: false, default: true },
    { name: 'translations', kind: 'json', label: 'Translations', required: false, searchable: false, sortable: false, writeOnly: false, readOnly: true },
  ],
} as const satisfies EntityMeta;

export const headerMenuCreateSchema = z.object({
  label: textValue({ required: true, max: 60 }),
  url: textValue({ required: true, max: 2048, format: 'url' }),
  parent_id: idValue({ required: false }),
  display_order: numberValue({ required: false, integer: true, min: 0, default: 0 }),
  active: booleanValue(true),
  translations: jsonObject(z.record(z.string(), z.object({ 'label': z.string().optional() }).strict())).optional(),
});

export const headerMenuUpdateSchema = headerMenuCreateSchema;

/** What a client sends to create a Menu Item. */
export type HeaderMenuInput = z.input<typeof headerMenuCreateSchema>;

/** A Menu Item as the API answers it. */
export interface HeaderMenu {
  id: number;
  label: string;
  url: string;
  parent_id: number | null;
  parent?: { id: number; label: string } | null;
  display_order: number;
  active: boolean;
  translations?: Record<string, Record<string, unknown>>;
  _meta?: { locale: string; fallback: ('label')[] };
  created_at: string;
  updated_at: string;
}
