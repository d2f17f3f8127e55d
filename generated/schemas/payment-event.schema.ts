// Generated from entities/payment-event.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { z } from 'zod';
import type { EntityMeta } from '../../runtime-shared/meta';
import { enumValue, textValue } from '../../runtime-shared/validation';

export const paymentEventMeta = {
  name: 'payment-event',
  table: 'payment_provider_events',
  label: 'Payment Event',
  pluralLabel: 'Payment Events',
  titleField: 'event_id',
  defaultSort: '-id',
  access: { read: 'admin', create: 'none', update: 'none', delete: 'none' },
  unique: [{ fields: ['provider', 'event_id'], message: 'This event was processed already' }],
  admin: { list: 'payment-event-list', add: false, edit: false, details: 'payment-event-details' },
  singleton: false,
  listFilters: ['provider', 'order_number'],
  actions: [],
  rowLinks: [],
  views: [],
  fields: [
    { name: 'provider', kind: 'enum', label: 'Provider', required: true, searchable: false, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin'], writeOnly: false, options: [{ value: 'stripe', label: 'Stripe' }] },
    { name: 'event_id', kind: 'text', label: 'Event id', required: true, searchable: true, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'contains', 'startsWith'], writeOnly: false, maxLength: 255 },
    { name: 'type', kind: 'text', label: 'Type', required: true, searchable: true, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'contains', 'startsWith'], writeOnly: false, maxLength: 100 },
    { name: 'order_number', kind: 'text', label: 'Order number', required: false, searchable: true, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'contains', 'startsWith', 'null', 'notNull'], writeOnly: false, maxLength: 30 },
  ],
} as const satisfies EntityMeta;

export const paymentEventCreateSchema = z.object({
  provider: enumValue(['stripe'], { required: true }),
  event_id: textValue({ required: true, max: 255 }),
  type: textValue({ required: true, max: 100 }),
  order_number: textValue({ required: false, max: 30 }),
});

export const paymentEventUpdateSchema = paymentEventCreateSchema;

/** What a client sends to create a Payment Event. */
export type PaymentEventInput = z.input<typeof paymentEventCreateSchema>;

/** A Payment Event as the API answers it. */
export interface PaymentEvent {
  id: number;
  provider: 'stripe';
  event_id: string;
  type: string;
  order_number: string | null;
  created_at: string;
  updated_at: string;
}
