// Generated from entities/product.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { z } from 'zod';
import type { EntityMeta } from '../../runtime-shared/meta';
import { booleanValue, dateValue, enumValue, fileValue, htmlValue, idValue, moneyValue, numberValue, textValue } from '../../runtime-shared/validation';
import { arrayValue } from '../../kinds/array/value';
import { jsonObject } from '../../kinds/json/value';

export const productMeta = {
  name: 'product',
  table: 'products',
  label: 'Product',
  pluralLabel: 'Products',
  titleField: 'name',
  defaultSort: 'name',
  access: { read: 'public', create: 'admin', update: 'admin', delete: 'admin' },
  admin: { list: 'products', add: 'add-product', edit: 'edit-product', details: 'product-details' },
  singleton: false,
  publicFilter: { active: true },
  listFilters: ['category_id', 'subcategory_id', 'billing', 'active', 'featured'],
  actions: [],
  softDelete: true,
  rules: [{ field: 'discount_price', lessThan: 'price', message: 'Must be below the price' }, { field: 'discount_end_date', notBefore: 'discount_start_date', message: 'Must not be before the discount starts' }, { field: 'subcategory_id', belongsTo: { relation: 'category_id', via: 'category_id', table: 'subcategories' }, message: 'The chosen subcategory does not belong to the chosen category' }],
  drafts: { liveField: 'active' },
  search: { title: ['name'], body: ['summary', 'body', 'specifications'], url: '/product-details/:id' },
  rowLinks: [],
  views: [],
  fields: [
    { name: 'name', kind: 'text', label: 'Name', required: true, searchable: true, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'contains', 'startsWith'], writeOnly: false, maxLength: 150, localized: true },
    { name: 'slug', kind: 'text', label: 'Slug', required: true, searchable: true, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'contains', 'startsWith'], writeOnly: false, maxLength: 160, unique: true },
    { name: 'sku', kind: 'text', label: 'SKU', required: false, searchable: true, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'contains', 'startsWith', 'null', 'notNull'], writeOnly: false, maxLength: 40, unique: true },
    { name: 'category_id', kind: 'relation', label: 'Category', required: true, searchable: false, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin'], writeOnly: false, relation: { entity: 'category', table: 'categories', show: 'name', as: 'category' }, sortsByShown: true },
    { name: 'subcategory_id', kind: 'relation', label: 'Subcategory', required: false, searchable: false, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'null', 'notNull'], writeOnly: false, relation: { entity: 'subcategory', table: 'subcategories', show: 'name', as: 'subcategory' } },
    { name: 'summary', kind: 'textarea', label: 'Short description', required: false, searchable: true, sortable: false, writeOnly: false, maxLength: 500, localized: true },
    { name: 'body', kind: 'richText', label: 'Description', required: false, searchable: true, sortable: false, writeOnly: false, localized: true },
    { name: 'specifications', kind: 'array', label: 'Specifications', required: false, searchable: false, sortable: false, writeOnly: false, maxItems: 30, fields: [{ name: 'label', kind: 'text', label: 'Label', required: true, searchable: true, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'contains', 'startsWith'], writeOnly: false, maxLength: 80 }, { name: 'value', kind: 'text', label: 'Value', required: true, searchable: true, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'contains', 'startsWith'], writeOnly: false, maxLength: 200 }], localized: true },
    { name: 'billing', kind: 'enum', label: 'Billing', required: true, searchable: false, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin'], writeOnly: false, options: [{ value: 'one_time', label: 'One-time' }, { value: 'monthly', label: 'Per month' }, { value: 'yearly', label: 'Per year' }], default: 'one_time' },
    { name: 'price', kind: 'money', label: 'Price', required: true, searchable: false, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin'], writeOnly: false, currency: 'USD' },
    { name: 'discount_price', kind: 'money', label: 'Discount price', required: false, searchable: false, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'null', 'notNull'], writeOnly: false, currency: 'USD' },
    { name: 'discount_start_date', kind: 'date', label: 'Discount starts', required: false, searchable: false, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'null', 'notNull'], writeOnly: false },
    { name: 'discount_end_date', kind: 'date', label: 'Discount ends', required: false, searchable: false, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'null', 'notNull'], writeOnly: false },
    { name: 'photo', kind: 'image', label: 'Photo', required: 'onCreate', searchable: false, sortable: false, writeOnly: false, upload: { mimeTypes: ['image/jpeg', 'image/png', 'image/gif', 'image/webp'], maxBytes: 5242880, library: { entity: 'media', file: 'file', title: 'name', alt: 'alt', kind: 'kind' } } },
    { name: 'quantity', kind: 'number', label: 'Stock quantity', required: true, searchable: false, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin'], writeOnly: false, min: 0, default: 0 },
    { name: 'active', kind: 'boolean', label: 'On sale', required: false, searchable: false, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'null', 'notNull'], writeOnly: false, default: true },
    { name: 'featured', kind: 'boolean', label: 'Show on the home page', required: false, searchable: false, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'null', 'notNull'], writeOnly: false, default: false },
    { name: 'translations', kind: 'json', label: 'Translations', required: false, searchable: false, sortable: false, writeOnly: false, readOnly: true },
  ],
} as const satisfies EntityMeta;

export const productCreateSchema = z.object({
  name: textValue({ required: true, max: 150 }),
  slug: textValue({ required: true, max: 160 }),
  sku: textValue({ required: false, max: 40 }),
  category_id: idValue({ required: true }),
  subcategory_id: idValue({ required: false }),
  summary: textValue({ required: false, max: 500 }),
  body: htmlValue({ required: false }),
  specifications: arrayValue(z.object({ label: textValue({ required: true, max: 80 }), value: textValue({ required: true, max: 200 }) }, { error: 'Enter an object of its fields' }), { max: 30, rowLabel: 'specification' }),
  billing: enumValue(['one_time', 'monthly', 'yearly'], { required: true }),
  price: moneyValue({ required: true }),
  discount_price: moneyValue({ required: false }),
  discount_start_date: dateValue({ required: false }),
  discount_end_date: dateValue({ required: false }),
  photo: fileValue({ required: true }),
  quantity: numberValue({ required: true, integer: true, min: 0 }),
  active: booleanValue(true),
  featured: booleanValue(),
  translations: jsonObject(z.record(z.string(), z.object({ 'name': z.string().optional(), 'summary': z.string().optional(), 'body': z.string().optional(), 'specifications': z.array(z.unknown()).optional() }).strict())).optional(),
});

export const productUpdateSchema = productCreateSchema.extend({
  photo: fileValue({ required: true }).optional(),
});

/** What a client sends to create a Product. */
export type ProductInput = z.input<typeof productCreateSchema>;

/** A Product as the API answers it. */
export interface Product {
  id: number;
  name: string;
  slug: string;
  sku: string | null;
  category_id: number;
  category?: { id: number; name: string } | null;
  subcategory_id: number | null;
  subcategory?: { id: number; name: string } | null;
  summary: string | null;
  body: string | null;
  specifications: Array<{ label: string; value: string }>;
  billing: 'one_time' | 'monthly' | 'yearly';
  price: number;
  discount_price: number | null;
  discount_start_date: string | null;
  discount_end_date: string | null;
  photo: string;
  quantity: number;
  active: boolean;
  featured: boolean;
  translations?: Record<string, Record<string, unknown>>;
  _meta?: { locale: string; fallback: ('name' | 'summary' | 'body' | 'specifications')[] };
  created_at: string;
  updated_at: string;
}
