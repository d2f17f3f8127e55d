/**
 * Issue 9, shop: the test provider's signed callback moves an order pending →
 * paid (stock taken once) or failed (stock untouched); staff's declared
 * actions move it on, and a cancelled paid order gives its stock back once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login } from '../helpers/http';
import { ADMIN, startTestServer, type TestServer } from '../helpers/server';
import { addCustomer, addProduct, checkoutBody, signature, stockOf, type Outcome } from '../helpers/shop';

let server: TestServer;
let ada: { token: string; id: number };
let bob: { token: string; id: number };
let admin: string;
let keyNo = 0;

async function order(token: string, lines: { product_id: number; quantity: number }[]): Promise<{ number: string; total: number }> {
  const res = await call(`${server.url}/api/checkout`, { method: 'POST', token, json: checkoutBody(lines), headers: { 'Idempotency-Key': `pay-key-${++keyNo}-xyz` } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { number: res.body.data.order_number, total: res.body.data.total };
}
const callback = (o: Outcome, sig = signature(o)) => call(`${server.url}/api/payment/callback`, { method: 'POST', json: o, headers: { 'Payment-Signature': sig } });
const pay = (token: string, order_number: string, outcome: 'success' | 'failure') => call(`${server.url}/api/payment/test-card`, { method: 'POST', token, json: { order_number, outcome } });
const row = (number: string) => server.db('orders').where({ order_number: number }).first();
const action = (id: number, name: string, token = admin) => call(`${server.url}/api/order/${id}/actions/${name}`, { method: 'POST', token });

beforeAll(async () => {
  server = await startTestServer();
  ada = await addCustomer(server.url, 'ada@pay.test');
  bob = await addCustomer(server.url, 'bob@pay.test');
  admin = await login(server.url, ADMIN.email, ADMIN.password);
});
afterAll(() => server?.close());

describe('the payment callback', () => {
  it('pays the order once: a repeated callback takes no more stock', async () => {
    const id = await addProduct(server.db, { name: 'Callback product', price: 2_000, quantity: 10 });
    const o = await order(ada.token, [{ product_id: id, quantity: 3 }]);
    const outcome: Outcome = { order_number: o.number, outcome: 'succeeded', reference: 'ref-1', amount: 6_000 };
    const first = await callback(outcome);
    expect(first).toEqual({ status: 200, body: { data: { order_number: o.number, status: 'paid', message: null } } });
    expect((await callback(outcome)).body.data.status).toBe('paid');
    expect(await stockOf(server.db, id)).toBe(7);
    const paid = await row(o.number);
    expect([paid.status, paid.payment_reference]).toEqual(['paid', 'ref-1']);
    expect(Date.now() - Date.parse(paid.paid_at)).toBeLessThan(60_000);
  });

  it('refuses a bad or missing signature, and a signature for other values; the order stays pending', async () => {
    const id = await addProduct(server.db, { name: 'Signed product', price: 1_000, quantity: 10 });
    const o = await order(ada.token, [{ product_id: id, quantity: 1 }]);
    const outcome: Outcome = { order_number: o.number, outcome: 'succeeded', reference: 'ref-2', amount: 1_000 };
    const forged = await callback(outcome, signature(outcome, 'another-secret'));
    expect(forged).toEqual({ status: 401, body: { error: { message: 'The payment callback signature is not valid' } } });
    expect((await callback(outcome, '')).status).toBe(401);
    // signed for 1 cent, sent for the full amount
    expect((await callback(outcome, signature({ ...outcome, amount: 1 }))).status).toBe(401);
    expect((await call(`${server.url}/api/payment/callback`, { method: 'POST', json: { hello: 1 } })).status).toBe(400);
    expect([(await row(o.number)).status, await stockOf(server.db, id)]).toEqual(['pending', 10]);
  });

  it('refuses a genuine callback whose amount is not the order total', async () => {
    const id = await addProduct(server.db, { name: 'Amount product', price: 1_000, quantity: 10 });
    const o = await order(ada.token, [{ product_id: id, quantity: 1 }]);
    const res = await callback({ order_number: o.number, outcome: 'succeeded', reference: 'ref-3', amount: 1 });
    expect(res).toEqual({ status: 409, body: { error: { message: `The amount paid does not match the total of order ${o.number}` } } });
    expect([(await row(o.number)).status, await stockOf(server.db, id)]).toEqual(['pending', 10]);
  });

  it('fails an order whose stock ran out after checkout, with the reason, and takes nothing', async () => {
    const a = await addProduct(server.db, { name: 'Plenty product', price: 500, quantity: 10 });
    const b = await addProduct(server.db, { name: 'Scarce product', price: 500, quantity: 1 });
    const first = await order(ada.token, [{ product_id: b, quantity: 1 }]);
    const second = await order(bob.token, [{ product_id: a, quantity: 2 }, { product_id: b, quantity: 1 }]);
    expect((await pay(ada.token, first.number, 'success')).body.data.status).toBe('paid');
    const late = await pay(bob.token, second.number, 'success');
    expect(late.body.data).toEqual({ order_number: second.number, status: 'failed', message: 'Scarce product sold out before the payment; nothing was charged' });
    // the plenty product's take was rolled back with the rest
    expect([await stockOf(server.db, a), await stockOf(server.db, b)]).toEqual([10, 0]);
  });
});

describe('the test provider', () => {
  it('a failed payment leaves the stock alone, and the order can be paid again', async () => {
    const id = await addProduct(server.db, { name: 'Retry product', price: 1_500, quantity: 4 });
    const o = await order(ada.token, [{ product_id: id, quantity: 2 }]);
    const failed = await pay(ada.token, o.number, 'failure');
    expect(failed.body.data).toEqual({ order_number: o.number, status: 'failed', message: 'The card was declined (test provider)' });
    expect(await stockOf(server.db, id)).toBe(4);
    const paid = await pay(ada.token, o.number, 'success');
    expect(paid.body.data).toEqual({ order_number: o.number, status: 'paid', message: null });
    expect(await stockOf(server.db, id)).toBe(2);
    const again = await pay(ada.token, o.number, 'success');
    expect(again).toEqual({ status: 409, body: { error: { message: `Order ${o.number} is paid; there is nothing to pay` } } });
    expect(await stockOf(server.db, id)).toBe(2);
  });

  it("will not pay another customer's order (404, as a missing one)", async () => {
    const id = await addProduct(server.db, { name: 'Not yours product', price: 1_500, quantity: 4 });
    const o = await order(ada.token, [{ product_id: id, quantity: 1 }]);
    expect(await pay(bob.token, o.number, 'success')).toEqual({ status: 404, body: { error: { message: `Order ${o.number} was not found` } } });
    expect((await pay('', o.number, 'success')).status).toBe(401);
    expect([(await row(o.number)).status, await stockOf(server.db, id)]).toEqual(['pending', 4]);
  });
});

describe("staff's order actions", () => {
  it('ship and complete a paid order; cancelling a shipped one gives the stock back once', async () => {
    const id = await addProduct(server.db, { name: 'Shipped product', price: 800, quantity: 6 });
    const o = await order(ada.token, [{ product_id: id, quantity: 2 }]);
    await pay(ada.token, o.number, 'success');
    const orderId = Number((await row(o.number)).id);
    expect((await action(orderId, 'ship')).body.data.status).toBe('shipped');
    expect(await stockOf(server.db, id)).toBe(4);
    expect((await action(orderId, 'cancel')).body.data.status).toBe('cancelled');
    expect(await stockOf(server.db, id)).toBe(6);
    expect((await action(orderId, 'cancel')).status).toBe(409);
    expect(await stockOf(server.db, id)).toBe(6);
  });

  it('a bulk cancel runs the same hooks: both paid orders give their stock back; a bulk "Mark as paid" short of stock changes nothing', async () => {
    const id = await addProduct(server.db, { name: 'Bulk product', price: 500, quantity: 5 });
    const a = await order(ada.token, [{ product_id: id, quantity: 2 }]);
    const b = await order(bob.token, [{ product_id: id, quantity: 1 }]);
    await pay(ada.token, a.number, 'success');
    await pay(bob.token, b.number, 'success');
    expect(await stockOf(server.db, id)).toBe(2);
    const ids = [Number((await row(a.number)).id), Number((await row(b.number)).id)];
    const cancelled = await call(`${server.url}/api/order/bulk`, { method: 'POST', token: admin, json: { action: 'cancel', ids } });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(await stockOf(server.db, id)).toBe(5);

    const c = await order(ada.token, [{ product_id: id, quantity: 3 }]);
    const d = await order(bob.token, [{ product_id: id, quantity: 3 }]);
    const both = [Number((await row(c.number)).id), Number((await row(d.number)).id)];
    const refused = await call(`${server.url}/api/order/bulk`, { method: 'POST', token: admin, json: { action: 'mark_paid', ids: both } });
    expect(refused.status).toBe(409);
    expect(await stockOf(server.db, id)).toBe(5);
    expect((await row(c.number)).status).toBe('pending');
  });

  it('cancelling a pending or failed order moves no stock', async () => {
    const id = await addProduct(server.db, { name: 'Unpaid product', price: 800, quantity: 6 });
    const pending = await order(ada.token, [{ product_id: id, quantity: 2 }]);
    const failed = await order(ada.token, [{ product_id: id, quantity: 1 }]);
    await pay(ada.token, failed.number, 'failure');
    for (const o of [pending, failed]) expect((await action(Number((await row(o.number)).id), 'cancel')).body.data.status).toBe('cancelled');
    expect(await stockOf(server.db, id)).toBe(6);
  });

  it('"Mark as paid" takes the stock, and is refused (changing nothing) when the stock is short', async () => {
    const id = await addProduct(server.db, { name: 'Bank transfer product', price: 800, quantity: 3 });
    const a = await order(ada.token, [{ product_id: id, quantity: 2 }]);
    const b = await order(bob.token, [{ product_id: id, quantity: 2 }]);
    const paid = await action(Number((await row(a.number)).id), 'mark_paid');
    expect(paid.body.data.status).toBe('paid');
    expect(paid.body.data.paid_at).toBeTruthy();
    expect(await stockOf(server.db, id)).toBe(1);
    const short = await action(Number((await row(b.number)).id), 'mark_paid');
    expect(short).toEqual({ status: 409, body: { error: { message: 'Bank transfer product sold out before the payment; nothing was charged' } } });
    expect([(await row(b.number)).status, await stockOf(server.db, id)]).toEqual(['pending', 1]);
  });

  it("an edit of the status by staff moves the stock as the actions do (the order's lifecycle hooks)", async () => {
    const id = await addProduct(server.db, { name: 'Edited product', price: 800, quantity: 5 });
    const o = await order(ada.token, [{ product_id: id, quantity: 2 }]);
    const orderId = Number((await row(o.number)).id);
    const edit = (status: string) => call(`${server.url}/api/order/${orderId}`, { method: 'PATCH', token: admin, json: { status } });
    const paid = await edit('paid');
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body.data.paid_at).toBeTruthy();
    expect(await stockOf(server.db, id)).toBe(3);
    expect((await edit('shipped')).status).toBe(200);
    expect(await stockOf(server.db, id)).toBe(3);
    expect((await edit('cancelled')).status).toBe(200);
    expect(await stockOf(server.db, id)).toBe(5);
  });

  it('customers cannot run them', async () => {
    const id = await addProduct(server.db, { name: 'Customer action product', price: 800, quantity: 3 });
    const o = await order(ada.token, [{ product_id: id, quantity: 1 }]);
    expect((await action(Number((await row(o.number)).id), 'mark_paid', ada.token)).status).toBe(403);
  });
});
