/**
 * The shop's hand-written routes (checkout and payment), declared once in zod
 * (runtime-shared/api-route.ts): the handlers validate with these
 * declarations, and site/server/openapi.ts adds their description to the
 * generated document, so `GET /api/openapi.json` and `/api/docs` describe
 * every route the shop answers exactly as it checks its input.
 * tests/api/shop-document.test.ts holds the routes' answers to it.
 */
import { z } from 'zod';
import { apiRoute, component, data, withRoutes, type RouteAnswer } from '../../../runtime-shared/api-route';
import type { OpenApiDocument } from '../../../runtime-shared/openapi';
import { callbackBody } from './payment/test-provider';
import { checkoutInput, idempotencyKey } from './checkout-input';

const STATUS = z.enum(['pending', 'paid', 'failed', 'cancelled', 'shipped', 'completed']);
const MONEY = z.int().min(0).meta({ description: 'Minor units (cents)' });
const STAMP = z.string().meta({ format: 'date-time' });
const orderNumber = () => z.string({ error: 'This field is required' }).trim().min(1, 'This field is required').max(30);

const SHIPPING = {
  shipping_name: z.string().nullable(),
  shipping_company: z.string().nullable(),
  shipping_address: z.string().nullable(),
  shipping_city: z.string().nullable(),
  shipping_postcode: z.string().nullable(),
  shipping_country: z.string().nullable(),
  shipping_phone: z.string().nullable(),
};

const shopOrder = z
  .object({
    id: z.int(),
    order_number: z.string(),
    status: STATUS,
    currency: z.string(),
    subtotal: MONEY,
    discount_total: MONEY,
    total: MONEY,
    payment_error: z.string().nullable().meta({ description: 'Why the last payment failed' }),
    paid_at: STAMP.nullable(),
    ...SHIPPING,
    created_at: STAMP,
    items: z.array(z.object({ product_id: z.int().nullable(), name: z.string(), unit_price: MONEY, quantity: z.int().min(1), line_total: MONEY })),
    payment_url: z.string().meta({ description: "The site's payment page of this order, e.g. /payment?order=NC-261123-7KQ4XM" }),
    payment_provider: z.enum(['test', 'stripe']).meta({
      description: 'How the site takes payment: `test` (a card form where the tester picks the outcome, no money moves) or `stripe` (Stripe Checkout, started with POST /api/payment/start)',
    }),
  })
  .meta({ id: 'ShopOrder' });

const shippingAddress = z.object(SHIPPING).nullable().meta({ id: 'ShippingAddress', description: 'Where your latest order was shipped; null before your first order' });

const paymentResult = z
  .object({ order_number: z.string(), status: STATUS, message: z.string().nullable().meta({ description: 'Why the order is not paid' }) })
  .meta({ id: 'PaymentResult' });

const paymentStart = z
  .object({ order_number: z.string(), payment_url: z.string().meta({ description: "Where the buyer goes now: Stripe Checkout's page, or the site's test card page" }) })
  .meta({ id: 'PaymentStart' });

/** Read by the Stripe SDK from the raw body (its signature decides); described here as Stripe sends it. */
const stripeEvent = z
  .object({ id: z.string(), type: z.string(), data: z.object({ object: z.record(z.string(), z.unknown()) }) })
  .meta({ id: 'StripeEvent', description: 'A Stripe event as Stripe sends it (a Stripe Event object); only its signature makes it count.' });

const stripeWebhookResult = z
  .object({
    event_id: z.string(),
    duplicate: z.boolean().meta({ description: 'This event was processed before: nothing changed now' }),
    order: paymentResult.nullable().meta({ description: 'The order the event was about, after it; null when it concerns no order of ours or changes nothing' }),
  })
  .meta({ id: 'StripeWebhookResult' });

/** A provider that could not be reached: the order is unchanged; try again. */
const BAD_GATEWAY: Record<number, RouteAnswer> = { 502: { description: 'The payment provider could not be reached or refused the request', schema: component('Error') } };
const TEST_ONLY = "Only while the test provider is the site's provider (PAYMENT_PROVIDER=test): with a real provider the route is not there (404).";
const tags = ['Shop'];

export const CHECKOUT = apiRoute({
  method: 'post',
  path: '/api/checkout',
  operationId: 'checkout',
  summary: 'Place an order from cart lines',
  tags,
  access: 'authenticated',
  description: 'The server prices every line from the database (the discount price inside its window). The same idempotency key from the same user answers the first order (200) instead of a new one (201).',
  headers: z.object({ 'Idempotency-Key': idempotencyKey.optional().meta({ description: 'A random key per checkout (or `idempotency_key` in the body)' }) }),
  body: checkoutInput,
  answers: { 200: { description: 'The order this key placed before', schema: data(shopOrder) }, 201: { description: 'The new order, pending payment', schema: data(shopOrder) } },
  errors: [400, 401, 409],
});

export const SHIPPING_ADDRESS = apiRoute({
  method: 'get',
  path: '/api/checkout/shipping-address',
  operationId: 'getLastShippingAddress',
  summary: 'The address your latest order was shipped to',
  tags,
  access: 'authenticated',
  description: 'The checkout fills its form with it. Read from your own latest order only.',
  answers: { 200: { description: 'The address, or null before your first order', schema: data(shippingAddress) } },
  errors: [401],
});

export const OWN_ORDER = apiRoute({
  method: 'get',
  path: '/api/checkout/orders/{number}',
  operationId: 'getOwnOrder',
  summary: 'One of your orders, with its lines',
  tags,
  access: 'authenticated',
  description: "Someone else's order is a 404.",
  params: z.object({ number: z.string().meta({ description: 'The order number, e.g. NC-261123-7KQ4XM' }) }),
  answers: { 200: { description: 'The order', schema: data(shopOrder) } },
  errors: [400, 401, 404],
});

export const PAYMENT_CALLBACK = apiRoute({
  method: 'post',
  path: '/api/payment/callback',
  operationId: 'paymentCallback',
  summary: "The payment provider's signed outcome",
  tags,
  access: 'public',
  description: `Signed with HMAC-SHA256 (docs/payments.md). pending or failed → paid takes the stock once; repeated callbacks change nothing. A succeeded payment whose stock ran out fails the order. ${TEST_ONLY}`,
  headers: z.object({ 'Payment-Signature': z.string().meta({ description: '`sha256=<hex>`' }) }),
  body: callbackBody,
  answers: { 200: { description: "The order's status after the callback", schema: data(paymentResult) } },
  errors: [400, 401, 404, 409],
});

export const TEST_CARD = apiRoute({
  method: 'post',
  path: '/api/payment/test-card',
  operationId: 'payWithTestCard',
  summary: "The test provider's card form",
  tags,
  access: 'authenticated',
  description: `No money moves: the caller picks the outcome, and the test provider sends the signed callback. Only for your own pending or failed order. ${TEST_ONLY}`,
  body: z
    .object({ order_number: orderNumber(), outcome: z.enum(['success', 'failure'], { error: 'Choose success or failure' }) })
    .meta({ id: 'TestCardInput' }),
  answers: { 200: { description: "The order's status after the payment", schema: data(paymentResult) }, ...BAD_GATEWAY },
  errors: [400, 401, 404, 409],
});

export const START_PAYMENT = apiRoute({
  method: 'post',
  path: '/api/payment/start',
  operationId: 'startPayment',
  summary: 'Start paying one of your orders',
  tags,
  access: 'authenticated',
  description:
    "For your own pending or failed order. With Stripe, creates a Checkout Session for the order's total and currency and answers its page; the order becomes paid only when Stripe's webhook says so.",
  body: z.object({ order_number: orderNumber() }).meta({ id: 'PaymentStartInput' }),
  answers: { 200: { description: 'Where the buyer goes to pay', schema: data(paymentStart) }, ...BAD_GATEWAY },
  errors: [400, 401, 404, 409],
});

export const STRIPE_WEBHOOK = apiRoute({
  method: 'post',
  path: '/api/payment/stripe/webhook',
  operationId: 'stripeWebhook',
  summary: "Stripe's events about Checkout Sessions",
  tags,
  access: 'public',
  description:
    "Only while Stripe is the site's provider (otherwise 404). Verified with the Stripe-Signature header against the raw body. `checkout.session.completed` with `payment_status: paid` (or `async_payment_succeeded`) pays the order when `amount_total` and `currency` are the order's (otherwise 409, the order unchanged); `async_payment_failed` and `expired` fail it. An event id processed before answers 200 and changes nothing. A paid session that cannot pay its order (sold out meanwhile, order cancelled, or paid already by another session) is refunded in full (502 when Stripe refuses the refund; Stripe then retries). Other events are acknowledged and ignored.",
  headers: z.object({ 'Stripe-Signature': z.string().meta({ description: '`t=<timestamp>,v1=<hex>`, as Stripe signs' }) }),
  body: stripeEvent,
  answers: { 200: { description: 'The event was received', schema: data(stripeWebhookResult) }, ...BAD_GATEWAY },
  errors: [400, 401, 404, 409],
});

export const SHOP_ROUTES = [CHECKOUT, SHIPPING_ADDRESS, OWN_ORDER, PAYMENT_CALLBACK, TEST_CARD, START_PAYMENT, STRIPE_WEBHOOK];

/** `base` (the generated document) with the shop's routes and schemas added. */
export function withShopRoutes(base: OpenApiDocument): OpenApiDocument {
  return withRoutes(base, { tag: { name: 'Shop', description: 'Checkout and payment (site/shop/server)' }, routes: SHOP_ROUTES });
}
