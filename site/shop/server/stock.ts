/**
 * Stock moves with an order's status, never on its own: callers change the
 * status with a conditional UPDATE in the same transaction first, so of two
 * racing payments (or cancellations) only one reaches these functions.
 */
import type { Knex } from 'knex';
import { conflict } from '../../../runtime-server/http/errors';

interface ItemRow {
  product_id: number | null;
  name: string;
  quantity: number;
}

const itemsOf = async (trx: Knex.Transaction, orderId: number) =>
  ((await trx('order_items').where({ order_id: orderId }).whereNotNull('product_id').orderBy('id').select('product_id', 'name', 'quantity')) as ItemRow[]);

/**
 * Takes each line's quantity from its product. Each take is one conditional
 * UPDATE (`quantity >= n`), so stock never goes below zero even when orders
 * for the last units are paid at the same moment. Throws 409 naming the
 * product that ran short; the caller's transaction then rolls every take back.
 */
export async function takeStock(trx: Knex.Transaction, orderId: number): Promise<void> {
  for (const item of await itemsOf(trx, orderId)) {
    const n = Number(item.quantity);
    const taken = await trx('products').where({ id: item.product_id }).andWhere('quantity', '>=', n).decrement('quantity', n);
    if (taken === 0) throw conflict(`${item.name} sold out before the payment; nothing was charged`);
  }
}

/** Puts each line's quantity back (a paid order cancelled). A product deleted since is skipped. */
export async function returnStock(trx: Knex.Transaction, orderId: number): Promise<void> {
  for (const item of await itemsOf(trx, orderId)) await trx('products').where({ id: item.product_id }).increment('quantity', Number(item.quantity));
}
