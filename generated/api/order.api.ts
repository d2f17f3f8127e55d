// Generated from entities/order.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { resourceClient } from '../../runtime-web/api/resource-client';
import type { Order, OrderInput } from '../schemas/order.schema';
import type { User } from '../schemas/user.schema';

/** The fields that `sort` and `filter` of orderApi.list accept. */
export type OrderSortField = 'id' | 'created_at' | 'updated_at' | 'order_number' | 'user_id' | 'status' | 'currency' | 'subtotal' | 'discount_total' | 'tax_total' | 'total' | 'payment_method' | 'payment_reference' | 'payment_error' | 'checkout_key' | 'paid_at' | 'shipping_name' | 'shipping_company' | 'shipping_city' | 'shipping_postcode' | 'shipping_country' | 'shipping_phone';

/** What a client sends: `user_id` may be left out, the server sets it from the token (staff granted create may name any owner). */
export type OrderClientInput = Omit<OrderInput, 'user_id'> & { user_id?: OrderInput['user_id'] };

/** The declared actions that orderApi.bulk runs besides delete and update. */
export type OrderAction = 'mark_paid' | 'ship' | 'complete' | 'cancel';

/** The relations that `expand` attaches whole, by their answer key: their field and record. */
export type OrderRelations = {
  user: { field: 'user_id'; record: User; many: false };
};

/**
 * The API of Orders at /api/order: list, get, create, update, patch, remove, and bulk, exportPath, importCsv.
 * Owned by `user_id`: a signed-in user sees only their own rows (another user's row answers 404); staff whose role grants the operation reach all.
 * @example const { data } = await orderApi.list({ perPage: 10, sort: ['-id'] });
 */
export const orderApi = resourceClient<Order, OrderClientInput, OrderSortField, OrderAction, OrderRelations>('order');
