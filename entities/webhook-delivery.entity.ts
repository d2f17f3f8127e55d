import { datetime, defineEntity, enumOf, number, relation, text, textarea } from '../generator/dsl';
import webhook from './webhook.entity';

/**
 * The webhooks' outbox and delivery log: one row per event and webhook, written in the transaction of
 * the change it tells of (runtime-server/webhooks/outbox.ts), then sent, retried and recorded by the
 * delivery worker (runtime-server/webhooks/worker.ts). Only the server writes it; staff read it and
 * replay a delivery (`POST /api/webhook-delivery/:id/replay`).
 */
export default defineEntity({
  name: 'webhook_delivery',
  label: 'Webhook Delivery',
  pluralLabel: 'Webhook Deliveries',
  fields: {
    webhook_id: relation(() => webhook, { show: 'name', label: 'Webhook', required: true, onDelete: 'cascade' }),
    event_id: text({ label: 'Event id', required: true, max: 36, index: true, searchable: false }),
    event: text({ required: true, max: 120, help: 'entity.event, e.g. order.created' }),
    entity: text({ required: true, max: 60, searchable: false }),
    record_id: number({ label: 'Record id', required: true, index: true }),
    status: enumOf({ pending: 'Pending', delivered: 'Delivered', failed: 'Failed' }, { required: true, index: true }),
    attempts: number({ default: 0, min: 0 }),
    next_attempt_at: datetime({ label: 'Next attempt', index: true }),
    // Claimed by a worker until then (several processes deliver each event once).
    lease_until: datetime({ internal: true }),
    payload: textarea({ required: true, max: 1_000_000, help: 'The JSON body sent' }),
    response_status: number({ label: 'Response status' }),
    latency_ms: number({ label: 'Latency (ms)' }),
    response_excerpt: textarea({ label: 'Response', max: 2000, help: 'The first kilobyte of the last answer' }),
    error: text({ max: 500, help: 'Why the last attempt failed' }),
    delivered_at: datetime({ label: 'Delivered' }),
    replay_of: number({ label: 'Replay of', help: 'The delivery this one sends again' }),
  },
  titleField: 'event',
  list: { columns: ['webhook_id', 'event', 'record_id', 'status', 'attempts', 'response_status', 'latency_ms', 'delivered_at'], filters: ['webhook_id', 'status', 'entity', 'record_id'] },
  access: { read: 'admin', write: 'none' },
  admin: { add: false, edit: false, details: 'webhook-delivery-details', nav: { order: 981, labels: { de: 'Webhook-Protokoll' }, label: 'Webhook Log' } },
});
