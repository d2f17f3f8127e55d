// Generated from entities/redirect.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { z } from 'zod';
import type { EntityMeta } from '../../runtime-shared/meta';
import { booleanValue, enumValue, textValue } from '../../runtime-shared/validation';

export const redirectMeta = {
  name: 'redirect',
  table: 'redirects',
  label: 'Redirect',
  pluralLabel: 'Redirects',
  titleField: 'from_path',
  defaultSort: 'from_path',
  access: { read: 'admin', create: 'admin', update: 'admin', delete: 'admin' },
  unique: [{ fields: ['from_path'], message: 'Another redirect already starts from this address' }],
  admin: { list: 'redirect-list', add: 'add-redirect', edit: 'edit-redirect', details: 'redirect-details' },
  singleton: false,
  listFilters: ['status', 'active'],
  actions: [],
  rowLinks: [],
  views: [],
  fields: [
    { name: 'from_path', kind: 'url', label: 'From', required: true, searchable: false, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'contains', 'startsWith'], writeOnly: false },
    { name: 'to', kind: 'url', label: 'To', required: true, searchable: false, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'contains', 'startsWith'], writeOnly: false },
    { name: 'status', kind: 'enum', label: 'Kind', required: true, searchable: false, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin'], writeOnly: false, options: [{ value: '301', label: '301 Moved permanently' }, { value: '302', label: '302 Moved temporarily' }], default: '301' },
    { name: 'active', kind: 'boolean', label: 'Active', required: false, searchable: false, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'null', 'notNull'], writeOnly: false, default: true },
  ],
} as const satisfies EntityMeta;

export const redirectCreateSchema = z.object({
  from_path: textValue({ required: true, max: 2048, format: 'url' }),
  to: textValue({ required: true, max: 2048, format: 'url' }),
  status: enumValue(['301', '302'], { required: true }),
  active: booleanValue(true),
});

export const redirectUpdateSchema = redirectCreateSchema;

/** What a client sends to create a Redirect. */
export type RedirectInput = z.input<typeof redirectCreateSchema>;

/** A Redirect as the API answers it. */
export interface Redirect {
  id: number;
  from_path: string;
  to: string;
  status: '301' | '302';
  active: boolean;
  created_at: string;
  updated_at: string;
}
