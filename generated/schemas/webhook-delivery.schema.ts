// Generated from entities/webhook-delivery.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { z } from 'zod';
import type { EntityMeta } from '../../runtime-shared/meta';
import { dateTimeValue, enumValue, idValue, numberValue, textValue } from '../../runtime-shared/validation';

export const webhookDeliveryMeta = {
  name: 'webhook-delivery',
  table: 'webhook_deliveries',
  label: 'Webhook Delivery',
  pluralLabel: 'Webhook Deliveries',
  titleField: 'event',
  defaultSort: '-id',
  access: { read: 'admin', create: 'none', update: 'none', delete: 'none' },
  admin: { list: 'webhook-delivery-list', add: false, edit: false, details: 'webhook-delivery-details' },
  singleton: false,
  listFilters: ['webhook_id', 'status', 'entity', 'record_id'],
  actions: [],
  rowLinks: [],
  views: [],
  fields: [
    { name: 'webhook_id', kind: 'relation', label: 'Webhook', required: true, searchable: false, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin'], writeOnly: false, relation: { entity: 'webhook', table: 'webhooks', show: 'name', as: 'webhook' } },
    { name: 'event_id', kind: 'text', label: 'Event id', required: true, searchable: false, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'contains', 'startsWith'], writeOnly: false, maxLength: 36 },
    { name: 'event', kind: 'text', label: 'Event', required: true, searchable: true, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'contains', 'startsWith'], writeOnly: false, maxLength: 120 },
    { name: 'entity', kind: 'text', label: 'Entity', required: true, searchable: false, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'contains', 'startsWith'], writeOnly: false, maxLength: 60 },
    { name: 'record_id', kind: 'number', label: 'Record id', required: true, searchable: false, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin'], writeOnly: false },
    { name: 'status', kind: 'enum', label: 'Status', required: true, searchable: false, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin'], writeOnly: false, options: [{ value: 'pending', label: 'Pending' }, { value: 'delivered', label: 'Delivered' }, { value: 'failed', label: 'Failed' }] },
    { name: 'attempts', kind: 'number', label: 'Attempts', required: false, searchable: false, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'null', 'notNull'], writeOnly: false, min: 0, default: 0 },
    { name: 'next_attempt_at', kind: 'datetime', label: 'Next attempt', required: false, searchable: false, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'null', 'notNull'], writeOnly: false },
    { name: 'payload', kind: 'textarea', label: 'Payload', required: true, searchable: true, sortable: false, writeOnly: false, maxLength: 1000000 },
    { name: 'response_status', kind: 'number', label: 'Response status', required: false, searchable: false, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'null', 'notNull'], writeOnly: false },
    { name: 'latency_ms', kind: 'number', label: 'Latency (ms)', required: false, searchable: false, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'null', 'notNull'], writeOnly: false },
    { name: 'response_excerpt', kind: 'textarea', label: 'Response', required: false, searchable: true, sortable: false, writeOnly: false, maxLength: 2000 },
    { name: 'error', kind: 'text', label: 'Error', required: false, searchable: true, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'contains', 'startsWith', 'null', 'notNull'], writeOnly: false, maxLength: 500 },
    { name: 'delivered_at', kind: 'datetime', label: 'Delivered', required: false, searchable: false, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'null', 'notNull'], writeOnly: false },
    { name: 'replay_of', kind: 'number', label: 'Replay of', required: false, searchable: false, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'null', 'notNull'], writeOnly: false },
  ],
} as const satisfies EntityMeta;

export const webhookDeliveryCreateSchema = z.object({
  webhook_id: idValue({ required: true }),
  event_id: textValue({ required: true, max: 36 }),
  event: textValue({ required: true, max: 120 }),
  entity: textValue({ required: true, max: 60 }),
  record_id: numberValue({ required: true, integer: true }),
  status: enumValue(['pending', 'delivered', 'failed'], { required: true }),
  attempts: numberValue({ required: false, integer: true, min: 0, default: 0 }),
  next_attempt_at: dateTimeValue({ required: false }),
  payload: textValue({ required: true, max: 1000000 }),
  response_status: numberValue({ required: false, integer: true }),
  latency_ms: numberValue({ required: false, integer: true }),
  response_excerpt: textValue({ required: false, max: 2000 }),
  error: textValue({ required: false, max: 500 }),
  delivered_at: dateTimeValue({ required: false }),
  replay_of: numberValue({ required: false, integer: true }),
});

export const webhookDeliveryUpdateSchema = webhookDeliveryCreateSchema;

/** What a client sends to create a Webhook Delivery. */
export type WebhookDeliveryInput = z.input<typeof webhookDeliveryCreateSchema>;

/** A Webhook Delivery as the API answers it. */
export interface WebhookDelivery {
  id: number;
  webhook_id: number;
  webhook?: { id: number; name: string } | null;
  event_id: string;
  event: string;
  entity: string;
  record_id: number;
  status: 'pending' | 'delivered' | 'failed';
  attempts: number;
  next_attempt_at: string | null;
  payload: string;
  response_status: number | null;
  latency_ms: number | null;
  response_excerpt: string | null;
  error: string | null;
  delivered_at: string | null;
  replay_of: number | null;
  created_at: string;
  updated_at: string;
}
