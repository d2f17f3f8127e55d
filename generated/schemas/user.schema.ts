// Generated from entities/user.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { z } from 'zod';
import type { EntityMeta } from '../../runtime-shared/meta';
import { enumValue, passwordValue, textValue } from '../../runtime-shared/validation';

export const userMeta = {
  name: 'user',
  table: 'users',
  label: 'User',
  pluralLabel: 'Users',
  titleField: 'email',
  defaultSort: '-id',
  access: { read: 'admin', create: 'admin', update: 'admin', delete: 'admin' },
  admin: { list: 'user-list', add: 'add-user', edit: 'edit-user', details: 'admin-details' },
  fields: [
    { name: 'first_name', kind: 'text', label: 'First name', required: true, searchable: true, sortable: true, writeOnly: false },
    { name: 'last_name', kind: 'text', label: 'Last name', required: false, searchable: true, sortable: true, writeOnly: false },
    { name: 'email', kind: 'email', label: 'Email', required: true, searchable: true, sortable: true, writeOnly: false },
    { name: 'password', kind: 'password', label: 'Password', required: true, searchable: false, sortable: false, writeOnly: true },
    { name: 'role', kind: 'enum', label: 'Role', required: true, searchable: false, sortable: true, writeOnly: false, options: [{ value: 'customer', label: 'Customer' }, { value: 'admin', label: 'Admin' }] },
  ],
} as const satisfies EntityMeta;

export const userCreateSchema = z.object({
  first_name: textValue({ required: true, max: 80 }),
  last_name: textValue({ required: false, max: 80 }),
  email: textValue({ required: true, max: 254, format: 'email' }),
  password: passwordValue({ required: true }),
  role: enumValue(['customer', 'admin'], { required: true }),
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
  role: 'customer' | 'admin';
  created_at: string;
  updated_at: string;
}
