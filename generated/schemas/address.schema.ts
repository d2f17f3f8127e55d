// Generated from entities/address.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { z } from 'zod';
import type { EntityMeta } from '../../runtime-shared/meta';
import { booleanValue, numberValue, textValue } from '../../runtime-shared/validation';

export const addressMeta = {
  name: 'address',
  table: 'addresses',
  label: 'Company Address',
  pluralLabel: 'Company Addresses',
  titleField: 'title',
  defaultSort: 'display_order',
  access: { read: 'public', create: 'admin', update: 'admin', delete: 'admin' },
  admin: { list: 'address-list', add: 'add-address', edit: 'edit-address', details: 'address-details' },
  singleton: false,
  listFilters: ['headquarters'],
  actions: [],
  rowLinks: [],
  views: [],
  fields: [
    { name: 'title', kind: 'text', label: 'Title', required: true, searchable: true, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'contains', 'startsWith'], writeOnly: false, maxLength: 80 },
    { name: 'address_line1', kind: 'text', label: 'Address line 1', required: true, searchable: true, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'contains', 'startsWith'], writeOnly: false, maxLength: 150 },
    { name: 'address_line2', kind: 'text', label: 'Address line 2', required: false, searchable: true, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'contains', 'startsWith', 'null', 'notNull'], writeOnly: false, maxLength: 150 },
    { name: 'city', kind: 'text', label: 'City', required: true, searchable: true, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'contains', 'startsWith'], writeOnly: false, maxLength: 80 },
    { name: 'region', kind: 'text', label: 'State or region', required: false, searchable: true, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'contains', 'startsWith', 'null', 'notNull'], writeOnly: false, maxLength: 80 },
    { name: 'postcode', kind: 'text', label: 'Postcode', required: false, searchable: true, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'contains', 'startsWith', 'null', 'notNull'], writeOnly: false, maxLength: 20 },
    { name: 'country', kind: 'text', label: 'Country', required: true, searchable: true, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'contains', 'startsWith'], writeOnly: false, maxLength: 80 },
    { name: 'phone', kind: 'phone', label: 'Phone', required: false, searchable: true, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'contains', 'startsWith', 'null', 'notNull'], writeOnly: false },
    { name: 'email', kind: 'email', label: 'Email', required: false, searchable: true, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'contains', 'startsWith', 'null', 'notNull'], writeOnly: false },
    { name: 'opening_hours', kind: 'text', label: 'Opening hours', required: false, searchable: true, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'contains', 'startsWith', 'null', 'notNull'], writeOnly: false, maxLength: 120 },
    { name: 'map_url', kind: 'url', label: 'Map link', required: false, searchable: false, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'contains', 'startsWith', 'null', 'notNull'], writeOnly: false },
    { name: 'headquarters', kind: 'boolean', label: 'Head office', required: false, searchable: false, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'null', 'notNull'], writeOnly: false, default: false },
    { name: 'display_order', kind: 'number', label: 'Display order', required: false, searchable: false, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'null', 'notNull'], writeOnly: false, min: 0, default: 0 },
  ],
} as const satisfies EntityMeta;

export const addressCreateSchema = z.object({
  title: textValue({ required: true, max: 80 }),
  address_line1: textValue({ required: true, max: 150 }),
  address_line2: textValue({ required: false, max: 150 }),
  city: textValue({ required: true, max: 80 }),
  region: textValue({ required: false, max: 80 }),
  postcode: textValue({ required: false, max: 20 }),
  country: textValue({ required: true, max: 80 }),
  phone: textValue({ required: false, max: 30, format: 'phone' }),
  email: textValue({ required: false, max: 254, format: 'email' }),
  opening_hours: textValue({ required: false, max: 120 }),
  map_url: textValue({ required: false, max: 2048, format: 'url' }),
  headquarters: booleanValue(),
  display_order: numberValue({ required: false, integer: true, min: 0, default: 0 }),
});

export const addressUpdateSchema = addressCreateSchema;

/** What a client sends to create a Company Address. */
export type AddressInput = z.input<typeof addressCreateSchema>;

/** A Company Address as the API answers it. */
export interface Address {
  id: number;
  title: string;
  address_line1: string;
  address_line2: string | null;
  city: string;
  region: string | null;
  postcode: string | null;
  country: string;
  phone: string | null;
  email: string | null;
  opening_hours: string | null;
  map_url: string | null;
  headquarters: boolean;
  display_order: number;
  created_at: string;
  updated_at: string;
}
