/**
 * The shop's hand-written routes answer what the served OpenAPI document
 * (generated document + site/shop/server/openapi.ts) says: every status an
 * answer has is documented for its operation, and every body matches the
 * documented schema; the served document passes the official OpenAPI 3.1 schema.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { OpenApiDocument } from '../../runtime-shared/openapi';
import { call, type Answer } from '../helpers/http';
import { expectConforms } from '../helpers/openapi';
import { startTestServer, type TestServer } from '../helpers/server';
import { addCustomer, addProduct, checkoutBody, signature, type Outcome } from '../helpers/shop';

let server: TestServer;
let doc: OpenApiDocument;
const OFFICIAL = '@hyperjump/json-schema/openapi-3-1';
const official = (await import(/* @vite-ignore */ OFFICIAL).catch(() => undefined)) as
  | { validate(uri: string, instance: unknown): Promise<{ valid: boolean }> }
  | undefined;

beforeAll(async () => {
  server = await startTestServer();
  doc = (await call(`${server.url}/api/openapi.json`)).body;
});
afterAll(() => server?.close());

const conforms = (answer: Answer, path: string, method: 'get' | 'post', status: number) => expectConforms(doc, answer, path, method, status);

it('documents the checkout and payment routes, and their answers conform', async () => {
  const id = await addProduct(server.db, { name: 'Documented product', price: 1_000, quantity: 3 });
  const ada = await addCustomer(server.url, 'ada@doc.test');
  const bob = await addCustomer(server.url, 'bob@doc.test');
  const post = (path: string, json: unknown, token?: string, headers: Record<string, string> = {}) =>
    call(`${server.url}${path}`, { method: 'POST', json, headers, ...(token ? { token } : {}) });

  const body = checkoutBody([{ product_id: id, quantity: 1 }], { idempotency_key: 'doc-key-0001' });
  const created = await post('/api/checkout', body, ada.token);
  conforms(created, '/api/checkout', 'post', 201);
  conforms(await post('/api/checkout', body, ada.token), '/api/checkout', 'post', 200);
  conforms(await post('/api/checkout', { lines: [] }, ada.token), '/api/checkout', 'post', 400);
  conforms(await post('/api/checkout', body), '/api/checkout', 'post', 401);
  conforms(await post('/api/checkout', checkoutBody([{ product_id: id, quantity: 9 }], { idempotency_key: 'doc-key-0002' }), ada.token), '/api/checkout', 'post', 409);

  const number = created.body.data.order_number as string;
  const orderPath = '/api/checkout/orders/{number}';
  conforms(await call(`${server.url}/api/checkout/orders/${number}`, { token: ada.token }), orderPath, 'get', 200);
  conforms(await call(`${server.url}/api/checkout/orders/${number}`, { token: bob.token }), orderPath, 'get', 404);
  conforms(await call(`${server.url}/api/checkout/orders/${number}`), orderPath, 'get', 401);

  const address = '/api/checkout/shipping-address';
  conforms(await call(`${server.url}${address}`, { token: ada.token }), address, 'get', 200);
  conforms(await call(`${server.url}${address}`, { token: bob.token }), address, 'get', 200); // null: no order yet
  conforms(await call(`${server.url}${address}`), address, 'get', 401);

  conforms(await post('/api/payment/test-card', { order_number: number, outcome: 'maybe' }, ada.token), '/api/payment/test-card', 'post', 400);
  conforms(await post('/api/payment/test-card', { order_number: number, outcome: 'failure' }, bob.token), '/api/payment/test-card', 'post', 404);
  conforms(await post('/api/payment/test-card', { order_number: number, outcome: 'failure' }), '/api/payment/test-card', 'post', 401);
  conforms(await post('/api/payment/test-card', { order_number: number, outcome: 'failure' }, ada.token), '/api/payment/test-card', 'post', 200);

  const outcome: Outcome = { order_number: number, outcome: 'succeeded', reference: 'doc-ref', amount: 1_000 };
  const callback = '/api/payment/callback';
  conforms(await post(callback, outcome, undefined, { 'Payment-Signature': 'sha256=00' }), callback, 'post', 401);
  conforms(await post(callback, { order_number: 5 }, undefined, { 'Payment-Signature': 'sha256=00' }), callback, 'post', 400);
  const unknown = { ...outcome, order_number: 'NC-000000-NOPE00' };
  conforms(await post(callback, unknown, undefined, { 'Payment-Signature': signature(unknown) }), callback, 'post', 404);
  const short = { ...outcome, amount: 1 };
  conforms(await post(callback, short, undefined, { 'Payment-Signature': signature(short) }), callback, 'post', 409);
  conforms(await post(callback, outcome, undefined, { 'Payment-Signature': signature(outcome) }), callback, 'post', 200);
  conforms(await post('/api/payment/test-card', { order_number: number, outcome: 'success' }, ada.token), '/api/payment/test-card', 'post', 409);
});

it.skipIf(!official)('serves a document that validates against the official OpenAPI 3.1 schema, with the shop, careers and dashboard routes', async () => {
  expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/checkout', '/api/checkout/orders/{number}', '/api/payment/callback', '/api/payment/test-card', '/api/careers/jobs', '/api/careers/exam/submit', '/api/dashboard']));
  const output = await official!.validate('https://spec.openapis.org/oas/3.1/schema-base', doc);
  expect(output.valid, JSON.stringify(output)).toBe(true);
});
