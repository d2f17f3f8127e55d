// Generated from entities/subcategory.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { z } from 'zod';
import type { EntityMeta } from '../../runtime-shared/meta';
import { booleanValue, idValue, numberValue, textValue } from '../../runtime-shared/validation';

export const subcategoryMeta = {
  name: 'subcategory',
  table: 'subcategories',
  label: 'Subcategory',
  pluralLabel: 'Subcategories',
  titleField: 'name',
  defaultSort: 'display_order',
  access: { read: 'public', create: 'admin', update: 'admin', delete: 'admin' },
  admin: { list: 'subcategory-list', add: 'add-subcategory', edit: 'edit-subcategory', details: false },
  singleton: false,
  publicFilter: { active: true },
  listFilters: ['category_id', 'active'],
  actions: [],
  rowLinks: [],
  views: [],
  fields: [
    { name: 'category_id', kind: 'relation', label: 'Category', required: true, searchable: false, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin'], writeOnly: false, relation: { entity: 'category', table: 'categories', show: 'name', as: 'category' } },
    { name: 'name', kind: 'text', label: 'Name', required: true, searchable: true, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'contains', 'startsWith'], writeOnly: false, maxLength: 80 },
    { name: 'slug', kind: 'text', label: 'Slug', required: true, searchable: true, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'contains', 'startsWith'], writeOnly: false, maxLength: 100, unique: true },
    { name: 'description', kind: 'textarea', label: 'Description', required: false, searchable: true, sortable: false, writeOnly: false, maxLength: 1000 },
    { name: 'display_order', kind: 'number', label: 'Display order', required: false, searchable: false, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'null', 'notNull'], writeOnly: false, min: 0, default: 0 },
    { name: 'active', kind: 'boolean', label: 'Shown in the shop', required: false, searchable: false, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'null', 'notNull'], writeOnly: false, default: true },
  ],
} as const satisfies EntityMeta;

export const subcategoryCreateSchema = z.object({
  category_id: idValue({ required: true }),
  name: textValue({ required: true, max: 80 }),
  slug: textValue({ required: true, max: 100 }),
  description: textValue({ required: false, max: 1000 }),
  display_order: numberValue({ required: false, integer: true, min: 0, default: 0 }),
  active: booleanValue(true),
});

export const subcategoryUpdateSchema = subcategoryCreateSchema;

/** What a client sends to create a Subcategory. */
export type SubcategoryInput = z.input<typeof subcategoryCreateSchema>;

/** A Subcategory as the API answers it. */
export interface Subcategory {
  id: number;
  category_id: number;
  category?: { id: number; name: string } | null;
  name: string;
  slug: string;
  description: string | null;
  display_order: number;
  active: boolean;
  created_at: string;
  updated_at: string;
}
