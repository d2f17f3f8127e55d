// Generated from entities/order.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { resourceClient } from '../../runtime-web/api/resource-client';
import type { Order, OrderInput } from '../schemas/order.schema';

/** The fields that `sort` and `filter` of orderApi.list accept. */
export type OrderSortField = 'id' | 'created_at' | 'updated_at' | 'order_number' | 'user_id' | 'status' | 'currency' | 'subtotal' | 'discount_total' | 'tax_total' | 'total' | 'payment_method' | 'payment_reference' | 'paid_at' | 'shipping_name' | 'shipping_company' | 'shipping_city' | 'shipping_postcode' | 'shipping_country' | 'shipping_phone';

/** The declared actions that orderApi.bulk runs besides delete and update. */
export type OrderAction = 'mark_paid' | 'ship' | 'complete' | 'cancel';

/**
 * The API of Orders at /api/order: list, get, create, update, patch, remove, and bulk, exportPath, importCsv.
 * @example const { data } = await orderApi.list({ perPage: 10, sort: ['-id'] });
 */
export const orderApi = resourceClient<Order, OrderInput, OrderSortField, OrderAction>('order');
