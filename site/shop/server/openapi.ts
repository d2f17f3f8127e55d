/**
 * The OpenAPI description of the site's hand-written shop routes (checkout
 * and payment), added to the generated document when the server starts
 * (start.ts), so `GET /api/openapi.json` and `/api/docs` describe every route
 * the shop answers. The generator writes what entities declare; these routes
 * are the site's own, so their description lives beside them.
 * tests/api/shop-document.test.ts holds the routes' answers to it.
 */
import type { JsonSchema, OpenApiDocument, OpenApiOperation } from '../../../runtime-shared/openapi';
import { data, errors, json, ref } from '../../server/openapi-parts';
import { MAX_LINES, MAX_QUANTITY } from './checkout-input';

const text = (max: number, nullable = true): JsonSchema => ({ type: nullable ? ['string', 'null'] : 'string', maxLength: max });
const STATUS = { enum: ['pending', 'paid', 'failed', 'cancelled', 'shipped', 'completed'] };
const signedIn = { security: [{ bearerAuth: [] }], 'x-access': 'authenticated' };

const SHIPPING: Record<string, JsonSchema> = {
  shipping_name: text(120, false),
  shipping_company: text(120),
  shipping_address: text(500, false),
  shipping_city: text(80, false),
  shipping_postcode: text(20, false),
  shipping_country: text(80, false),
  shipping_phone: { type: ['string', 'null'], maxLength: 30, pattern: '^\\+?[0-9][0-9 ().-]{5,24}$' },
};
const MONEY: JsonSchema = { type: 'integer', minimum: 0, description: 'Minor units (cents)' };

const SCHEMAS: Record<string, JsonSchema> = {
  CheckoutInput: {
    type: 'object',
    description: 'Only product ids and quantities decide the order; anything else about prices is ignored.',
    properties: {
      idempotency_key: { type: 'string', pattern: '^[A-Za-z0-9_-]{8,100}$', description: 'Or the Idempotency-Key header; one of them is required' },
      lines: {
        type: 'array', minItems: 1, maxItems: MAX_LINES,
        items: {
          type: 'object',
          properties: {
            product_id: { type: 'integer', minimum: 1, maximum: 2147483647 },
            quantity: { type: 'integer', minimum: 1, maximum: MAX_QUANTITY },
            unit_price: { type: ['integer', 'null'], minimum: 0, description: 'The price the cart showed: a different current price answers 409, it is never charged' },
          },
          required: ['product_id', 'quantity'],
        },
      },
      ...SHIPPING,
      shipping_country: { type: 'string', minLength: 1, maxLength: 80, description: 'A country of ISO 3166-1 by its English name (as the checkout lists them, site/countries.ts) or its two-letter code, in any case; stored as the name' },
      notes: text(2000),
    },
    required: ['lines', 'shipping_name', 'shipping_address', 'shipping_city', 'shipping_postcode', 'shipping_country'],
  },
  ShopOrder: {
    type: 'object',
    properties: {
      id: { type: 'integer' },
      order_number: { type: 'string' },
      status: STATUS,
      currency: { type: 'string' },
      subtotal: MONEY,
      discount_total: MONEY,
      total: MONEY,
      payment_error: { type: ['string', 'null'], description: 'Why the last payment failed' },
      paid_at: { type: ['string', 'null'], format: 'date-time' },
      ...Object.fromEntries(Object.keys(SHIPPING).map((k) => [k, { type: ['string', 'null'] }])),
      created_at: { type: 'string', format: 'date-time' },
      items: {
        type: 'array',
        items: {
          type: 'object',
          properties: { product_id: { type: ['integer', 'null'] }, name: { type: 'string' }, unit_price: MONEY, quantity: { type: 'integer', minimum: 1 }, line_total: MONEY },
          required: ['product_id', 'name', 'unit_price', 'quantity', 'line_total'],
          additionalProperties: false,
        },
      },
      payment_url: { type: 'string', description: "The site's payment page of this order, e.g. /payment?order=NC-261123-7KQ4XM" },
      payment_provider: { enum: ['test', 'stripe'], description: 'How the site takes payment: `test` (a card form where the tester picks the outcome, no money moves) or `stripe` (Stripe Checkout, started with POST /api/payment/start)' },
    },
    required: ['id', 'order_number', 'status', 'currency', 'subtotal', 'discount_total', 'total', 'payment_error', 'paid_at', ...Object.keys(SHIPPING), 'created_at', 'items', 'payment_url', 'payment_provider'],
    additionalProperties: false,
  },
  ShippingAddress: {
    type: ['object', 'null'],
    description: "Where your latest order was shipped; null before your first order",
    properties: Object.fromEntries(Object.keys(SHIPPING).map((k) => [k, { type: ['string', 'null'] }])),
    required: Object.keys(SHIPPING),
    additionalProperties: false,
  },
  PaymentCallback: {
    type: 'object',
    properties: {
      order_number: { type: 'string', minLength: 1, maxLength: 30 },
      outcome: { enum: ['succeeded', 'failed'] },
      reference: { type: 'string', minLength: 1, maxLength: 120 },
      amount: { type: 'integer', minimum: 0 },
      message: { type: 'string', maxLength: 300 },
    },
    required: ['order_number', 'outcome', 'reference', 'amount'],
  },
  TestCardInput: {
    type: 'object',
    properties: { order_number: { type: 'string', minLength: 1, maxLength: 30 }, outcome: { enum: ['success', 'failure'] } },
    required: ['order_number', 'outcome'],
  },
  PaymentStartInput: {
    type: 'object',
    properties: { order_number: { type: 'string', minLength: 1, maxLength: 30 } },
    required: ['order_number'],
  },
  PaymentStart: {
    type: 'object',
    properties: {
      order_number: { type: 'string' },
      payment_url: { type: 'string', description: "Where the buyer goes now: Stripe Checkout's page, or the site's test card page" },
    },
    required: ['order_number', 'payment_url'],
    additionalProperties: false,
  },
  StripeEvent: {
    type: 'object',
    description: 'A Stripe event as Stripe sends it (a Stripe Event object); only its signature makes it count.',
    properties: { id: { type: 'string' }, type: { type: 'string' }, data: { type: 'object', properties: { object: { type: 'object' } } } },
    required: ['id', 'type', 'data'],
  },
  StripeWebhookResult: {
    type: 'object',
    properties: {
      event_id: { type: 'string' },
      duplicate: { type: 'boolean', description: 'This event was processed before: nothing changed now' },
      order: { oneOf: [{ $ref: '#/components/schemas/PaymentResult' }, { type: 'null' }], description: "The order the event was about, after it; null when it concerns no order of ours or changes nothing" },
    },
    required: ['event_id', 'duplicate', 'order'],
    additionalProperties: false,
  },
  PaymentResult: {
    type: 'object',
    properties: { order_number: { type: 'string' }, status: STATUS, message: { type: ['string', 'null'], description: 'Why the order is not paid' } },
    required: ['order_number', 'status', 'message'],
    additionalProperties: false,
  },
};

/** A provider that could not be reached: the order is unchanged; try again. */
const BAD_GATEWAY = { 502: { description: 'The payment provider could not be reached or refused the request', content: { 'application/json': { schema: ref('Error') } } } };
const TEST_ONLY = 'Only while the test provider is the site\'s provider (PAYMENT_PROVIDER=test): with a real provider the route is not there (404).';

const op = (operationId: string, summary: string, rest: Omit<OpenApiOperation, 'operationId' | 'summary' | 'tags'>): OpenApiOperation => ({ operationId, summary, tags: ['Shop'], ...rest });

const PATHS: OpenApiDocument['paths'] = {
  '/api/checkout': {
    post: op('checkout', 'Place an order from cart lines', {
      ...signedIn,
      description: 'The server prices every line from the database (the discount price inside its window). The same idempotency key from the same user answers the first order (200) instead of a new one (201).',
      parameters: [{ name: 'Idempotency-Key', in: 'header', description: 'A random key per checkout (or `idempotency_key` in the body)', schema: { type: 'string', pattern: '^[A-Za-z0-9_-]{8,100}$' } }],
      requestBody: json(ref('CheckoutInput')),
      responses: { 200: data(ref('ShopOrder'), 'The order this key placed before'), 201: data(ref('ShopOrder'), 'The new order, pending payment'), ...errors(400, 401, 409) },
    }),
  },
  '/api/checkout/shipping-address': {
    get: op('getLastShippingAddress', 'The address your latest order was shipped to', {
      ...signedIn,
      description: 'The checkout fills its form with it. Read from your own latest order only.',
      responses: { 200: data(ref('ShippingAddress'), 'The address, or null before your first order'), ...errors(401) },
    }),
  },
  '/api/checkout/orders/{number}': {
    parameters: [{ name: 'number', in: 'path', required: true, description: 'The order number, e.g. NC-261123-7KQ4XM', schema: { type: 'string' } }],
    get: op('getOwnOrder', 'One of your orders, with its lines', { ...signedIn, description: "Someone else's order is a 404.", responses: { 200: data(ref('ShopOrder'), 'The order'), ...errors(400, 401, 404) } }),
  },
  '/api/payment/callback': {
    post: op('paymentCallback', "The payment provider's signed outcome", {
      security: [],
      'x-access': 'public',
      description: `Signed with HMAC-SHA256 (docs/payments.md). pending or failed → paid takes the stock once; repeated callbacks change nothing. A succeeded payment whose stock ran out fails the order. ${TEST_ONLY}`,
      parameters: [{ name: 'Payment-Signature', in: 'header', required: true, description: '`sha256=<hex>`', schema: { type: 'string' } }],
      requestBody: json(ref('PaymentCallback')),
      responses: { 200: data(ref('PaymentResult'), "The order's status after the callback"), ...errors(400, 401, 404, 409) },
    }),
  },
  '/api/payment/test-card': {
    post: op('payWithTestCard', "The test provider's card form", {
      ...signedIn,
      description: `No money moves: the caller picks the outcome, and the test provider sends the signed callback. Only for your own pending or failed order. ${TEST_ONLY}`,
      requestBody: json(ref('TestCardInput')),
      responses: { 200: data(ref('PaymentResult'), "The order's status after the payment"), ...errors(400, 401, 404, 409), ...BAD_GATEWAY },
    }),
  },
  '/api/payment/start': {
    post: op('startPayment', 'Start paying one of your orders', {
      ...signedIn,
      description: "For your own pending or failed order. With Stripe, creates a Checkout Session for the order's total and currency and answers its page; the order becomes paid only when Stripe's webhook says so.",
      requestBody: json(ref('PaymentStartInput')),
      responses: { 200: data(ref('PaymentStart'), 'Where the buyer goes to pay'), ...errors(400, 401, 404, 409), ...BAD_GATEWAY },
    }),
  },
  '/api/payment/stripe/webhook': {
    post: op('stripeWebhook', "Stripe's events about Checkout Sessions", {
      security: [],
      'x-access': 'public',
      description:
        'Only while Stripe is the site\'s provider (otherwise 404). Verified with the Stripe-Signature header against the raw body. `checkout.session.completed` with `payment_status: paid` (or `async_payment_succeeded`) pays the order when `amount_total` and `currency` are the order\'s (otherwise 409, the order unchanged); `async_payment_failed` and `expired` fail it. An event id processed before answers 200 and changes nothing. A paid session that cannot pay its order (sold out meanwhile, order cancelled, or paid already by another session) is refunded in full (502 when Stripe refuses the refund; Stripe then retries). Other events are acknowledged and ignored.',
      parameters: [{ name: 'Stripe-Signature', in: 'header', required: true, description: '`t=<timestamp>,v1=<hex>`, as Stripe signs', schema: { type: 'string' } }],
      requestBody: json(ref('StripeEvent')),
      responses: { 200: data(ref('StripeWebhookResult'), 'The event was received'), ...errors(400, 401, 404, 409), ...BAD_GATEWAY },
    }),
  },
};

/** `base` (the generated document) with the shop's routes and schemas added. */
export function withShopRoutes(base: OpenApiDocument): OpenApiDocument {
  return {
    ...base,
    tags: [...base.tags, { name: 'Shop', description: 'Checkout and payment (site/shop/server, site/shop/server/payment)' }],
    paths: { ...base.paths, ...PATHS },
    components: { ...base.components, schemas: { ...base.components.schemas, ...SCHEMAS } },
  };
}
