/**
 * Issue 29, item 1: Stripe Checkout behind the payment-provider interface,
 * against a local server that answers Stripe's documented requests (no
 * network), with webhooks signed by the SDK's own test-header helper. With
 * Stripe configured, the test provider's routes pay nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenApiDocument } from '../../runtime-shared/openapi';
import { call } from '../helpers/http';
import { expectConforms } from '../helpers/openapi';
import { startTestServer, type TestServer } from '../helpers/server';
import { addCustomer, addProduct, checkoutBody, signature, stockOf, type Outcome } from '../helpers/shop';
import { sessionEvent, signWebhook, startLocalStripe, STRIPE_TEST_KEY, STRIPE_WEBHOOK_SECRET, type LocalStripe } from '../helpers/stripe-server';

let stripe: LocalStripe;
let server: TestServer;
let doc: OpenApiDocument;
let ada: { token: string; id: number };
let keyNo = 0;
let eventNo = 0;

const WEBHOOK = '/api/payment/stripe/webhook';

async function order(lines: { product_id: number; quantity: number }[]): Promise<string> {
  const res = await call(`${server.url}/api/checkout`, { method: 'POST', token: ada.token, json: checkoutBody(lines), headers: { 'Idempotency-Key': `stripe-key-${++keyNo}-xyz` } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.order_number;
}
const start = (order_number: string, headers: Record<string, string> = {}) =>
  call(`${server.url}/api/payment/start`, { method: 'POST', token: ada.token, json: { order_number }, headers });
/** `sig` null: no Stripe-Signature header. */
const deliver = (payload: string, sig: string | null = signWebhook(payload)) =>
  call(`${server.url}${WEBHOOK}`, { method: 'POST', body: payload, headers: { 'content-type': 'application/json; charset=utf-8', ...(sig === null ? {} : { 'stripe-signature': sig }) } });
const row = (number: string) => server.db('orders').where({ order_number: number }).first('status', 'payment_reference', 'payment_error', 'paid_at');
const nextEvent = () => `evt_test_${++eventNo}_${Date.now()}`;

beforeAll(async () => {
  stripe = await startLocalStripe();
  server = await startTestServer({ payment: { provider: 'stripe', secretKey: STRIPE_TEST_KEY, webhookSecret: STRIPE_WEBHOOK_SECRET, api: stripe.api } });
  doc = (await call(`${server.url}/api/openapi.json`)).body;
  ada = await addCustomer(server.url, 'ada@stripe.test');
});
afterAll(async () => {
  await server?.close();
  await stripe?.close();
});

describe('starting a payment', () => {
  it('creates a Checkout Session for the order: its total in cents, its currency, its number; return pages from PUBLIC_URL', async () => {
    const id = await addProduct(server.db, { name: 'Session product', price: 1_250, quantity: 10 });
    const number = await order([{ product_id: id, quantity: 2 }]);
    const own = await call(`${server.url}/api/checkout/orders/${number}`, { token: ada.token });
    expect([own.body.data.payment_provider, own.body.data.payment_url]).toEqual(['stripe', `/payment?order=${number}`]);

    const before = stripe.requests.length;
    // A forged Host must not decide where Stripe sends the buyer back.
    const started = await start(number, { 'X-Forwarded-Host': 'evil.test', 'X-Forwarded-Proto': 'https' });
    expectConforms(doc, started, '/api/payment/start', 'post', 200);
    expect(started.body.data.payment_url).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:${stripe.api.port}/c/pay/cs_test_local\\d+$`));
    expect(stripe.requests.length).toBe(before + 1);
    const sent = stripe.requests.at(-1)!;
    expect([sent.method, sent.path, sent.authorization]).toEqual(['POST', '/v1/checkout/sessions', `Bearer ${STRIPE_TEST_KEY}`]);
    expect(sent.fields).toMatchObject({
      mode: 'payment',
      client_reference_id: number,
      'metadata[order_number]': number,
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][unit_amount]': '2500',
      'line_items[0][price_data][currency]': 'usd',
      success_url: `http://site.test/payment-success?order=${number}`,
      cancel_url: `http://site.test/payment?order=${number}`,
    });
    expect(await row(number)).toMatchObject({ status: 'pending' });
  });

  it('answers 502 with a message when Stripe refuses, and 409 for an order that is paid; the order is unchanged', async () => {
    const id = await addProduct(server.db, { name: 'Refused product', price: 900, quantity: 5 });
    const number = await order([{ product_id: id, quantity: 1 }]);
    stripe.failNext(400);
    const refused = await start(number);
    expectConforms(doc, refused, '/api/payment/start', 'post', 502);
    expect(refused.body).toEqual({ error: { message: 'The payment provider could not start the payment; please try again in a moment' } });
    expect(await row(number)).toMatchObject({ status: 'pending' });
    expectConforms(doc, await start('NC-000000-NOPE00'), '/api/payment/start', 'post', 404);
    expectConforms(doc, await start(''), '/api/payment/start', 'post', 400);
    const paid = sessionEvent(nextEvent(), 'checkout.session.completed', { id: 'cs_test_refused', order_number: number, amount_total: 900, currency: 'usd', payment_status: 'paid' });
    expect((await deliver(paid)).body.data.order.status).toBe('paid');
    expectConforms(doc, await start(number), '/api/payment/start', 'post', 409);
  });
});

describe("Stripe's webhook", () => {
  it('a paid session pays the order and takes the stock once; the same event again changes nothing', async () => {
    const id = await addProduct(server.db, { name: 'Paid product', price: 1_250, quantity: 10 });
    const number = await order([{ product_id: id, quantity: 2 }]);
    const eventId = nextEvent();
    const payload = sessionEvent(eventId, 'checkout.session.completed', { id: 'cs_test_paid0001', order_number: number, amount_total: 2_500, currency: 'usd', payment_status: 'paid' });
    const first = await deliver(payload);
    expectConforms(doc, first, WEBHOOK, 'post', 200);
    expect(first.body).toEqual({ data: { event_id: eventId, duplicate: false, order: { order_number: number, status: 'paid', message: null } } });
    expect(await row(number)).toMatchObject({ status: 'paid', payment_reference: 'pi_test_paid0001', payment_error: null });
    expect(await stockOf(server.db, id)).toBe(8);

    const replay = await deliver(payload);
    expect(replay).toEqual({ status: 200, body: { data: { event_id: eventId, duplicate: true, order: null } } });
    // A second event about the same session (Stripe sends async_payment_succeeded too, for some methods).
    const again = sessionEvent(nextEvent(), 'checkout.session.async_payment_succeeded', { id: 'cs_test_paid0001', order_number: number, amount_total: 2_500, currency: 'usd', payment_status: 'paid' });
    expect((await deliver(again)).body.data.order).toEqual({ order_number: number, status: 'paid', message: null });
    expect(await stockOf(server.db, id)).toBe(8);
    expect(await server.db('payment_provider_events').where({ provider: 'stripe', event_id: eventId }).select('type', 'order_number')).toEqual([{ type: 'checkout.session.completed', order_number: number }]);
  });

  it('two deliveries of one event at once change the order once: one applies it, the other answers duplicate', async () => {
    const id = await addProduct(server.db, { name: 'Racing product', price: 600, quantity: 9 });
    const number = await order([{ product_id: id, quantity: 2 }]);
    const eventId = nextEvent();
    const payload = sessionEvent(eventId, 'checkout.session.completed', { id: 'cs_test_race0001', order_number: number, amount_total: 1_200, currency: 'usd', payment_status: 'paid' });
    const answers = await Promise.all([deliver(payload), deliver(payload), deliver(payload)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(answers.map((a) => a.body.data.duplicate).sort()).toEqual([false, true, true]);
    expect([(await row(number)).status, await stockOf(server.db, id)]).toEqual(['paid', 7]);
    expect(await server.db('payment_provider_events').where({ event_id: eventId }).select('type')).toEqual([{ type: 'checkout.session.completed' }]);
    // Recorded by the system, with the reason, like every local-API write.
    const audit = await server.db('audit_entries').where({ entity: 'payment-event' }).orderBy('id', 'desc').first('operation', 'user_email');
    expect(audit).toEqual({ operation: 'create', user_email: 'system: payment provider event' });
  });

  it('a replayed event does not act on an order that moved on: an expired session seen before does not fail a paid order', async () => {
    const id = await addProduct(server.db, { name: 'Moved-on product', price: 700, quantity: 4 });
    const number = await order([{ product_id: id, quantity: 1 }]);
    const expired = sessionEvent(nextEvent(), 'checkout.session.expired', { id: 'cs_test_moved001', order_number: number, amount_total: 700, currency: 'usd', payment_status: 'unpaid' });
    expect((await deliver(expired)).body.data.order.status).toBe('failed');
    const paid = sessionEvent(nextEvent(), 'checkout.session.completed', { id: 'cs_test_moved002', order_number: number, amount_total: 700, currency: 'usd', payment_status: 'paid' });
    expect((await deliver(paid)).body.data.order.status).toBe('paid');
    expect((await deliver(expired)).body.data.duplicate).toBe(true);
    expect([(await row(number)).status, await stockOf(server.db, id)]).toEqual(['paid', 3]);
  });

  it('does not pay for a session whose amount or currency is not the order\'s, nor for one still unpaid', async () => {
    const id = await addProduct(server.db, { name: 'Mismatch product', price: 1_000, quantity: 6 });
    const number = await order([{ product_id: id, quantity: 1 }]);
    const paidWith = (amount_total: number, currency: string, payment_status: 'paid' | 'unpaid' = 'paid') =>
      deliver(sessionEvent(nextEvent(), 'checkout.session.completed', { id: 'cs_test_mismatch', order_number: number, amount_total, currency, payment_status }));
    const cheap = await paidWith(1, 'usd');
    expectConforms(doc, cheap, WEBHOOK, 'post', 409);
    expect(cheap.body).toEqual({ error: { message: `The amount paid does not match the total of order ${number}` } });
    const euros = await paidWith(1_000, 'eur');
    expect(euros).toEqual({ status: 409, body: { error: { message: `The currency paid does not match the currency of order ${number}` } } });
    const unpaid = await paidWith(1_000, 'usd', 'unpaid');
    expect(unpaid.body.data.order).toBeNull();
    expect([(await row(number)).status, await stockOf(server.db, id)]).toEqual(['pending', 6]);
  });

  it('refuses a bad, missing or foreign signature, and a body changed after signing; nothing changes', async () => {
    const id = await addProduct(server.db, { name: 'Forged product', price: 1_000, quantity: 6 });
    const number = await order([{ product_id: id, quantity: 1 }]);
    const payload = sessionEvent(nextEvent(), 'checkout.session.completed', { id: 'cs_test_forged01', order_number: number, amount_total: 1_000, currency: 'usd', payment_status: 'paid' });
    const foreign = await deliver(payload, signWebhook(payload, 'whsec_someoneElsesSecret0123456789'));
    expectConforms(doc, foreign, WEBHOOK, 'post', 401);
    expect(foreign.body).toEqual({ error: { message: 'The Stripe signature is not valid' } });
    expect((await deliver(payload, 't=1,v1=00')).status).toBe(401);
    expect((await deliver(payload, null)).body).toEqual({ error: { message: 'The Stripe-Signature header is missing' } });
    const signed = signWebhook(payload.replace('"amount_total":1000', '"amount_total":5'));
    expect((await deliver(payload, signed)).status).toBe(401);
    expectConforms(doc, await deliver('{"id": 1', signWebhook('{"id": 1')), WEBHOOK, 'post', 400);
    expect([(await row(number)).status, await stockOf(server.db, id)]).toEqual(['pending', 6]);
    expect(await server.db('payment_provider_events').where({ order_number: number }).first()).toBeUndefined();
  });

  it('an expired session or a failed bank payment fails the order, with the reason, and takes no stock; it can be paid again', async () => {
    const id = await addProduct(server.db, { name: 'Expired product', price: 400, quantity: 5 });
    const number = await order([{ product_id: id, quantity: 3 }]);
    const expired = await deliver(sessionEvent(nextEvent(), 'checkout.session.expired', { id: 'cs_test_expired1', order_number: number, amount_total: 1_200, currency: 'usd', payment_status: 'unpaid' }));
    expect(expired.body.data.order).toEqual({ order_number: number, status: 'failed', message: 'The payment page expired before the payment was made; nothing was charged' });
    const bank = await deliver(sessionEvent(nextEvent(), 'checkout.session.async_payment_failed', { id: 'cs_test_expired2', order_number: number, amount_total: 1_200, currency: 'usd', payment_status: 'unpaid' }));
    expect(bank.body.data.order).toEqual({ order_number: number, status: 'failed', message: 'The bank did not complete the payment; nothing was charged' });
    expect(await stockOf(server.db, id)).toBe(5);
    expect((await start(number)).status).toBe(200);
    const paid = await deliver(sessionEvent(nextEvent(), 'checkout.session.completed', { id: 'cs_test_expired3', order_number: number, amount_total: 1_200, currency: 'usd', payment_status: 'paid' }));
    expect(paid.body.data.order).toEqual({ order_number: number, status: 'paid', message: null });
    expect(await stockOf(server.db, id)).toBe(2);
  });

  it('gives the money back when the payment cannot pay the order: sold out meanwhile, or paid already by another session', async () => {
    const id = await addProduct(server.db, { name: 'Last unit product', price: 3_000, quantity: 1 });
    const first = await order([{ product_id: id, quantity: 1 }]);
    const second = await order([{ product_id: id, quantity: 1 }]);
    const refunds = () => stripe.requests.filter((r) => r.path === '/v1/refunds').map((r) => [r.fields.payment_intent, r.fields['metadata[order_number]']]);
    const before = refunds().length;
    const paid = (number: string, session: string, eventId = nextEvent()) =>
      deliver(sessionEvent(eventId, 'checkout.session.completed', { id: session, order_number: number, amount_total: 3_000, currency: 'usd', payment_status: 'paid' }));
    expect((await paid(first, 'cs_test_lastAAAA')).body.data.order.status).toBe('paid');
    const late = await paid(second, 'cs_test_lastBBBB');
    expect(late.body.data.order).toEqual({ order_number: second, status: 'failed', message: 'Last unit product sold out before the payment; nothing was charged' });
    // The first order paid again from a second tab: one payment too many.
    const twiceId = nextEvent();
    expect((await paid(first, 'cs_test_lastCCCC', twiceId)).body.data.order.status).toBe('paid');
    expect(refunds().slice(before)).toEqual([['pi_test_lastBBBB', second], ['pi_test_lastCCCC', first]]);
    expect((await paid(first, 'cs_test_lastCCCC', twiceId)).body.data.duplicate).toBe(true);
    expect(refunds().length).toBe(before + 2);
    expect(await row(first)).toMatchObject({ status: 'paid', payment_reference: 'pi_test_lastAAAA' });
    expect(await stockOf(server.db, id)).toBe(0);
  });

  it('acknowledges events about nothing of ours, and answers 404 for an order it does not know', async () => {
    const other = JSON.stringify({ id: nextEvent(), object: 'event', type: 'customer.created', data: { object: { id: 'cus_1', object: 'customer' } } });
    expect((await deliver(other)).body.data).toMatchObject({ duplicate: false, order: null });
    const unknown = sessionEvent(nextEvent(), 'checkout.session.completed', { id: 'cs_test_unknown1', order_number: 'NC-000000-NOPE00', amount_total: 100, currency: 'usd', payment_status: 'paid' });
    expectConforms(doc, await deliver(unknown), WEBHOOK, 'post', 404);
  });
});

describe('the test provider, with Stripe configured', () => {
  it('its card form and its callback are not there: a customer choosing "success" leaves the order pending and the stock untouched', async () => {
    const id = await addProduct(server.db, { name: 'Free goods product', price: 5_000, quantity: 3 });
    const number = await order([{ product_id: id, quantity: 2 }]);
    const card = await call(`${server.url}/api/payment/test-card`, { method: 'POST', token: ada.token, json: { order_number: number, outcome: 'success' } });
    expectConforms(doc, card, '/api/payment/test-card', 'post', 404);
    const outcome: Outcome = { order_number: number, outcome: 'succeeded', reference: 'free', amount: 10_000 };
    const callback = await call(`${server.url}/api/payment/callback`, { method: 'POST', json: outcome, headers: { 'Payment-Signature': signature(outcome) } });
    expectConforms(doc, callback, '/api/payment/callback', 'post', 404);
    expect([(await row(number)).status, await stockOf(server.db, id)]).toEqual(['pending', 3]);
  });
});
