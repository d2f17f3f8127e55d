// Generated from entities/category.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { z } from 'zod';
import type { EntityMeta } from '../../runtime-shared/meta';
import { booleanValue, fileValue, numberValue, textValue } from '../../runtime-shared/validation';
import { colorValue } from '../../kinds/color/value';

export const categoryMeta = {
  name: 'category',
  table: 'categories',
  label: 'Category',
  pluralLabel: 'Categories',
  titleField: 'name',
  defaultSort: 'display_order',
  access: { read: 'public', create: 'admin', update: 'admin', delete: 'admin' },
  admin: { list: 'category-list', add: 'add-category', edit: 'edit-category', details: false },
  singleton: false,
  publicFilter: { active: true },
  listFilters: ['active'],
  actions: [],
  cache: { maxAge: 60 },
  rowLinks: [],
  views: [],
  fields: [
    { name: 'name', kind: 'text', label: 'Name', required: true, searchable: true, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'contains', 'startsWith'], writeOnly: false, maxLength: 80 },
    { name: 'slug', kind: 'text', label: 'Slug', required: true, searchable: true, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'contains', 'startsWith'], writeOnly: false, maxLength: 100, unique: true },
    { name: 'description', kind: 'textarea', label: 'Description', required: false, searchable: true, sortable: false, writeOnly: false, maxLength: 1000 },
    { name: 'icon', kind: 'image', label: 'Icon', required: false, searchable: false, sortable: false, writeOnly: false, upload: { mimeTypes: ['image/jpeg', 'image/png', 'image/gif', 'image/webp'], maxBytes: 5242880, library: { entity: 'media', file: 'file', title: 'name', alt: 'alt', kind: 'kind' } } },
    { name: 'accent_color', kind: 'color', label: 'Accent colour', required: false, searchable: false, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'contains', 'startsWith', 'null', 'notNull'], writeOnly: false },
    { name: 'display_order', kind: 'number', label: 'Display order', required: false, searchable: false, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'null', 'notNull'], writeOnly: false, min: 0, default: 0 },
    { name: 'active', kind: 'boolean', label: 'Shown in the shop', required: false, searchable: false, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'null', 'notNull'], writeOnly: false, default: true },
  ],
} as const satisfies EntityMeta;

export const categoryCreateSchema = z.object({
  name: textValue({ required: true, max: 80 }),
  slug: textValue({ required: true, max: 100 }),
  description: textValue({ required: false, max: 1000 }),
  icon: fileValue({ required: false }),
  accent_color: colorValue({ required: false }),
  display_order: numberValue({ required: false, integer: true, min: 0, default: 0 }),
  active: booleanValue(true),
});

export const categoryUpdateSchema = categoryCreateSchema;

/** What a client sends to create a Category. */
export type CategoryInput = z.input<typeof categoryCreateSchema>;

/** A Category as the API answers it. */
export interface Category {
  id: number;
  name: string;
  slug: string;
  description: string | null;
  icon: string | null;
  accent_color: string | null;
  display_order: number;
  active: boolean;
  created_at: string;
  updated_at: string;
}
