import { defineEntity, enumOf, text } from '../generator/dsl';

/**
 * The payment provider's events already processed (site/shop/server/payment/
 * stripe-webhook.ts): Stripe may deliver one event more than once, and anyone
 * who captured a delivery can replay it. The webhook records the event in the
 * same transaction as the order change it makes, through the local API; the
 * unique index on (provider, event_id) lets exactly one of two deliveries of
 * one event commit, and a repeat answers "duplicate", changing nothing. Only
 * the server writes it (create, update and delete are `'none'`); staff granted
 * `payment-event: read` can see what a provider sent, for support.
 *
 * Its table is not `payment_events`: that name held the ids before this entity
 * existed (a table made at start, with no id column), and may still be there.
 */
export default defineEntity({
  name: 'payment_event',
  table: 'payment_provider_events',
  label: 'Payment Event',
  pluralLabel: 'Payment Events',
  fields: {
    provider: enumOf({ stripe: 'Stripe' }, { required: true }),
    event_id: text({ label: 'Event id', required: true, max: 255, help: "The provider's id of the event" }),
    type: text({ required: true, max: 100, help: 'The kind of event, e.g. checkout.session.completed' }),
    order_number: text({ max: 30, index: true, help: 'The order the event was about; empty when it concerns none of ours' }),
  },
  titleField: 'event_id',
  unique: [{ fields: ['provider', 'event_id'], message: 'This event was processed already' }],
  list: { columns: ['provider', 'type', 'order_number', 'event_id'], filters: ['provider', 'order_number'] },
  access: { read: 'admin', write: 'none' },
  admin: { add: false, edit: false, nav: false },
});
