// Generated from entities/payment-event.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { resourceClient } from '../../runtime-web/api/resource-client';
import type { PaymentEvent, PaymentEventInput } from '../schemas/payment-event.schema';

/** The fields that `sort` and `filter` of paymentEventApi.list accept. */
export type PaymentEventSortField = 'id' | 'created_at' | 'updated_at' | 'provider' | 'event_id' | 'type' | 'order_number';

/** The declared actions that paymentEventApi.bulk runs besides delete and update. */
export type PaymentEventAction = never;

/** The relations that `expand` attaches whole, by their answer key: their field and record. */
export type PaymentEventRelations = Record<never, never>;

/**
 * The API of Payment Events at /api/payment-event: list, get, create, update, patch, remove, and bulk, exportPath, importCsv.
 * @example const { data } = await paymentEventApi.list({ perPage: 10, sort: ['-id'] });
 */
export const paymentEventApi = resourceClient<PaymentEvent, PaymentEventInput, PaymentEventSortField, PaymentEventAction, PaymentEventRelations>('payment-event');
