/**
 * Issue 9, shop, under concurrency: requests sent in the same instant
 * (tests/helpers/burst.ts), on SQLite and on PostgreSQL (TEST_DATABASE_URL),
 * where the queries of concurrent requests interleave. One idempotency key
 * makes one order; repeated callbacks take the stock once; the last units are
 * sold exactly once; a cancel racing a cancel gives the stock back once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { burst } from '../helpers/burst';
import { call, login } from '../helpers/http';
import { createPostgresDatabase, POSTGRES } from '../helpers/postgres';
import { ADMIN, startTestServer, type TestServer } from '../helpers/server';
import { addCustomer, addProduct, checkoutBody, signature, stockOf, type Outcome } from '../helpers/shop';

describe.each([
  { database: 'SQLite', postgres: false },
  { database: 'PostgreSQL', postgres: true },
])('the shop under concurrent requests on $database', ({ postgres }) => {
  let server: TestServer;
  let dropDatabase: (() => Promise<void>) | undefined;
  let customers: { token: string; id: number }[] = [];
  let admin: string;
  const skip = postgres && !POSTGRES;

  beforeAll(async () => {
    if (skip) return;
    const pg = postgres ? await createPostgresDatabase('shop_race') : undefined;
    dropDatabase = pg ? () => pg.drop() : undefined;
    server = await startTestServer(pg ? { databaseUrl: pg.url } : {});
    customers = [];
    for (let i = 0; i < 4; i++) customers.push(await addCustomer(server.url, `racer${i}@shop.test`));
    admin = await login(server.url, ADMIN.email, ADMIN.password);
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await dropDatabase?.();
  });

  const orders = async () => Number((await server.db('orders').count({ n: '*' }))[0]!.n);

  it.skipIf(skip)('makes one order of 12 identical checkouts sent at once with one key', async () => {
    const id = await addProduct(server.db, { name: 'Race product', price: 4_000, quantity: 50 });
    const before = await orders();
    const json = checkoutBody([{ product_id: id, quantity: 1 }], { idempotency_key: 'one-key-for-all-12' });
    const answers = await burst(server.url, Array.from({ length: 12 }, () => ({ method: 'POST', path: '/api/checkout', token: customers[0]!.token, json })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
    expect(new Set(answers.map((a) => a.body.data.order_number)).size).toBe(1);
    expect(await orders()).toBe(before + 1);
  });

  it.skipIf(skip)('takes the stock once for 10 identical payment callbacks sent at once', async () => {
    const id = await addProduct(server.db, { name: 'Callback race product', price: 2_500, quantity: 9 });
    const placed = await call(`${server.url}/api/checkout`, { method: 'POST', token: customers[1]!.token, json: checkoutBody([{ product_id: id, quantity: 3 }], { idempotency_key: 'callback-race-1' }) });
    const outcome: Outcome = { order_number: placed.body.data.order_number, outcome: 'succeeded', reference: 'race-ref', amount: 7_500 };
    const answers = await burst(server.url, Array.from({ length: 10 }, () => ({ method: 'POST', path: '/api/payment/callback', json: outcome, headers: { 'Payment-Signature': signature(outcome) } })));
    expect(answers.map((a) => [a.status, a.body.data.status])).toEqual(Array.from({ length: 10 }, () => [200, 'paid']));
    expect(await stockOf(server.db, id)).toBe(6);
  });

  it.skipIf(skip)('sells the last 5 units exactly once to 20 buyers checking out and paying at once', async () => {
    const id = await addProduct(server.db, { name: 'Last five', price: 1_000, quantity: 5 });
    const buyers = Array.from({ length: 20 }, (_, i) => customers[i % 4]!);
    const placed = await burst(
      server.url,
      buyers.map((c, i) => ({ method: 'POST', path: '/api/checkout', token: c.token, json: checkoutBody([{ product_id: id, quantity: 1 }], { idempotency_key: `last-five-${i}-key` }) })),
    );
    expect(placed.map((a) => a.status)).toEqual(Array.from({ length: 20 }, () => 201));
    const paid = await burst(
      server.url,
      buyers.map((c, i) => ({ method: 'POST', path: '/api/payment/test-card', token: c.token, json: { order_number: placed[i]!.body.data.order_number, outcome: 'success' } })),
    );
    const statuses = paid.map((a) => a.body.data.status);
    expect([statuses.filter((s) => s === 'paid').length, statuses.filter((s) => s === 'failed').length]).toEqual([5, 15]);
    expect(await stockOf(server.db, id)).toBe(0);
    const rows = await server.db('orders').whereIn('order_number', placed.map((a) => a.body.data.order_number)).select('status');
    expect(rows.filter((r) => r.status === 'paid')).toHaveLength(5);
  });

  it.skipIf(skip)('gives the stock back once when 8 cancels of a paid order arrive at once', async () => {
    const id = await addProduct(server.db, { name: 'Cancel race product', price: 1_000, quantity: 5 });
    const placed = await call(`${server.url}/api/checkout`, { method: 'POST', token: customers[2]!.token, json: checkoutBody([{ product_id: id, quantity: 2 }], { idempotency_key: 'cancel-race-1' }) });
    await call(`${server.url}/api/payment/test-card`, { method: 'POST', token: customers[2]!.token, json: { order_number: placed.body.data.order_number, outcome: 'success' } });
    expect(await stockOf(server.db, id)).toBe(3);
    const orderId = Number((await server.db('orders').where({ order_number: placed.body.data.order_number }).first('id')).id);
    const answers = await burst(server.url, Array.from({ length: 8 }, () => ({ method: 'POST', path: `/api/order/${orderId}/actions/cancel`, token: admin })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    expect(await stockOf(server.db, id)).toBe(5);
  });

  it.skipIf(skip)('keeps stock and status in step when payments and cancels of one order race', async () => {
    for (let round = 0; round < 3; round++) {
      const id = await addProduct(server.db, { name: `Pay or cancel ${round}`, price: 1_000, quantity: 5 });
      const placed = await call(`${server.url}/api/checkout`, { method: 'POST', token: customers[3]!.token, json: checkoutBody([{ product_id: id, quantity: 2 }], { idempotency_key: `pay-or-cancel-${round}` }) });
      const number = placed.body.data.order_number as string;
      const orderId = Number((await server.db('orders').where({ order_number: number }).first('id')).id);
      const outcome: Outcome = { order_number: number, outcome: 'succeeded', reference: `pc-${round}`, amount: 2_000 };
      const pay = { method: 'POST', path: '/api/payment/callback', json: outcome, headers: { 'Payment-Signature': signature(outcome) } };
      const cancel = { method: 'POST', path: `/api/order/${orderId}/actions/cancel`, token: admin };
      await burst(server.url, [pay, cancel, pay, cancel, pay, cancel]);
      const { status } = await server.db('orders').where({ id: orderId }).first('status');
      // paid: the stock is taken; cancelled: whatever happened before, it is back
      expect([status, await stockOf(server.db, id)]).toEqual(status === 'paid' ? ['paid', 3] : ['cancelled', 5]);
    }
  });
});
