/**
 * Issue 7, item 4: failed sign-ins are limited per account whatever the
 * email's spelling, and per address across accounts; writes without a
 * sign-in (sign-up, public forms) share one limit per address. Each answers
 * 429 with the error shape, as the OpenAPI document says.
 */
import { afterEach, describe, expect, it } from 'vitest';
import openapi from '../../generated/openapi.json';
import { call, login } from '../helpers/http';
import { ADMIN, startTestServer, type TestServer } from '../helpers/server';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const signIn = (email: string, password: string) => call(`${server!.url}/api/auth/login`, { method: 'POST', json: { email, password } });
const SIGN_IN_LIMITED = { error: { message: 'Too many failed sign-in attempts; wait 15 minutes and try again' } };

describe('sign-in', () => {
  it('counts every spelling of one email against one budget', async () => {
    server = await startTestServer({ limits: { signInPerAccount: 3, signInPerAddress: 100 } });
    for (const email of [' admin@test.local', 'ADMIN@test.local', 'admin@test.local ']) expect((await signIn(email, 'wrong-password')).status).toBe(401);
    const limited = await signIn('Admin@Test.Local', ADMIN.password);
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual(SIGN_IN_LIMITED);
    // Another account from the same address still has its own budget.
    expect((await signIn('someone@test.local', 'wrong-password')).status).toBe(401);
  });

  it('limits one address trying passwords across many accounts', async () => {
    server = await startTestServer({ limits: { signInPerAccount: 100, signInPerAddress: 4 } });
    for (let i = 0; i < 4; i++) expect((await signIn(`user${i}@test.local`, 'Summer2026!')).status).toBe(401);
    const limited = await signIn('user9@test.local', 'Summer2026!');
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual(SIGN_IN_LIMITED);
  });

  it('does not count successful sign-ins', async () => {
    server = await startTestServer({ limits: { signInPerAccount: 2, signInPerAddress: 2 } });
    for (let i = 0; i < 4; i++) expect((await signIn(ADMIN.email, ADMIN.password)).status).toBe(200);
  });
});

describe('writes without a sign-in', () => {
  it('share one limit per address across sign-up and public forms; signed-in writes are not counted', async () => {
    server = await startTestServer({ limits: { anonymousWritesPerAddress: 3 } });
    const contact = { name: 'Ann', email: 'ann@test.local', subject: 'Hello', message: 'A question' };
    expect((await call(`${server.url}/api/contact`, { method: 'POST', json: contact })).status).toBe(201);
    expect((await call(`${server.url}/api/subscriber`, { method: 'POST', json: { email: 'ann@test.local', source: 'footer' } })).status).toBe(201);
    expect((await call(`${server.url}/api/auth/register`, { method: 'POST', json: { first_name: 'Ann', email: 'ann@test.local', password: 'ann-password-1' } })).status).toBe(201);
    for (const [path, json] of [['/api/contact', contact], ['/api/subscriber', { email: 'bob@test.local', source: 'footer' }], ['/api/auth/register', { first_name: 'Bob', email: 'bob@test.local', password: 'bob-password-1' }]] as const) {
      const res = await call(`${server.url}${path}`, { method: 'POST', json });
      expect(res.status, path).toBe(429);
      expect(res.body).toEqual({ error: { message: 'Too many submissions from your address; wait 15 minutes and try again' } });
    }
    expect(Number((await server.db('contacts').count({ n: '*' }).first())?.n)).toBe(1); // pg counts are strings
    const admin = await login(server.url, ADMIN.email, ADMIN.password);
    expect((await call(`${server.url}/api/contact`, { method: 'POST', token: admin, json: contact })).status).toBe(201);
  });

  it('are documented with 429 in the OpenAPI document', () => {
    const paths = openapi.paths as unknown as Record<string, Record<string, { responses: Record<string, unknown> }>>;
    for (const [path, method] of [['/api/auth/login', 'post'], ['/api/auth/register', 'post'], ['/api/contact', 'post'], ['/api/subscriber', 'post']]) {
      expect(paths[path]![method]!.responses['429'], `${method} ${path}`).toEqual({ $ref: '#/components/responses/TooManyRequests' });
    }
    // An admin-only create answers 401 to the anonymous before any limit.
    expect(paths['/api/banner']!.post!.responses['429']).toBeUndefined();
  });
});
