/**
 * Placing an order: the server prices every line from the database
 * (pricing.ts), then writes the order and its lines in one transaction
 * through the local API as the system (the order entity's create is staff's), status
 * `pending`, owned by the signed-in user. The idempotency key makes a retry
 * or a double click find the first order: the key is stored with the user's
 * id in the unique column `checkout_key`, so of two racing requests only one
 * insert succeeds and the other answers the order that won.
 */
import { records } from '../../../generated/server/local-api';
import type { LocalServices } from '../../../runtime-server/crud/action-hooks';
import { fromDatabaseError } from '../../../runtime-server/http/database-errors';
import { system } from '../../../runtime-server/local-api/caller';
import { todayIn } from '../../../runtime-shared/site-time';
import type { CheckoutInput } from './checkout-input';
import { newOrderNumber } from './order-number';
import { findOrder, summaryOf, type OrderSummary } from './orders';
import { mergeLines, priceLines, type PricedLine } from './pricing';

export interface Placed {
  order: OrderSummary;
  /** False when the key found an order placed before (the answer is then 200, not 201). */
  created: boolean;
}

const isUniqueViolation = (error: unknown, column: string) => fromDatabaseError(error)?.fields?.[column] !== undefined;

async function insertOrder(services: LocalServices, userId: number, checkoutKey: string, input: CheckoutInput, lines: PricedLine[]): Promise<void> {
  const subtotal = lines.reduce((sum, l) => sum + l.normal_price * l.quantity, 0);
  const total = lines.reduce((sum, l) => sum + l.line_total, 0);
  const { idempotency_key: _key, lines: _lines, ...shipping } = input;
  const api = records(services);
  const caller = system('checkout');
  // The local API's transaction: the order's `afterCommit` hooks (a confirmation mail) run once it committed.
  await api.transaction(async (trx) => {
    const order = await api.create(
      'order',
      { order_number: newOrderNumber(), user_id: userId, status: 'pending', currency: 'USD', subtotal, discount_total: subtotal - total, tax_total: 0, total, payment_method: 'card', checkout_key: checkoutKey, ...shipping },
      { caller, trx },
    );
    for (const l of lines) {
      await api.create('order-item', { order_id: order.id, user_id: userId, product_id: l.product_id, name: l.name, unit_price: l.unit_price, quantity: l.quantity, line_total: l.line_total }, { caller, trx });
    }
  });
}

export async function placeOrder(services: LocalServices, userId: number, key: string, input: CheckoutInput, today = todayIn()): Promise<Placed> {
  const { db } = services;
  const checkoutKey = `${userId}:${key}`;
  const earlier = await findOrder(db, { checkout_key: checkoutKey });
  if (earlier) return { order: await summaryOf(db, earlier), created: false };
  const lines = await priceLines(db, mergeLines(input.lines), today);
  for (let attempt = 1; ; attempt++) {
    try {
      await insertOrder(services, userId, checkoutKey, input, lines);
      break;
    } catch (error) {
      // The same key committed by a racing request: answer its order.
      if (isUniqueViolation(error, 'checkout_key')) {
        const winner = await findOrder(db, { checkout_key: checkoutKey });
        if (winner) return { order: await summaryOf(db, winner), created: false };
      }
      // A random order number taken already (rare): draw another.
      if (!isUniqueViolation(error, 'order_number') || attempt >= 3) throw error;
    }
  }
  return { order: await summaryOf(db, (await findOrder(db, { checkout_key: checkoutKey }))!), created: true };
}
