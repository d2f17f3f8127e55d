/**
 * Issue 9, shop: checkout prices come from the database, the idempotency key
 * makes a repeat find the first order, and sign-in and ownership are required.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineHooks } from '../../generated/server/local-api';
import { call } from '../helpers/http';
import { startTestServer, type TestServer } from '../helpers/server';
import { addCustomer, addProduct, checkoutBody, stockOf } from '../helpers/shop';

let server: TestServer;
let ada: { token: string; id: number };
let bob: { token: string; id: number };
let keyNo = 0;
const newKey = () => `test-key-${++keyNo}-abcdef`;

/** `key` null sends no Idempotency-Key header. */
const checkout = (token: string | undefined, json: unknown, key: string | null = newKey()) =>
  call(`${server.url}/api/checkout`, { method: 'POST', ...(token ? { token } : {}), json, headers: key ? { 'Idempotency-Key': key } : {} });
const orderCount = async () => Number((await server.db('orders').count({ n: '*' }))[0]!.n);

/** A local calendar day `offset` days from today, YYYY-MM-DD. */
function day(offset: number): string {
  const d = new Date();
  d.setDate(d.getDate() + offset);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** What the order's `afterCommit` hook saw of each new order: its number and how many lines were committed with it. */
const committed: string[] = [];
const orderCommits = defineHooks('order', {
  afterCommit: async ({ operation, record, services }) => {
    if (operation !== 'create' || !record) return;
    const [{ n }] = (await services.db('order_items').where({ order_id: record.id }).count({ n: '*' })) as [{ n: number | string }];
    committed.push(`${record.order_number}: ${Number(n)} lines`);
  },
});

beforeAll(async () => {
  server = await startTestServer({ hooks: [orderCommits] });
  ada = await addCustomer(server.url, 'ada@shop.test');
  bob = await addCustomer(server.url, 'bob@shop.test');
});
afterAll(() => server?.close());

describe('POST /api/checkout', () => {
  it('charges the database price, whatever total or prices the browser adds', async () => {
    const id = await addProduct(server.db, { name: 'Backup licence', price: 12_500, quantity: 10 });
    const res = await checkout(ada.token, { ...checkoutBody([{ product_id: id, quantity: 2, price: 1, line_total: 2 } as never]), total: 1, subtotal: 1, status: 'paid', user_id: bob.id });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data).toMatchObject({ status: 'pending', subtotal: 25_000, discount_total: 0, total: 25_000, items: [{ product_id: id, name: 'Backup licence', unit_price: 12_500, quantity: 2, line_total: 25_000 }] });
    expect(res.body.data.order_number).toMatch(/^NC-\d{6}-[2-9A-HJ-NP-Z]{6}$/);
    expect(res.body.data.payment_url).toBe(`/payment?order=${res.body.data.order_number}`);
    const row = await server.db('orders').where({ order_number: res.body.data.order_number }).first();
    expect([Number(row.user_id), row.status, Number(row.total)]).toEqual([ada.id, 'pending', 25_000]);
  });

  it("runs the order's afterCommit hooks once the order and all its lines are committed", async () => {
    const first = await addProduct(server.db, { name: 'Firewall appliance', price: 90_000, quantity: 3 });
    const second = await addProduct(server.db, { name: 'Installation day', price: 120_000, quantity: 3 });
    const res = await checkout(ada.token, checkoutBody([{ product_id: first, quantity: 1 }, { product_id: second, quantity: 2 }]));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(committed).toContain(`${res.body.data.order_number}: 2 lines`);
  });

  it('charges the discount price inside the window, and says so in the discount total', async () => {
    const id = await addProduct(server.db, { name: 'Workshop seat', price: 10_000, discount_price: 8_000, discount_start_date: day(-1), discount_end_date: day(0), quantity: 5 });
    const res = await checkout(ada.token, checkoutBody([{ product_id: id, quantity: 3, unit_price: 8_000 }]));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data).toMatchObject({ subtotal: 30_000, discount_total: 6_000, total: 24_000 });
  });

  it('refuses a price the cart showed that is not the price any more, naming the product; no order is written', async () => {
    const id = await addProduct(server.db, { name: 'Support plan Gold', price: 50_000, quantity: 5 });
    const before = await orderCount();
    const res = await checkout(ada.token, checkoutBody([{ product_id: id, quantity: 1, unit_price: 100 }]));
    expect(res.status).toBe(409);
    expect(res.body.error).toEqual({
      message: 'The price of Support plan Gold changed from $1.00 to $500.00; review your cart',
      fields: { 'lines.0': 'The price of Support plan Gold changed from $1.00 to $500.00; review your cart' },
    });
    expect(await orderCount()).toBe(before);
  });

  it('names a product that is gone, off sale, sold out or short of stock', async () => {
    const off = await addProduct(server.db, { name: 'Old licence', price: 100, quantity: 5, active: false });
    const none = await addProduct(server.db, { name: 'Sold-out seat', price: 100, quantity: 0 });
    const few = await addProduct(server.db, { name: 'Last seats', price: 100, quantity: 2 });
    const before = await orderCount();
    const cases: [number, number, string][] = [
      [999_999, 1, 'A product in your cart (number 999999) is no longer sold; remove it from the cart'],
      [off, 1, 'Old licence is no longer on sale; remove it from the cart'],
      [none, 1, 'Sold-out seat is out of stock'],
      [few, 3, 'Only 2 of Last seats left in stock'],
    ];
    for (const [product_id, quantity, message] of cases) {
      const res = await checkout(ada.token, checkoutBody([{ product_id, quantity }]));
      expect([res.status, res.body.error.message]).toEqual([409, message]);
    }
    expect(await orderCount()).toBe(before);
  });

  it('adds up the same product sent twice as one line', async () => {
    const id = await addProduct(server.db, { name: 'Twice product', price: 1_000, quantity: 5 });
    const res = await checkout(ada.token, checkoutBody([{ product_id: id, quantity: 1 }, { product_id: id, quantity: 2 }]));
    expect(res.body.data.items).toEqual([{ product_id: id, name: 'Twice product', unit_price: 1_000, quantity: 3, line_total: 3_000 }]);
  });

  it('answers the first order again for the same key (header or body), one order in all', async () => {
    const id = await addProduct(server.db, { name: 'Idempotent product', price: 700, quantity: 5 });
    const before = await orderCount();
    const first = await checkout(ada.token, checkoutBody([{ product_id: id, quantity: 1 }]), 'same-key-0001');
    const again = await checkout(ada.token, checkoutBody([{ product_id: id, quantity: 1 }]), 'same-key-0001');
    const inBody = await checkout(ada.token, checkoutBody([{ product_id: id, quantity: 1 }], { idempotency_key: 'same-key-0001' }), null);
    expect([first.status, again.status, inBody.status]).toEqual([201, 200, 200]);
    expect(again.body.data.order_number).toBe(first.body.data.order_number);
    expect(inBody.body.data.order_number).toBe(first.body.data.order_number);
    expect(await orderCount()).toBe(before + 1);
    // the key is per customer: Bob's order with the same key is his own
    const bobs = await checkout(bob.token, checkoutBody([{ product_id: id, quantity: 1 }]), 'same-key-0001');
    expect(bobs.status).toBe(201);
    expect(bobs.body.data.order_number).not.toBe(first.body.data.order_number);
  });

  it('answers the first order for its key even after its stock was sold', async () => {
    const id = await addProduct(server.db, { name: 'Sold after order', price: 700, quantity: 1 });
    const first = await checkout(ada.token, checkoutBody([{ product_id: id, quantity: 1 }]), 'sold-after-key');
    await server.db('products').where({ id }).update({ quantity: 0 });
    const retry = await checkout(ada.token, checkoutBody([{ product_id: id, quantity: 1 }]), 'sold-after-key');
    expect([retry.status, retry.body.data?.order_number]).toEqual([200, first.body.data.order_number]);
  });

  it('needs a sign-in, an idempotency key, lines and the shipping address', async () => {
    const id = await addProduct(server.db, { name: 'Validated product', price: 700, quantity: 5 });
    const before = await orderCount();
    expect((await checkout(undefined, checkoutBody([{ product_id: id, quantity: 1 }]))).status).toBe(401);
    const noKey = await checkout(ada.token, checkoutBody([{ product_id: id, quantity: 1 }]), null);
    expect([noKey.status, noKey.body.error.fields]).toEqual([400, { idempotency_key: 'This field is required' }]);
    const badKey = await checkout(ada.token, checkoutBody([{ product_id: id, quantity: 1 }]), 'short');
    expect([badKey.status, badKey.body.error.fields]).toEqual([400, { idempotency_key: 'Use 8 to 100 letters, digits, - or _' }]);
    const empty = await checkout(ada.token, checkoutBody([]));
    expect([empty.status, empty.body.error.fields]).toEqual([400, { lines: 'Add at least one product' }]);
    const zero = await checkout(ada.token, checkoutBody([{ product_id: id, quantity: 0 }]));
    expect([zero.status, zero.body.error.fields]).toEqual([400, { 'lines.0.quantity': 'Must be at least 1' }]);
    const noAddress = await checkout(ada.token, { lines: [{ product_id: id, quantity: 1 }], shipping_name: 'Ada' });
    expect(noAddress.status).toBe(400);
    expect(noAddress.body.error.fields).toEqual({
      shipping_address: 'This field is required',
      shipping_city: 'This field is required',
      shipping_postcode: 'This field is required',
      shipping_country: 'This field is required',
    });
    expect(await orderCount()).toBe(before);
  });
});

describe('GET /api/checkout/orders/:number', () => {
  it("answers the owner's order and hides it from everyone else (404, as a missing one)", async () => {
    const id = await addProduct(server.db, { name: 'Private order product', price: 900, quantity: 5 });
    const placed = await checkout(ada.token, checkoutBody([{ product_id: id, quantity: 1 }]));
    const number = placed.body.data.order_number as string;
    const own = await call(`${server.url}/api/checkout/orders/${number}`, { token: ada.token });
    expect([own.status, own.body.data.total, own.body.data.items.length]).toEqual([200, 900, 1]);
    const other = await call(`${server.url}/api/checkout/orders/${number}`, { token: bob.token });
    expect(other).toEqual({ status: 404, body: { error: { message: `Order ${number} was not found` } } });
    expect((await call(`${server.url}/api/checkout/orders/${number}`)).status).toBe(401);
    expect(await stockOf(server.db, id)).toBe(5); // placing an order takes no stock: paying does
  });
});

describe('the shipping country', () => {
  it('is one of the list (by name or ISO code, any case), stored as its name; anything else is a field error', async () => {
    const id = await addProduct(server.db, { name: 'Country product', price: 500, quantity: 10 });
    const before = await orderCount();
    for (const country of ['Atlantis', 'USA', 'Deutschland']) {
      const res = await checkout(ada.token, checkoutBody([{ product_id: id, quantity: 1 }], { shipping_country: country }));
      expect([res.status, res.body.error.fields]).toEqual([400, { shipping_country: 'Choose a country from the list' }]);
    }
    expect(await orderCount()).toBe(before);
    for (const [sent, stored] of [['Germany', 'Germany'], ['gb', 'United Kingdom'], ["côte d'ivoire", "Côte d'Ivoire"]]) {
      const res = await checkout(ada.token, checkoutBody([{ product_id: id, quantity: 1 }], { shipping_country: sent }));
      expect([res.status, res.body.data.shipping_country]).toEqual([201, stored]);
    }
  });
});

describe('GET /api/checkout/shipping-address', () => {
  it("answers the address of the user's own latest order, null before the first, and needs a sign-in", async () => {
    const carol = await addCustomer(server.url, 'carol@shop.test');
    expect(await call(`${server.url}/api/checkout/shipping-address`, { token: carol.token })).toEqual({ status: 200, body: { data: null } });
    const id = await addProduct(server.db, { name: 'Address product', price: 300, quantity: 10 });
    await checkout(carol.token, checkoutBody([{ product_id: id, quantity: 1 }], { shipping_city: 'Old Town' }));
    const latest = {
      shipping_name: 'Carol Baker',
      shipping_company: 'Baker & Daughters',
      shipping_address: '9 Quay Street',
      shipping_city: 'Galway',
      shipping_postcode: 'H91 X2Y3',
      shipping_country: 'Ireland',
      shipping_phone: '+353 91 555 0100',
    };
    expect((await checkout(carol.token, { lines: [{ product_id: id, quantity: 1 }], ...latest })).status).toBe(201);
    // Another customer's later order is not Carol's last address.
    await checkout(bob.token, checkoutBody([{ product_id: id, quantity: 1 }]));
    expect(await call(`${server.url}/api/checkout/shipping-address`, { token: carol.token })).toEqual({ status: 200, body: { data: latest } });
    expect((await call(`${server.url}/api/checkout/shipping-address`)).status).toBe(401);
  });
});
