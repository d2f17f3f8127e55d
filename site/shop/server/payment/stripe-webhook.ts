/**
 * `POST /api/payment/stripe/webhook`: Stripe's events about our Checkout
 * Sessions. Verified against the raw body (rawBodyOf) with the endpoint's
 * signing secret. In one transaction the event is recorded (events.ts: an
 * event id seen before answers 200 "duplicate" and changes nothing), its
 * outcome goes through applyOutcome like every provider's, and a payment
 * that did not pay its order is refunded. Any failure rolls back all of it,
 * the event's record too, so Stripe's retry (it retries any answer but 2xx)
 * applies it again; a refusal (wrong amount: 409) stays visible in its
 * dashboard.
 *
 * Money Stripe took that did not pay the order is given back at once: the
 * stock sold out meanwhile (the order failed), the order was cancelled while
 * the buyer was on Stripe's page, or it was paid already by another session
 * (two tabs). The order's payment reference tells: it is this payment's only
 * when this payment paid it. The refund is asked inside the transaction,
 * before the commit: a refund Stripe refuses leaves the event unrecorded and
 * retried, and a retry after a refund that did go through is answered with
 * that refund by Stripe (its idempotency key).
 */
import type { Request, Response } from 'express';
import type { Knex } from 'knex';
import { records } from '../../../../generated/server/local-api';
import { contextOf } from '../../../../runtime-server/http/context';
import { rawBodyOf } from '../../../../runtime-server/http/raw-body';
import { applyOutcome, type PaymentResult } from './callback';
import { recordEvent } from './events';
import type { PaymentOutcome } from './provider';
import type { StripeProvider } from './stripe-provider';

export interface WebhookAnswer {
  event_id: string;
  /** True when this event was processed before: nothing changed now. */
  duplicate: boolean;
  /** The order the event was about, after it; null when the event concerns no order of ours. */
  order: PaymentResult | null;
}

const paidBy = async (db: Knex.Transaction, o: PaymentOutcome) =>
  (await db('orders').where({ order_number: o.order_number, payment_reference: o.reference }).first('id')) !== undefined;

export function stripeWebhook(provider: StripeProvider) {
  return async (req: Request, res: Response) => {
    const context = contextOf(req);
    const event = provider.readEvent(rawBodyOf(req), req.get('stripe-signature'));
    const recorded = { provider: 'stripe' as const, event_id: event.eventId, type: event.type, order_number: event.outcome?.order_number ?? null };
    // The local API's transaction, as checkout's: the order's `afterCommit` hooks run once the payment committed.
    const answer = await records(context).transaction(async (trx): Promise<WebhookAnswer> => {
      if (!(await recordEvent(context, trx, recorded))) return { event_id: event.eventId, duplicate: true, order: null };
      const order = event.outcome ? await applyOutcome(context, event.outcome, trx) : null;
      if (event.outcome?.outcome === 'succeeded' && !(await paidBy(trx, event.outcome))) await provider.refund(event.outcome);
      return { event_id: event.eventId, duplicate: false, order };
    });
    res.json({ data: answer });
  };
}
