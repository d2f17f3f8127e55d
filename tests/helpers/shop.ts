/**
 * Shop fixtures for API and browser tests: products written straight into the
 * test database (the product API needs a photo upload, which these tests are
 * not about), customers signed up through the API, and payment callbacks
 * signed the way README.md documents (HMAC-SHA256 with HMAC(JWT secret, "payment-callback")),
 * computed here with node:crypto, not with the code under test.
 */
import { createHmac } from 'node:crypto';
import type { Knex } from 'knex';
import { call } from './http';
import { TEST_SECRET } from './server';

let made = 0;

export interface ProductSpec {
  name: string;
  price: number;
  quantity: number;
  discount_price?: number;
  discount_start_date?: string;
  discount_end_date?: string;
  active?: boolean;
}

export async function addProduct(db: Knex, spec: ProductSpec): Promise<number> {
  made += 1;
  const now = new Date().toISOString();
  let category = await db('categories').where({ slug: 'test-shop' }).first('id');
  if (!category) {
    await db('categories').insert({ name: 'Test shop', slug: 'test-shop', display_order: 0, active: true, created_at: now, updated_at: now });
    category = await db('categories').where({ slug: 'test-shop' }).first('id');
  }
  await db('products').insert({
    slug: `test-product-${made}-${Date.now()}`,
    category_id: category.id,
    billing: 'one_time',
    photo: 'uploads/product/test.png',
    active: true,
    featured: false,
    created_at: now,
    updated_at: now,
    ...spec,
  });
  return Number((await db('products').where({ name: spec.name }).orderBy('id', 'desc').first('id')).id);
}

export const stockOf = async (db: Knex, id: number) => Number((await db('products').where({ id }).first('quantity')).quantity);

/** A new customer through the sign-up API; answers their token and id. */
export async function addCustomer(url: string, email: string): Promise<{ token: string; id: number }> {
  const res = await call(`${url}/api/auth/register`, { method: 'POST', json: { first_name: 'Test', last_name: 'Buyer', email, password: 'buyer-password-1' } });
  if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { token: res.body.data.token, id: res.body.data.user.id };
}

export const SHIPPING = {
  shipping_name: 'Ada Buyer',
  shipping_address: '1 Market Street',
  shipping_city: 'Springfield',
  shipping_postcode: '12345',
  shipping_country: 'United States',
};

export function checkoutBody(lines: { product_id: number; quantity: number; unit_price?: number }[], extra: Record<string, unknown> = {}) {
  return { lines, ...SHIPPING, ...extra };
}

export interface Outcome {
  order_number: string;
  outcome: 'succeeded' | 'failed';
  reference: string;
  amount: number;
  message?: string;
}

/** The Payment-Signature header value for `o`, signed with the test server's secret (or `secret`). */
export function signature(o: Outcome, secret = TEST_SECRET): string {
  const key = createHmac('sha256', secret).update('payment-callback').digest('hex');
  return `sha256=${createHmac('sha256', key).update([o.order_number, o.outcome, o.reference, String(o.amount)].join('.')).digest('hex')}`;
}
