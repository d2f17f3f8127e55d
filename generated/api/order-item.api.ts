// Generated from entities/order-item.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { resourceClient } from '../../runtime-web/api/resource-client';
import type { OrderItem, OrderItemInput } from '../schemas/order-item.schema';

/** The fields that `sort` and `filter` of orderItemApi.list accept. */
export type OrderItemSortField = 'id' | 'created_at' | 'updated_at' | 'order_id' | 'product_id' | 'name' | 'unit_price' | 'quantity' | 'line_total';

/** The declared actions that orderItemApi.bulk runs besides delete and update. */
export type OrderItemAction = never;

/**
 * The API of Order Items at /api/order-item: list, get, create, update, patch, remove, and bulk, exportPath, importCsv.
 * @example const { data } = await orderItemApi.list({ perPage: 10, sort: ['-id'] });
 */
export const orderItemApi = resourceClient<OrderItem, OrderItemInput, OrderItemSortField, OrderItemAction>('order-item');
