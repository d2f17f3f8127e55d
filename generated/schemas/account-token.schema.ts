// Generated from entities/account-token.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { z } from 'zod';
import type { EntityMeta } from '../../runtime-shared/meta';
import { dateTimeValue, enumValue, idValue, textValue } from '../../runtime-shared/validation';

export const accountTokenMeta = {
  name: 'account-token',
  table: 'account_tokens',
  label: 'Account Token',
  pluralLabel: 'Account Tokens',
  titleField: 'purpose',
  defaultSort: '-id',
  access: { read: 'admin', create: 'none', update: 'none', delete: 'none' },
  admin: { list: 'account-token-list', add: false, edit: false, details: 'account-token-details' },
  singleton: false,
  listFilters: ['user_id', 'purpose'],
  actions: [],
  rowLinks: [],
  views: [],
  fields: [
    { name: 'user_id', kind: 'relation', label: 'User', required: true, searchable: false, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin'], writeOnly: false, relation: { entity: 'user', table: 'users', show: 'email', as: 'user' } },
    { name: 'purpose', kind: 'enum', label: 'Purpose', required: true, searchable: false, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin'], writeOnly: false, options: [{ value: 'password_reset', label: 'Password reset' }, { value: 'email_change', label: 'Email change' }] },
    { name: 'token_hash', kind: 'text', label: 'Token hash', required: true, searchable: false, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'contains', 'startsWith'], writeOnly: false, maxLength: 64, unique: true },
    { name: 'new_email', kind: 'email', label: 'New email', required: false, searchable: true, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'contains', 'startsWith', 'null', 'notNull'], writeOnly: false },
    { name: 'expires_at', kind: 'datetime', label: 'Expires at', required: true, searchable: false, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin'], writeOnly: false },
    { name: 'used_at', kind: 'datetime', label: 'Used at', required: false, searchable: false, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'null', 'notNull'], writeOnly: false },
  ],
} as const satisfies EntityMeta;

export const accountTokenCreateSchema = z.object({
  user_id: idValue({ required: true }),
  purpose: enumValue(['password_reset', 'email_change'], { required: true }),
  token_hash: textValue({ required: true, max: 64 }),
  new_email: textValue({ required: false, max: 254, format: 'email' }),
  expires_at: dateTimeValue({ required: true }),
  used_at: dateTimeValue({ required: false }),
});

export const accountTokenUpdateSchema = accountTokenCreateSchema;

/** What a client sends to create a Account Token. */
export type AccountTokenInput = z.input<typeof accountTokenCreateSchema>;

/** A Account Token as the API answers it. */
export interface AccountToken {
  id: number;
  user_id: number;
  user?: { id: number; email: string } | null;
  purpose: 'password_reset' | 'email_change';
  token_hash: string;
  new_email: string | null;
  expires_at: string;
  used_at: string | null;
  created_at: string;
  updated_at: string;
}
