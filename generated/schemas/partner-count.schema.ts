// Generated from entities/partner-count.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { z } from 'zod';
import type { EntityMeta } from '../../runtime-shared/meta';
import { booleanValue, fileValue, numberValue, textValue } from '../../runtime-shared/validation';

export const partnerCountMeta = {
  name: 'partner-count',
  table: 'partner_counts',
  label: 'Counter',
  pluralLabel: 'Counters',
  titleField: 'label',
  defaultSort: 'display_order',
  access: { read: 'public', create: 'admin', update: 'admin', delete: 'admin' },
  admin: { list: 'partner-count-list', add: 'add-partner-count', edit: 'edit-partner-count', details: false },
  singleton: false,
  publicFilter: { active: true },
  listFilters: ['active'],
  actions: [],
  rowLinks: [],
  views: [],
  fields: [
    { name: 'label', kind: 'text', label: 'Label', required: true, searchable: true, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'contains', 'startsWith'], writeOnly: false, maxLength: 60 },
    { name: 'value', kind: 'number', label: 'Value', required: true, searchable: false, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin'], writeOnly: false, min: 0 },
    { name: 'suffix', kind: 'text', label: 'Suffix', required: false, searchable: true, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'contains', 'startsWith', 'null', 'notNull'], writeOnly: false, maxLength: 10 },
    { name: 'icon', kind: 'image', label: 'Icon', required: false, searchable: false, sortable: false, writeOnly: false, upload: { mimeTypes: ['image/jpeg', 'image/png', 'image/gif', 'image/webp'], maxBytes: 5242880, library: { entity: 'media', file: 'file', title: 'name', alt: 'alt', kind: 'kind' } } },
    { name: 'display_order', kind: 'number', label: 'Display order', required: false, searchable: false, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'null', 'notNull'], writeOnly: false, min: 0, default: 0 },
    { name: 'active', kind: 'boolean', label: 'Shown on the site', required: false, searchable: false, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'null', 'notNull'], writeOnly: false, default: true },
  ],
} as const satisfies EntityMeta;

export const partnerCountCreateSchema = z.object({
  label: textValue({ required: true, max: 60 }),
  value: numberValue({ required: true, integer: true, min: 0 }),
  suffix: textValue({ required: false, max: 10 }),
  icon: fileValue({ required: false }),
  display_order: numberValue({ required: false, integer: true, min: 0, default: 0 }),
  active: booleanValue(true),
});

export const partnerCountUpdateSchema = partnerCountCreateSchema;

/** What a client sends to create a Counter. */
export type PartnerCountInput = z.input<typeof partnerCountCreateSchema>;

/** A Counter as the API answers it. */
export interface PartnerCount {
  id: number;
  label: string;
  value: number;
  suffix: string | null;
  icon: string | null;
  display_order: number;
  active: boolean;
  created_at: string;
  updated_at: string;
}
