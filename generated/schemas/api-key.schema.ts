// Generated from entities/api-key.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { z } from 'zod';
import type { EntityMeta } from '../../runtime-shared/meta';
import { dateTimeValue, idValue, textValue } from '../../runtime-shared/validation';

export const apiKeyMeta = {
  name: 'api-key',
  table: 'api_keys',
  label: 'API Key',
  pluralLabel: 'API Keys',
  titleField: 'name',
  defaultSort: '-created_at',
  access: { read: 'admin', create: 'none', update: 'none', delete: 'none' },
  admin: { list: 'api-key-list', add: false, edit: false, details: 'api-key-details' },
  singleton: false,
  listFilters: ['role_id', 'creator_id'],
  actions: [],
  rowLinks: [],
  views: [],
  fields: [
    { name: 'name', kind: 'text', label: 'Name', required: true, searchable: true, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'contains', 'startsWith'], writeOnly: false, maxLength: 80 },
    { name: 'prefix', kind: 'text', label: 'Prefix', required: true, searchable: false, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'contains', 'startsWith'], writeOnly: false, maxLength: 16 },
    { name: 'role_id', kind: 'relation', label: 'Role', required: true, searchable: false, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin'], writeOnly: false, relation: { entity: 'role', table: 'roles', show: 'name', as: 'role' } },
    { name: 'creator_id', kind: 'relation', label: 'Created by', required: true, searchable: false, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin'], writeOnly: false, relation: { entity: 'user', table: 'users', show: 'email', as: 'creator' } },
    { name: 'expires_at', kind: 'datetime', label: 'Expires at', required: false, searchable: false, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'null', 'notNull'], writeOnly: false },
    { name: 'last_used_at', kind: 'datetime', label: 'Last used at', required: false, searchable: false, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'null', 'notNull'], writeOnly: false },
    { name: 'last_used_ip', kind: 'text', label: 'Last used from', required: false, searchable: false, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'contains', 'startsWith', 'null', 'notNull'], writeOnly: false, maxLength: 64 },
    { name: 'revoked_at', kind: 'datetime', label: 'Revoked at', required: false, searchable: false, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'null', 'notNull'], writeOnly: false },
  ],
} as const satisfies EntityMeta;

export const apiKeyCreateSchema = z.object({
  name: textValue({ required: true, max: 80 }),
  prefix: textValue({ required: true, max: 16 }),
  role_id: idValue({ required: true }),
  creator_id: idValue({ required: true }),
  expires_at: dateTimeValue({ required: false }),
  last_used_at: dateTimeValue({ required: false }),
  last_used_ip: textValue({ required: false, max: 64 }),
  revoked_at: dateTimeValue({ required: false }),
});

export const apiKeyUpdateSchema = apiKeyCreateSchema;

/** What a client sends to create a API Key. */
export type ApiKeyInput = z.input<typeof apiKeyCreateSchema>;

/** A API Key as the API answers it. */
export interface ApiKey {
  id: number;
  name: string;
  prefix: string;
  role_id: number;
  role?: { id: number; name: string } | null;
  creator_id: number;
  creator?: { id: number; email: string } | null;
  expires_at: string | null;
  last_used_at: string | null;
  last_used_ip: string | null;
  revoked_at: string | null;
  created_at: string;
  updated_at: string;
}
