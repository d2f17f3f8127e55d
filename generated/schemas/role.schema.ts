// Generated from entities/role.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { z } from 'zod';
import type { EntityMeta } from '../../runtime-shared/meta';
import { booleanValue, textValue } from '../../runtime-shared/validation';
import { jsonObject } from '../../kinds/json/value';

export const roleMeta = {
  name: 'role',
  table: 'roles',
  label: 'Role',
  pluralLabel: 'Roles',
  titleField: 'name',
  defaultSort: 'name',
  access: { read: 'admin', create: 'admin', update: 'admin', delete: 'admin' },
  admin: { list: 'role-list', add: 'add-role', edit: 'edit-role', details: 'role-details' },
  singleton: false,
  listFilters: ['admin_access'],
  actions: [],
  rowLinks: [],
  views: [],
  fields: [
    { name: 'name', kind: 'text', label: 'Name', required: true, searchable: true, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'contains', 'startsWith'], writeOnly: false, maxLength: 80 },
    { name: 'key', kind: 'text', label: 'Key', required: true, searchable: true, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'contains', 'startsWith'], writeOnly: false, maxLength: 40, unique: true },
    { name: 'description', kind: 'textarea', label: 'Description', required: false, searchable: true, sortable: false, writeOnly: false, maxLength: 500 },
    { name: 'admin_access', kind: 'boolean', label: 'May use the back office', required: false, searchable: false, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'null', 'notNull'], writeOnly: false, default: false },
    { name: 'all_permissions', kind: 'boolean', label: 'All permissions', required: false, searchable: false, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'null', 'notNull'], writeOnly: false, default: false },
    { name: 'requires_two_factor', kind: 'boolean', label: 'Requires two-factor sign-in', required: false, searchable: false, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'null', 'notNull'], writeOnly: false, default: false },
    { name: 'permissions', kind: 'json', label: 'Permissions', required: false, searchable: false, sortable: false, writeOnly: false },
  ],
} as const satisfies EntityMeta;

export const roleCreateSchema = z.object({
  name: textValue({ required: true, max: 80 }),
  key: textValue({ required: true, max: 40 }),
  description: textValue({ required: false, max: 500 }),
  admin_access: booleanValue(),
  all_permissions: booleanValue(),
  requires_two_factor: booleanValue(),
  permissions: jsonObject(z.record(z.string(), z.array(z.enum(['read', 'create', 'update', 'delete'])).refine((list) => new Set(list.map((item) => JSON.stringify(item))).size === list.length, 'Items must not repeat'))),
});

export const roleUpdateSchema = roleCreateSchema;

/** What a client sends to create a Role. */
export type RoleInput = z.input<typeof roleCreateSchema>;

/** A Role as the API answers it. */
export interface Role {
  id: number;
  name: string;
  key: string;
  description: string | null;
  admin_access: boolean;
  all_permissions: boolean;
  requires_two_factor: boolean;
  permissions: Record<string, unknown>;
  created_at: string;
  updated_at: string;
}
