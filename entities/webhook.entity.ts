import { boolean, defineEntity, number, options, text, url } from '../generator/dsl';

/**
 * An address that other systems give us to be told of changes: every change to a record of an entity
 * it subscribes to (`order.created`, `job.updated`, `product.deleted`, `applicant.action`) is POSTed to
 * its URL, signed with its secret (runtime-server/webhooks, docs/webhooks.md). Created and changed
 * through `POST /api/webhook` and `PATCH /api/webhook/:id` (site/server/webhooks.ts), which check the
 * address and the events and show the signing secret once: the generated create and update are off.
 */
export default defineEntity({
  name: 'webhook',
  label: 'Webhook',
  pluralLabel: 'Webhooks',
  fields: {
    name: text({ required: true, max: 100, help: 'Who receives it, e.g. "Warehouse system"' }),
    url: url({ label: 'URL', required: true, help: 'The address that receives a POST for each event' }),
    events: options({ required: true, maxItems: 400, help: 'entity.event, e.g. order.created' }),
    active: boolean({ default: true, help: 'Inactive webhooks are sent nothing' }),
    // The delivery worker counts failed attempts in a row; it turns the webhook off at the limit.
    failures: number({ label: 'Failures in a row', default: 0, min: 0 }),
    // The signing secret: the server needs it as it is to sign, so it is kept, never answered after its creation.
    secret: text({ internal: true, max: 100 }),
    // Whose view of the records the payloads carry (the staff member who created the webhook).
    created_by: number({ internal: true }),
  },
  titleField: 'name',
  list: { columns: ['name', 'url', 'active', 'failures'], filters: ['active'] },
  details: {
    related: [{ entity: 'webhook_delivery', field: 'webhook_id', title: 'Delivery log', columns: ['event', 'record_id', 'status', 'attempts', 'response_status', 'latency_ms', 'delivered_at'] }],
  },
  access: { read: 'admin', create: 'none', update: 'none', delete: 'admin' },
  admin: { add: 'add-webhook', edit: 'edit-webhook', nav: { order: 980, labels: { de: 'Webhooks' }, label: 'Webhooks' } },
});
