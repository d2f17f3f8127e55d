// Generated from entities/order-item.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { resourceClient } from '../../runtime-web/api/resource-client';
import type { OrderItem, OrderItemInput } from '../schemas/order-item.schema';
import type { Order } from '../schemas/order.schema';
import type { User } from '../schemas/user.schema';
import type { Product } from '../schemas/product.schema';

/** The fields that `sort` and `filter` of orderItemApi.list accept. */
export type OrderItemSortField = 'id' | 'created_at' | 'updated_at' | 'order_id' | 'user_id' | 'product_id' | 'name' | 'unit_price' | 'quantity' | 'line_total';

/** What a client sends: `user_id` may be left out, the server sets it from the token (staff granted create may name any owner). */
export type OrderItemClientInput = Omit<OrderItemInput, 'user_id'> & { user_id?: OrderItemInput['user_id'] };

/** The declared actions that orderItemApi.bulk runs besides delete and update. */
export type OrderItemAction = never;

/** The relations that `expand` attaches whole, by their answer key: their field and record. */
export type OrderItemRelations = {
  order: { field: 'order_id'; record: Order; many: false };
  user: { field: 'user_id'; record: User; many: false };
  product: { field: 'product_id'; record: Product; many: false };
};

/**
 * The API of Order Items at /api/order-item: list, get, create, update, patch, remove, and bulk, exportPath, importCsv.
 * Owned by `user_id`: a signed-in user sees only their own rows (another user's row answers 404); staff whose role grants the operation reach all.
 * @example const { data } = await orderItemApi.list({ perPage: 10, sort: ['-id'] });
 */
export const orderItemApi = resourceClient<OrderItem, OrderItemClientInput, OrderItemSortField, OrderItemAction, OrderItemRelations>('order-item');
