// Generated from entities/audit-entry.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { z } from 'zod';
import type { EntityMeta } from '../../runtime-shared/meta';
import { dateTimeValue, dateValue, enumValue, idValue, jsonValue, numberValue, optionsValue, textValue } from '../../runtime-shared/validation';

export const auditEntryMeta = {
  name: 'audit-entry',
  table: 'audit_entries',
  label: 'Audit Entry',
  pluralLabel: 'Audit Log',
  titleField: 'entity',
  defaultSort: '-id',
  access: { read: 'admin', create: 'none', update: 'none', delete: 'none' },
  admin: { list: 'audit-log', add: false, edit: false, details: 'audit-entry-details' },
  singleton: false,
  listFilters: ['entity', 'record_id', 'user_id', 'operation', 'day'],
  actions: [],
  rowLinks: [],
  views: [],
  fields: [
    { name: 'at', kind: 'datetime', label: 'When', required: true, searchable: false, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin'], writeOnly: false },
    { name: 'day', kind: 'date', label: 'Date', required: true, searchable: false, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin'], writeOnly: false },
    { name: 'operation', kind: 'enum', label: 'Operation', required: true, searchable: false, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin'], writeOnly: false, options: [{ value: 'create', label: 'Created' }, { value: 'update', label: 'Updated' }, { value: 'delete', label: 'Deleted' }, { value: 'action', label: 'Action' }] },
    { name: 'entity', kind: 'text', label: 'Entity', required: true, searchable: true, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'contains', 'startsWith'], writeOnly: false, maxLength: 60 },
    { name: 'record_id', kind: 'number', label: 'Record id', required: true, searchable: false, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin'], writeOnly: false },
    { name: 'action', kind: 'text', label: 'Action', required: false, searchable: true, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'contains', 'startsWith', 'null', 'notNull'], writeOnly: false, maxLength: 60 },
    { name: 'user_id', kind: 'relation', label: 'User', required: false, searchable: false, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'null', 'notNull'], writeOnly: false, relation: { entity: 'user', table: 'users', show: 'email', as: 'user' } },
    { name: 'user_email', kind: 'text', label: 'By', required: false, searchable: true, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'contains', 'startsWith', 'null', 'notNull'], writeOnly: false, maxLength: 254 },
    { name: 'changed', kind: 'options', label: 'Changed fields', required: false, searchable: false, sortable: false, writeOnly: false },
    { name: 'before', kind: 'json', label: 'Before', required: false, searchable: false, sortable: false, writeOnly: false },
    { name: 'after', kind: 'json', label: 'After', required: false, searchable: false, sortable: false, writeOnly: false },
  ],
} as const satisfies EntityMeta;

export const auditEntryCreateSchema = z.object({
  at: dateTimeValue({ required: true }),
  day: dateValue({ required: true }),
  operation: enumValue(['create', 'update', 'delete', 'action'], { required: true }),
  entity: textValue({ required: true, max: 60 }),
  record_id: numberValue({ required: true, integer: true }),
  action: textValue({ required: false, max: 60 }),
  user_id: idValue({ required: false }),
  user_email: textValue({ required: false, max: 254 }),
  changed: optionsValue({ required: false, maxItems: 1000 }),
  before: jsonValue(),
  after: jsonValue(),
});

export const auditEntryUpdateSchema = auditEntryCreateSchema;

/** What a client sends to create a Audit Entry. */
export type AuditEntryInput = z.input<typeof auditEntryCreateSchema>;

/** A Audit Entry as the API answers it. */
export interface AuditEntry {
  id: number;
  at: string;
  day: string;
  operation: 'create' | 'update' | 'delete' | 'action';
  entity: string;
  record_id: number;
  action: string | null;
  user_id: number | null;
  user?: { id: number; email: string } | null;
  user_email: string | null;
  changed: string[];
  before: Record<string, unknown>;
  after: Record<string, unknown>;
  created_at: string;
  updated_at: string;
}
