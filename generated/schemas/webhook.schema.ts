// Generated from entities/webhook.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { z } from 'zod';
import type { EntityMeta } from '../../runtime-shared/meta';
import { booleanValue, numberValue, optionsValue, textValue } from '../../runtime-shared/validation';

export const webhookMeta = {
  name: 'webhook',
  table: 'webhooks',
  label: 'Webhook',
  pluralLabel: 'Webhooks',
  titleField: 'name',
  defaultSort: '-id',
  access: { read: 'admin', create: 'none', update: 'none', delete: 'admin' },
  admin: { list: 'webhook-list', add: 'add-webhook', edit: 'edit-webhook', details: 'webhook-details' },
  singleton: false,
  listFilters: ['active'],
  actions: [],
  rowLinks: [],
  views: [],
  fields: [
    { name: 'name', kind: 'text', label: 'Name', required: true, searchable: true, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'contains', 'startsWith'], writeOnly: false, maxLength: 100 },
    { name: 'url', kind: 'url', label: 'URL', required: true, searchable: false, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'contains', 'startsWith'], writeOnly: false },
    { name: 'events', kind: 'options', label: 'Events', required: true, searchable: false, sortable: false, writeOnly: false },
    { name: 'active', kind: 'boolean', label: 'Active', required: false, searchable: false, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'null', 'notNull'], writeOnly: false, default: true },
    { name: 'failures', kind: 'number', label: 'Failures in a row', required: false, searchable: false, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'null', 'notNull'], writeOnly: false, min: 0, default: 0 },
  ],
} as const satisfies EntityMeta;

export const webhookCreateSchema = z.object({
  name: textValue({ required: true, max: 100 }),
  url: textValue({ required: true, max: 2048, format: 'url' }),
  events: optionsValue({ required: true, maxItems: 400 }),
  active: booleanValue(true),
  failures: numberValue({ required: false, integer: true, min: 0, default: 0 }),
});

export const webhookUpdateSchema = webhookCreateSchema;

/** What a client sends to create a Webhook. */
export type WebhookInput = z.input<typeof webhookCreateSchema>;

/** A Webhook as the API answers it. */
export interface Webhook {
  id: number;
  name: string;
  url: string;
  events: string[];
  active: boolean;
  failures: number;
  created_at: string;
  updated_at: string;
}
