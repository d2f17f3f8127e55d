// Generated from entities/webhook-delivery.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { resourceClient } from '../../runtime-web/api/resource-client';
import type { WebhookDelivery, WebhookDeliveryInput } from '../schemas/webhook-delivery.schema';
import type { Webhook } from '../schemas/webhook.schema';

/** The fields that `sort` and `filter` of webhookDeliveryApi.list accept. */
export type WebhookDeliverySortField = 'id' | 'created_at' | 'updated_at' | 'webhook_id' | 'event_id' | 'event' | 'entity' | 'record_id' | 'status' | 'attempts' | 'next_attempt_at' | 'response_status' | 'latency_ms' | 'error' | 'delivered_at' | 'replay_of';

/** The declared actions that webhookDeliveryApi.bulk runs besides delete and update. */
export type WebhookDeliveryAction = never;

/** The relations that `expand` attaches whole, by their answer key: their field and record. */
export type WebhookDeliveryRelations = {
  webhook: { field: 'webhook_id'; record: Webhook; many: false };
};

/**
 * The API of Webhook Deliveries at /api/webhook-delivery: list, get, create, update, patch, remove, and bulk, exportPath, importCsv.
 * @example const { data } = await webhookDeliveryApi.list({ perPage: 10, sort: ['-id'] });
 */
export const webhookDeliveryApi = resourceClient<WebhookDelivery, WebhookDeliveryInput, WebhookDeliverySortField, WebhookDeliveryAction, WebhookDeliveryRelations>('webhook-delivery');
