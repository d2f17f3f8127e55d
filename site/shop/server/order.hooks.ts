/**
 * The order's lifecycle hooks: stock moves with the order's status, whatever
 * changes it (a payment, staff's "Mark as paid" or "Cancel order", a bulk
 * action, an edit of the status, an import). They run inside the write's
 * transaction, so the stock and the status commit together or not at all.
 * - Into a status that holds stock (paid, shipped, completed) from one that
 *   does not: each line's quantity is taken (409 naming the product that ran
 *   short; the whole write rolls back). The order gets its payment time, and
 *   loses the error of an earlier failed payment.
 * - Out of one into a status that does not (cancelled): the stock goes back.
 */
import type { Order } from '../../../generated/schemas/order.schema';
import { defineHooks, records } from '../../../generated/server/local-api';
import { system } from '../../../runtime-server/local-api/caller';
import { returnStock, takeStock } from './stock';

/** The statuses in which an order holds its stock. */
export const HOLDS_STOCK: readonly Order['status'][] = ['paid', 'shipped', 'completed'];

const holds = (order: Order | undefined) => order !== undefined && HOLDS_STOCK.includes(order.status);

export const orderHooks = defineHooks('order', {
  afterChange: async ({ record, previous, trx, services }) => {
    if (holds(record) && !holds(previous)) {
      await takeStock(services, trx, record.id);
      // An order that became paid is stamped and its old payment error cleared; values the change itself set
      // (staff creating or editing an order) stand as given.
      const staleError = previous !== undefined && record.payment_error !== null && record.payment_error === previous.payment_error;
      if (previous !== undefined && (record.paid_at === null || staleError)) {
        const paid = { paid_at: record.paid_at ?? new Date().toISOString(), ...(staleError ? { payment_error: null } : {}) };
        await records(services).update('order', record.id, paid, { caller: system('order paid'), trx });
      }
    } else if (holds(previous) && !holds(record)) await returnStock(services, trx, record.id);
  },
});
