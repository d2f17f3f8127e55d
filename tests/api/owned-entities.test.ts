/**
 * The owned entities beyond what every owned entity shares (tests/security/owner-access.test.ts):
 * one bookmark per product and one profile per account, answered with a clear 409; attached
 * related records follow the target's owner access; the profile route changes nothing of the account.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login } from '../helpers/http';
import { ADMIN, startTestServer, type TestServer } from '../helpers/server';

let server: TestServer;
let admin: string;
let alice: { id: number; token: string };
let bob: { id: number; token: string };

async function register(name: string) {
  const made = await call(`${server.url}/api/auth/register`, { method: 'POST', json: { first_name: name, email: `${name}@owned.test`, password: 'owned-password-1' } });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return { id: made.body.data.user.id as number, token: made.body.data.token as string };
}

beforeAll(async () => {
  server = await startTestServer({ demoContent: true });
  admin = await login(server.url, ADMIN.email, ADMIN.password);
  alice = await register('alice');
  bob = await register('bob');
});
afterAll(() => server?.close());

describe('bookmarks', () => {
  it('a second bookmark of the same product answers 409 naming the product; another product or user is fine', async () => {
    const [first, second] = await server.db('products').where({ active: true }).orderBy('id').limit(2).pluck('id');
    const add = (token: string, product_id: number) => call(`${server.url}/api/bookmark`, { method: 'POST', token, json: { product_id } });
    const made = await add(alice.token, first);
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body.data).toMatchObject({ user_id: alice.id, product_id: first, product: { id: first } });
    const again = await add(alice.token, first);
    expect(again).toEqual({ status: 409, body: { error: { message: 'This product is bookmarked already', fields: { product_id: 'This product is bookmarked already' } } } });
    expect((await add(alice.token, second)).status).toBe(201);
    expect((await add(bob.token, first)).status).toBe(201);
    expect(Number((await server.db('bookmarks').where({ user_id: alice.id }).count({ n: '*' }).first())?.n)).toBe(2); // PostgreSQL counts as text
  });

  it('the database refuses a repeat too (the unique index, for races)', async () => {
    const [first] = await server.db('products').orderBy('id').limit(1).pluck('id');
    const now = new Date().toISOString();
    await expect(server.db('bookmarks').insert({ user_id: alice.id, product_id: first, created_at: now, updated_at: now })).rejects.toThrow(/UNIQUE constraint failed: bookmarks.user_id, bookmarks.product_id|duplicate key value violates unique constraint/);
  });
});

describe('profiles', () => {
  it('one per account: a second answers 409, and the owner changes it with PUT', async () => {
    const made = await call(`${server.url}/api/user-profile`, { method: 'POST', token: alice.token, json: { headline: 'Cloud architect', city: 'Lisbon' } });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const again = await call(`${server.url}/api/user-profile`, { method: 'POST', token: alice.token, json: { headline: 'Second' } });
    expect(again).toEqual({ status: 409, body: { error: { message: 'This account has a profile already: change it instead', fields: { user_id: 'This account has a profile already: change it instead' } } } });
    const mine = await call(`${server.url}/api/user-profile`, { token: alice.token });
    expect(mine.body.data.map((p: { headline: string }) => p.headline)).toEqual(['Cloud architect']);
    const changed = await call(`${server.url}/api/user-profile/${made.body.data.id}`, { method: 'PATCH', token: alice.token, json: { bio: 'I build things.' } });
    expect(changed.body.data).toMatchObject({ headline: 'Cloud architect', bio: 'I build things.', user_id: alice.id });
  });

  it('nothing sent to the profile reaches the account: role, email and password stay', async () => {
    const before = await server.db('users').where({ id: bob.id }).first();
    const made = await call(`${server.url}/api/user-profile`, {
      method: 'POST',
      token: bob.token,
      json: { headline: 'Analyst', role_id: 1, email: 'boss@owned.test', password: 'taken-over-1', user_id: alice.id },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body.data.user_id).toBe(bob.id);
    expect(await server.db('users').where({ id: bob.id }).first()).toEqual(before);
  });
});

describe('attached records follow their own owner access', () => {
  it("an order line shows its order to the order's customer only", async () => {
    const order = async (user_id: number, n: string) => {
      const made = await call(`${server.url}/api/order`, { method: 'POST', token: admin, json: { order_number: n, user_id, status: 'pending', currency: 'USD', subtotal: 100, total: 100 } });
      expect(made.status, JSON.stringify(made.body)).toBe(201);
      return made.body.data.id as number;
    };
    const line = async (order_id: number, user_id: number) => {
      const made = await call(`${server.url}/api/order-item`, { method: 'POST', token: admin, json: { order_id, user_id, name: 'Support plan', unit_price: 100, quantity: 1, line_total: 100 } });
      expect(made.status, JSON.stringify(made.body)).toBe(201);
      return made.body.data.id as number;
    };
    const own = await line(await order(alice.id, 'OWN-1'), alice.id);
    // A line Alice owns that points at Bob's order (inconsistent data): the order is not hers to see.
    const foreign = await line(await order(bob.id, 'BOB-1'), alice.id);
    const answer = (id: number, token: string) => call(`${server.url}/api/order-item/${id}`, { token });
    expect((await answer(own, alice.token)).body.data.order).toMatchObject({ order_number: 'OWN-1' });
    expect((await answer(foreign, alice.token)).body.data.order).toBeNull();
    expect((await answer(foreign, admin)).body.data.order).toMatchObject({ order_number: 'BOB-1' });
  });
});
