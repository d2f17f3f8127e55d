/** Reading a customer's order with its lines, as the checkout and payment pages show it. */
import type { Knex } from 'knex';
import type { Order } from '../../../generated/schemas/order.schema';
import type { OrderItem } from '../../../generated/schemas/order-item.schema';
import { notFound } from '../../../runtime-server/http/errors';

const ORDER_COLUMNS = [
  'id', 'order_number', 'user_id', 'status', 'currency', 'subtotal', 'discount_total', 'total', 'payment_error', 'paid_at',
  'shipping_name', 'shipping_company', 'shipping_address', 'shipping_city', 'shipping_postcode', 'shipping_country', 'shipping_phone', 'created_at',
] as const satisfies readonly (keyof Order)[];

export type OrderRow = Pick<Order, (typeof ORDER_COLUMNS)[number]>;
export type OrderLine = Pick<OrderItem, 'product_id' | 'name' | 'unit_price' | 'quantity' | 'line_total'>;
export type OrderSummary = Omit<OrderRow, 'user_id'> & { items: OrderLine[] };

const numbers = <T extends Record<string, unknown>>(row: T, keys: (keyof T)[]): T => {
  const out = { ...row };
  for (const k of keys) if (out[k] != null) (out as Record<string, unknown>)[k as string] = Number(out[k]);
  return out;
};

/** The order row by number, or undefined. */
export async function findOrder(db: Knex, where: { order_number: string } | { checkout_key: string } | { id: number }): Promise<OrderRow | undefined> {
  const row = await db('orders').where(where).first<OrderRow | undefined>(ORDER_COLUMNS);
  return row && numbers(row, ['id', 'user_id', 'subtotal', 'discount_total', 'total']);
}

export async function summaryOf(db: Knex, order: OrderRow): Promise<OrderSummary> {
  const items = await db('order_items').where({ order_id: order.id }).orderBy('id').select<OrderLine[]>('product_id', 'name', 'unit_price', 'quantity', 'line_total');
  const { user_id: _owner, ...rest } = order;
  return { ...rest, items: items.map((i) => numbers(i, ['product_id', 'unit_price', 'quantity', 'line_total'])) };
}

const SHIPPING_COLUMNS = [
  'shipping_name', 'shipping_company', 'shipping_address', 'shipping_city', 'shipping_postcode', 'shipping_country', 'shipping_phone',
] as const satisfies readonly (keyof Order)[];

export type ShippingAddress = Pick<Order, (typeof SHIPPING_COLUMNS)[number]>;

/** Where `userId`'s latest order was shipped, to fill in the next checkout; null before their first order. */
export async function lastShipping(db: Knex, userId: number): Promise<ShippingAddress | null> {
  const row = await db('orders').where({ user_id: userId }).orderBy('id', 'desc').first<ShippingAddress | undefined>(SHIPPING_COLUMNS);
  return row ?? null;
}

/**
 * The order `number` if `userId` owns it. Someone else's order is a 404, as
 * one that does not exist: a customer learns nothing of others' orders.
 */
export async function ownOrder(db: Knex, number: string, userId: number): Promise<OrderRow> {
  const order = await findOrder(db, { order_number: number });
  if (!order || order.user_id !== userId) throw notFound(`Order ${number}`);
  return order;
}
