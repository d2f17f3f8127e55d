/**
 * The webhook routes beside the generated ones (runtime-server/webhooks/routes.ts), declared once
 * (api-route.ts): adding and changing a webhook (its address and events are checked, its signing secret
 * is answered once), a new secret, the events one may subscribe to, and replaying a delivery. The
 * generated routes list, read and delete webhooks and their deliveries. docs/webhooks.md.
 */
import { z } from 'zod';
import { apiRoute, component, data, withRoutes } from './api-route';
import type { OpenApiDocument } from './openapi';

const tags = ['Webhook management'];
const id = z.object({ id: z.int().min(1).meta({ description: 'The record id.' }) });
const required = { error: 'This field is required' };

const fields = {
  name: z.string(required).trim().min(1, 'This field is required').max(100),
  // No example: an example is a value the contract tests send, and a host name would be looked up.
  url: z.string(required).max(2048).meta({ description: 'The receiver: an http or https address that must lead to a public address (unless WEBHOOK_ALLOW_PRIVATE=1)' }),
  events: z.array(z.string().max(120), required).min(1, 'Choose at least one event').max(400).meta({ description: 'Events as `entity.created`, `.updated`, `.deleted` or `.action`', examples: [['order.created', 'order.action']] }),
  active: z.boolean().optional().meta({ description: 'Inactive webhooks are sent nothing; turning one on again clears its failures. Default true' }),
};

export const webhookInput = z.object(fields).meta({ id: 'WebhookInput' });
export const webhookPatch = z.object({ name: fields.name.optional(), url: fields.url.optional(), events: fields.events.optional(), active: fields.active }).meta({ id: 'WebhookPatch' });

const secret = z.string().meta({ description: 'The signing secret: shown this once, keep it with the receiver (docs/webhooks.md)' });

export const CREATE_WEBHOOK = apiRoute({
  method: 'post',
  path: '/api/webhook',
  operationId: 'createWebhook',
  summary: 'Add a webhook',
  description: 'Needs the webhook create permission, and read permission on the entity of each event. The answer holds the signing secret, which is never shown again.',
  tags,
  access: 'admin',
  body: webhookInput,
  answers: { 201: { description: 'Added', schema: z.object({ data: component('Webhook'), secret }) } },
  errors: [401, 403],
});

export const UPDATE_WEBHOOK = apiRoute({
  method: 'patch',
  path: '/api/webhook/{id}',
  operationId: 'updateWebhook',
  summary: 'Change a webhook',
  description: 'Needs the webhook update permission; the fields given change, checked as when adding.',
  tags,
  access: 'admin',
  params: id,
  body: webhookPatch,
  answers: { 200: { description: 'Changed', schema: data(component('Webhook')) } },
  errors: [401, 403, 404],
});

export const NEW_WEBHOOK_SECRET = apiRoute({
  method: 'post',
  path: '/api/webhook/{id}/secret',
  operationId: 'newWebhookSecret',
  summary: 'Give a webhook a new signing secret',
  description: 'Needs the webhook update permission. The old secret stops signing at once.',
  tags,
  access: 'admin',
  params: id,
  answers: { 200: { description: 'The new secret, shown this once', schema: data(z.object({ secret })) } },
  errors: [401, 403, 404],
});

const eventChoice = z.object({
  event: z.string().meta({ examples: ['order.created'] }),
  entity: z.string(),
  label: z.string().meta({ description: 'In words, e.g. "Order created"' }),
}).meta({ id: 'WebhookEvent' });

export const WEBHOOK_EVENTS = apiRoute({
  method: 'get',
  path: '/api/webhook/events',
  operationId: 'listWebhookEvents',
  summary: 'The events a webhook may subscribe to',
  description: "Those of the entities the caller's role may read.",
  tags,
  access: 'admin',
  answers: { 200: { description: 'The events', schema: data(z.array(eventChoice)) } },
  errors: [401, 403],
});

export const REPLAY_DELIVERY = apiRoute({
  method: 'post',
  path: '/api/webhook-delivery/{id}/replay',
  operationId: 'replayWebhookDelivery',
  summary: 'Send a delivery again',
  description: 'Needs the webhook update permission. Queues a copy of the delivery (same event id and body) to be sent now; the original stays in the log.',
  tags,
  access: 'admin',
  params: id,
  answers: { 201: { description: 'The new delivery, pending', schema: data(component('WebhookDelivery')) } },
  errors: [401, 403, 404],
});

export const WEBHOOK_ROUTES = [CREATE_WEBHOOK, UPDATE_WEBHOOK, NEW_WEBHOOK_SECRET, WEBHOOK_EVENTS, REPLAY_DELIVERY];

/** `base` with the webhook routes added. */
export function withWebhookRoutes(base: OpenApiDocument): OpenApiDocument {
  return withRoutes(base, { tag: { name: 'Webhook management', description: 'Adding and changing webhooks, their events and secrets, and replaying deliveries (docs/webhooks.md)' }, routes: WEBHOOK_ROUTES });
}
