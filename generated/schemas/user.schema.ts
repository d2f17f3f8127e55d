// Generated from entities/user.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { z } from 'zod';
import type { EntityMeta } from '../../runtime-shared/meta';
import { enumValue, idValue, passwordValue, textValue } from '../../runtime-shared/validation';

export const userMeta = {
  name: 'user',
  table: 'users',
  label: 'User',
  pluralLabel: 'Users',
  titleField: 'email',
  defaultSort: '-created_at',
  access: { read: 'admin', create: 'admin', update: 'admin', delete: 'admin' },
  admin: { list: 'user-list', add: 'add-user', edit: 'edit-user', details: 'admin-details' },
  singleton: false,
  listFilters: ['role_id'],
  actions: [],
  rowLinks: [],
  views: [],
  fields: [
    { name: 'first_name', kind: 'text', label: 'First name', required: true, searchable: true, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'contains', 'startsWith'], writeOnly: false, maxLength: 80 },
    { name: 'last_name', kind: 'text', label: 'Last name', required: false, searchable: true, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'contains', 'startsWith', 'null', 'notNull'], writeOnly: false, maxLength: 80 },
    { name: 'email', kind: 'email', label: 'Email', required: true, searchable: true, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'contains', 'startsWith'], writeOnly: false, unique: true },
    { name: 'password', kind: 'password', label: 'Password', required: true, searchable: false, sortable: false, writeOnly: true },
    { name: 'phone', kind: 'phone', label: 'Phone', required: false, searchable: true, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'contains', 'startsWith', 'null', 'notNull'], writeOnly: false },
    { name: 'role_id', kind: 'relation', label: 'Role', required: true, searchable: false, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin'], writeOnly: false, relation: { entity: 'role', table: 'roles', show: 'name', as: 'role' } },
    { name: 'language', kind: 'enum', label: 'Admin language', required: false, searchable: false, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'null', 'notNull'], writeOnly: false, options: [{ value: 'en', label: 'English' }, { value: 'de', label: 'Deutsch' }], default: 'en' },
  ],
} as const satisfies EntityMeta;

export const userCreateSchema = z.object({
  first_name: textValue({ required: true, max: 80 }),
  last_name: textValue({ required: false, max: 80 }),
  email: textValue({ required: true, max: 254, format: 'email' }),
  password: passwordValue({ required: true }),
  phone: textValue({ required: false, max: 30, format: 'phone' }),
  role_id: idValue({ required: true }),
  language: enumValue(['en', 'de'], { required: false }),
});

export const userUpdateSchema = userCreateSchema.extend({
  password: passwordValue({ required: false }),
});

/** What a client sends to create a User. */
export type UserInput = z.input<typeof userCreateSchema>;

/** A User as the API answers it. */
export interface User {
  id: number;
  first_name: string;
  last_name: string | null;
  email: string;
  phone: string | null;
  role_id: number;
  role?: { id: number; name: string } | null;
  language: 'en' | 'de' | null;
  created_at: string;
  updated_at: string;
}
