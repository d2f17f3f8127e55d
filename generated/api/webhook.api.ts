// Generated from entities/webhook.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { resourceClient } from '../../runtime-web/api/resource-client';
import type { Webhook, WebhookInput } from '../schemas/webhook.schema';

/** The fields that `sort` and `filter` of webhookApi.list accept. */
export type WebhookSortField = 'id' | 'created_at' | 'updated_at' | 'name' | 'url' | 'active' | 'failures';

/** The declared actions that webhookApi.bulk runs besides delete and update. */
export type WebhookAction = never;

/** The relations that `expand` attaches whole, by their answer key: their field and record. */
export type WebhookRelations = Record<never, never>;

/**
 * The API of Webhooks at /api/webhook: list, get, create, update, patch, remove, and bulk, exportPath, importCsv.
 * @example const { data } = await webhookApi.list({ perPage: 10, sort: ['-id'] });
 */
export const webhookApi = resourceClient<Webhook, WebhookInput, WebhookSortField, WebhookAction, WebhookRelations>('webhook');
