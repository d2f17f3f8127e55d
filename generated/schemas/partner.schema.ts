// Generated from entities/partner.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { z } from 'zod';
import type { EntityMeta } from '../../runtime-shared/meta';
import { booleanValue, enumValue, fileValue, numberValue, textValue } from '../../runtime-shared/validation';

export const partnerMeta = {
  name: 'partner',
  table: 'partners',
  label: 'Partner',
  pluralLabel: 'Partners',
  titleField: 'name',
  defaultSort: 'display_order',
  access: { read: 'public', create: 'admin', update: 'admin', delete: 'admin' },
  admin: { list: 'partner-list', add: 'add-partner', edit: 'edit-partner', details: false },
  singleton: false,
  publicFilter: { active: true },
  listFilters: ['partnership', 'active'],
  actions: [],
  rowLinks: [],
  views: [],
  fields: [
    { name: 'name', kind: 'text', label: 'Name', required: true, searchable: true, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'contains', 'startsWith'], writeOnly: false, maxLength: 120 },
    { name: 'logo', kind: 'image', label: 'Logo', required: 'onCreate', searchable: false, sortable: false, writeOnly: false, upload: { mimeTypes: ['image/jpeg', 'image/png', 'image/gif', 'image/webp'], maxBytes: 5242880, library: { entity: 'media', file: 'file', title: 'name', alt: 'alt', kind: 'kind' } } },
    { name: 'website', kind: 'url', label: 'Website', required: false, searchable: false, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'contains', 'startsWith', 'null', 'notNull'], writeOnly: false },
    { name: 'partnership', kind: 'enum', label: 'Relationship', required: true, searchable: false, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin'], writeOnly: false, options: [{ value: 'technology', label: 'Technology partner' }, { value: 'client', label: 'Client' }, { value: 'reseller', label: 'Reseller' }, { value: 'alliance', label: 'Alliance' }], default: 'technology' },
    { name: 'description', kind: 'textarea', label: 'Description', required: false, searchable: true, sortable: false, writeOnly: false, maxLength: 1000 },
    { name: 'display_order', kind: 'number', label: 'Display order', required: false, searchable: false, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'null', 'notNull'], writeOnly: false, min: 0, default: 0 },
    { name: 'active', kind: 'boolean', label: 'Shown on the site', required: false, searchable: false, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'null', 'notNull'], writeOnly: false, default: true },
  ],
} as const satisfies EntityMeta;

export const partnerCreateSchema = z.object({
  name: textValue({ required: true, max: 120 }),
  logo: fileValue({ required: true }),
  website: textValue({ required: false, max: 2048, format: 'url' }),
  partnership: enumValue(['technology', 'client', 'reseller', 'alliance'], { required: true }),
  description: textValue({ required: false, max: 1000 }),
  display_order: numberValue({ required: false, integer: true, min: 0, default: 0 }),
  active: booleanValue(true),
});

export const partnerUpdateSchema = partnerCreateSchema.extend({
  logo: fileValue({ required: true }).optional(),
});

/** What a client sends to create a Partner. */
export type PartnerInput = z.input<typeof partnerCreateSchema>;

/** A Partner as the API answers it. */
export interface Partner {
  id: number;
  name: string;
  logo: string;
  website: string | null;
  partnership: 'technology' | 'client' | 'reseller' | 'alliance';
  description: string | null;
  display_order: number;
  active: boolean;
  created_at: string;
  updated_at: string;
}
