/**
 * `POST /api/payment/stripe/webhook`: Stripe's events about our Checkout
 * Sessions. Verified against the raw body (rawBodyOf) with the endpoint's
 * signing secret; an event id seen before answers 200 and changes nothing
 * (events.ts); otherwise the event's outcome goes through applyOutcome like
 * every provider's, and the event is recorded. Stripe retries any answer but
 * 2xx, so a refusal (wrong amount: 409) stays visible in its dashboard.
 *
 * Money Stripe took that did not pay the order is given back at once: the
 * stock sold out meanwhile (the order failed), the order was cancelled while
 * the buyer was on Stripe's page, or it was paid already by another session
 * (two tabs). The order's payment reference tells: it is this payment's only
 * when this payment paid it.
 */
import type { Request, Response } from 'express';
import type { Knex } from 'knex';
import { contextOf } from '../../../../runtime-server/http/context';
import { rawBodyOf } from '../../../../runtime-server/http/raw-body';
import { applyOutcome, type PaymentResult } from './callback';
import { recordProcessed, wasProcessed } from './events';
import type { PaymentOutcome } from './provider';
import type { StripeProvider } from './stripe-provider';

export interface WebhookAnswer {
  event_id: string;
  /** True when this event was processed before: nothing changed now. */
  duplicate: boolean;
  /** The order the event was about, after it; null when the event concerns no order of ours. */
  order: PaymentResult | null;
}

const paidBy = async (db: Knex, o: PaymentOutcome) =>
  (await db('orders').where({ order_number: o.order_number, payment_reference: o.reference }).first('id')) !== undefined;

export function stripeWebhook(provider: StripeProvider) {
  return async (req: Request, res: Response) => {
    const context = contextOf(req);
    const { db } = context;
    const event = provider.readEvent(rawBodyOf(req), req.get('stripe-signature'));
    if (await wasProcessed(db, 'stripe', event.eventId)) {
      res.json({ data: { event_id: event.eventId, duplicate: true, order: null } satisfies WebhookAnswer });
      return;
    }
    const order = event.outcome ? await applyOutcome(context, event.outcome) : null;
    if (event.outcome?.outcome === 'succeeded' && !(await paidBy(db, event.outcome))) await provider.refund(event.outcome);
    await recordProcessed(db, { provider: 'stripe', event_id: event.eventId, type: event.type, order_number: event.outcome?.order_number ?? null });
    res.json({ data: { event_id: event.eventId, duplicate: false, order } satisfies WebhookAnswer });
  };
}
