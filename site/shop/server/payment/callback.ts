/**
 * What a verified payment outcome does to its order. pending or failed →
 * paid, with the stock taken in the same transaction (the order's hooks,
 * order.hooks.ts); → failed leaves the
 * stock alone (a failed order can be paid again). The status change is a
 * guarded update of the local API (`where: { status: ['pending', 'failed'] }`,
 * tested on the order read and locked in the transaction), so of repeated
 * or concurrent callbacks for one order exactly one pays it and takes the
 * stock; the others find it paid and answer its status, changing nothing.
 *
 * Every provider's outcome comes here (the test callback, Stripe's webhook):
 * a success must carry the order's total and, when the provider says, its currency.
 *
 * Stock that ran out between checkout and payment: the order becomes
 * `failed` with the reason in `payment_error` ("... sold out before the
 * payment; nothing was charged"). With Stripe the money was taken by then:
 * its webhook refunds every payment that did not pay its order (stripe-webhook.ts).
 */
import type { Knex } from 'knex';
import type { Order } from '../../../../generated/schemas/order.schema';
import { records } from '../../../../generated/server/local-api';
import type { LocalServices } from '../../../../runtime-server/crud/action-hooks';
import { APIError, conflict, notFound } from '../../../../runtime-server/http/errors';
import { system } from '../../../../runtime-server/local-api/caller';
import { findOrder } from '../orders';
import type { PaymentOutcome } from './provider';

export interface PaymentResult {
  order_number: string;
  status: Order['status'];
  /** Why the order is not paid, when it is not. */
  message: string | null;
}

const PAYABLE: Order['status'][] = ['pending', 'failed'];

/** 409 unless `order` can be paid (pending, or failed and tried again). */
export function assertPayable(order: Pick<Order, 'order_number' | 'status'>): void {
  if (!PAYABLE.includes(order.status)) throw conflict(`Order ${order.order_number} is ${order.status}; there is nothing to pay`);
}

/** The order's column holds at most 300 characters; a provider's message may be longer. */
const MAX_ERROR = 300;

async function markFailed(services: LocalServices, id: number, message: string, trx: Knex.Transaction | undefined): Promise<void> {
  const values = { status: 'failed' as const, payment_error: message.slice(0, MAX_ERROR) };
  await records(services).update('order', id, values, { caller: system('payment failed'), where: { status: PAYABLE }, ...(trx ? { trx } : {}) });
}

/**
 * `trx`: the caller's transaction (the webhook records its event in it): every read and write joins
 * it, and the paying step runs in a savepoint of it, so a sold-out rollback leaves the rest standing.
 */
export async function applyOutcome(services: LocalServices, o: PaymentOutcome, trx?: Knex.Transaction): Promise<PaymentResult> {
  const db: Knex = trx ?? services.db;
  const order = await findOrder(db, { order_number: o.order_number });
  if (!order) throw notFound(`Order ${o.order_number}`);
  if (o.outcome === 'succeeded' && o.amount !== order.total) throw conflict(`The amount paid does not match the total of order ${o.order_number}`);
  if (o.outcome === 'succeeded' && o.currency !== undefined && o.currency.toUpperCase() !== order.currency.toUpperCase()) {
    throw conflict(`The currency paid does not match the currency of order ${o.order_number}`);
  }
  if (o.outcome === 'failed') await markFailed(services, order.id, o.message ?? 'The payment failed', trx);
  else {
    try {
      // The order's hooks take the stock in the same transaction (order.hooks.ts): a 409 when it ran out. Inside
      // the caller's transaction, in a savepoint of it, so a sold-out rollback leaves the rest standing.
      const values = { status: 'paid' as const, paid_at: new Date().toISOString(), payment_reference: o.reference, payment_error: null };
      const pay = (paying?: Knex.Transaction) => records(services).update('order', order.id, values, { caller: system('payment received'), where: { status: PAYABLE }, ...(paying ? { trx: paying } : {}) });
      if (trx) await trx.transaction((paying) => pay(paying));
      else await pay();
    } catch (error) {
      if (!(error instanceof APIError && error.status === 409)) throw error;
      await markFailed(services, order.id, error.message, trx); // sold out meanwhile: rolled back, then recorded as failed
    }
  }
  const now = (await findOrder(db, { id: order.id }))!;
  return { order_number: now.order_number, status: now.status, message: now.status === 'paid' ? null : now.payment_error };
}
