/**
 * Stock moves with an order's status, never on its own: callers change the
 * status with a conditional update in the same transaction first, so of two
 * racing payments (or cancellations) only one reaches these functions. The
 * products change through the local API as the system: each move is in the
 * product's history, and the product's own checks apply (never below 0).
 */
import type { Knex } from 'knex';
import { records } from '../../../generated/server/local-api';
import type { LocalServices } from '../../../runtime-server/crud/action-hooks';
import { conflict } from '../../../runtime-server/http/errors';
import { system } from '../../../runtime-server/local-api/caller';

interface ItemRow {
  product_id: number | null;
  name: string;
  quantity: number;
}

const itemsOf = (trx: Knex.Transaction, orderId: number) =>
  trx('order_items').where({ order_id: orderId }).whereNotNull('product_id').orderBy('id').select<ItemRow[]>('product_id', 'name', 'quantity');

/**
 * Takes each line's quantity from its product. Each take is a guarded update
 * (`where: quantity >= n`, tested on the product read and locked in `trx`), so
 * stock never goes below zero even when orders for the last units are paid at
 * the same moment. Throws 409 naming the product that ran short; the caller's
 * transaction then rolls every take back. A product in the trash still counts
 * its stock: it was on sale when the order was placed.
 */
export async function takeStock(services: LocalServices, trx: Knex.Transaction, orderId: number): Promise<void> {
  const caller = system(`stock taken for order ${orderId}`);
  for (const item of await itemsOf(trx, orderId)) {
    const n = Number(item.quantity);
    const taken = await records(services).update('product', Number(item.product_id), (p) => ({ quantity: p.quantity - n }), { caller, trx, trashed: true, where: { quantity: { gte: n } } });
    if (!taken) throw conflict(`${item.name} sold out before the payment; nothing was charged`);
  }
}

/** Puts each line's quantity back (a paid order cancelled). A product deleted since is skipped (its lines lost the link). */
export async function returnStock(services: LocalServices, trx: Knex.Transaction, orderId: number): Promise<void> {
  const caller = system(`stock returned from order ${orderId}`);
  for (const item of await itemsOf(trx, orderId)) {
    await records(services).update('product', Number(item.product_id), (p) => ({ quantity: p.quantity + Number(item.quantity) }), { caller, trx, trashed: true });
  }
}
