/**
 * Stripe Checkout. `startPayment` creates a Checkout Session for the order
 * (one line: the order's total, in its currency, in minor units; the order
 * number as `client_reference_id` and metadata) and answers the session's
 * page. Stripe then reports by webhook (stripe-webhook.ts); `readEvent`
 * verifies the delivery's `Stripe-Signature` against the raw body with the
 * endpoint's secret and turns the event into a `PaymentOutcome`:
 *
 * - `checkout.session.completed` / `async_payment_succeeded` with
 *   `payment_status: paid` → succeeded, with the session's `amount_total` and
 *   `currency` (applyOutcome refuses them unless they are the order's);
 *   `completed` while a bank payment is still under way (`unpaid`) → nothing yet.
 * - `checkout.session.async_payment_failed` and `checkout.session.expired` → failed.
 * - anything else, or a session that is not one of ours (no order number) → nothing.
 */
import type Stripe from 'stripe';
import { APIError, badRequest, unauthorized } from '../../../../runtime-server/http/errors';
import type { PaymentOutcome, PaymentProvider } from './provider';
import type { PaymentSettings } from './settings';

export interface StripeEventRead {
  eventId: string;
  type: string;
  /** What the event means for an order; undefined when it changes nothing. */
  outcome?: PaymentOutcome;
}

export interface StripeProvider extends PaymentProvider {
  readonly name: 'stripe';
  /** Verifies a webhook delivery; 400 without a JSON body, 401 when the signature is missing or wrong. */
  readEvent(rawBody: Buffer | undefined, signature: string | undefined): StripeEventRead;
  /** Gives a payment back in full (a 502 `APIError` when Stripe refuses; the webhook is then retried). */
  refund(outcome: PaymentOutcome): Promise<void>;
}

type StripeSettings = Extract<PaymentSettings, { provider: 'stripe' }>;
type Session = Stripe.Checkout.Session;

const FAILED: Record<string, string> = {
  'checkout.session.async_payment_failed': 'The bank did not complete the payment; nothing was charged',
  'checkout.session.expired': 'The payment page expired before the payment was made; nothing was charged',
};
const SUCCEEDED = new Set(['checkout.session.completed', 'checkout.session.async_payment_succeeded']);

// The event is Stripe's (its signature was checked), but its fields are still read defensively: no shape surprise becomes a 500.
const text = (value: unknown, max: number) => (typeof value === 'string' && value.length > 0 && value.length <= max ? value : undefined);
const orderNumberOf = (s: Session) => text(s.metadata?.order_number, 30) ?? text(s.client_reference_id, 30);
const referenceOf = (s: Session) => text(typeof s.payment_intent === 'string' ? s.payment_intent : s.payment_intent?.id, 120) ?? text(s.id, 120) ?? 'stripe';
const amountOf = (s: Session) => (Number.isInteger(s.amount_total) ? s.amount_total! : -1);

function outcomeOf(type: string, session: Session): PaymentOutcome | undefined {
  const order_number = orderNumberOf(session);
  if (!order_number) return undefined;
  if (SUCCEEDED.has(type) && session.payment_status === 'paid') {
    return { order_number, outcome: 'succeeded', reference: referenceOf(session), amount: amountOf(session), currency: text(session.currency, 10) ?? '' };
  }
  const message = FAILED[type];
  return message ? { order_number, outcome: 'failed', reference: referenceOf(session), amount: amountOf(session), message } : undefined;
}

/**
 * `publicUrl` builds the pages Stripe sends the buyer back to (never the
 * request's Host header, which a client chooses). `sdk` is the `stripe`
 * package's class, imported by the caller only when Stripe is configured.
 */
export function stripeProvider(settings: StripeSettings, publicUrl: string, sdk: typeof Stripe): StripeProvider {
  const stripe = new sdk(settings.secretKey, { ...(settings.api ?? {}), maxNetworkRetries: 2, timeout: 20_000 });
  return {
    name: 'stripe',
    async startPayment(order) {
      const query = `?order=${encodeURIComponent(order.order_number)}`;
      let session: Session;
      try {
        session = await stripe.checkout.sessions.create({
          mode: 'payment',
          client_reference_id: order.order_number,
          metadata: { order_number: order.order_number },
          payment_intent_data: { metadata: { order_number: order.order_number } },
          line_items: [
            { quantity: 1, price_data: { currency: order.currency.toLowerCase(), unit_amount: order.total, product_data: { name: `Order ${order.order_number}` } } },
          ],
          success_url: `${publicUrl}/payment-success${query}`,
          cancel_url: `${publicUrl}/payment${query}`,
        });
      } catch (error) {
        if (!(error instanceof sdk.errors.StripeError)) throw error;
        console.error(`Stripe refused a Checkout Session for order ${order.order_number}: ${error.type} ${error.message}`);
        throw new APIError(502, 'The payment provider could not start the payment; please try again in a moment');
      }
      if (!session.url) throw new APIError(502, 'The payment provider answered without a payment page; please try again in a moment');
      return session.url;
    },
    async refund(outcome) {
      try {
        // Idempotent on Stripe's side too: a retried webhook asks again, and Stripe answers the first refund.
        await stripe.refunds.create({ payment_intent: outcome.reference, metadata: { order_number: outcome.order_number } }, { idempotencyKey: `refund-${outcome.reference}` });
      } catch (error) {
        if (!(error instanceof sdk.errors.StripeError)) throw error;
        console.error(`Stripe refused to refund ${outcome.reference} (order ${outcome.order_number}): ${error.type} ${error.message}`);
        throw new APIError(502, 'The payment provider could not refund the payment');
      }
    },
    readEvent(rawBody, signature) {
      if (!rawBody) throw badRequest('Send the Stripe event as its JSON body');
      if (!signature) throw unauthorized('The Stripe-Signature header is missing');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, settings.webhookSecret);
      } catch (error) {
        if (error instanceof sdk.errors.StripeSignatureVerificationError) throw unauthorized('The Stripe signature is not valid');
        throw badRequest('This is not a Stripe event');
      }
      if (!text(event.id, 255) || !text(event.type, 100)) throw badRequest('This is not a Stripe event');
      const object = event.data?.object as { object?: string } | undefined;
      const outcome = object?.object === 'checkout.session' ? outcomeOf(event.type, object as Session) : undefined;
      return { eventId: event.id, type: event.type, ...(outcome ? { outcome } : {}) };
    },
  };
}
