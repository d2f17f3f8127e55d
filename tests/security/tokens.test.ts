/**
 * Issue 7, item 5 and the token guards: a token ends with sign-out, a
 * password change, a role change and an admin's "sign out everywhere"; only
 * HS256 tokens signed with the secret are taken; an expired one says so.
 */
import jwt from 'jsonwebtoken';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff, registerCustomer } from '../helpers/accounts';
import { call, login } from '../helpers/http';
import { ADMIN, startTestServer, TEST_SECRET, type TestServer } from '../helpers/server';

let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = await login(server.url, ADMIN.email, ADMIN.password);
});
afterAll(() => server?.close());

const me = (token: string) => call(`${server.url}/api/auth/me`, { token });
const ENDED = { error: { message: 'You were signed out; sign in again' } };

describe('tokens end', () => {
  it('at sign-out, on every device', async () => {
    const { token } = await registerCustomer(server.url, 'leaving@test.local');
    const other = await login(server.url, 'leaving@test.local', 'customer-pass-1');
    expect((await me(token)).status).toBe(200);
    expect((await call(`${server.url}/api/auth/logout`, { method: 'POST', token })).status).toBe(204);
    for (const old of [token, other]) expect(await me(old)).toEqual({ status: 401, body: ENDED });
    expect((await me(await login(server.url, 'leaving@test.local', 'customer-pass-1'))).status).toBe(200);
    expect((await call(`${server.url}/api/auth/logout`, { method: 'POST' })).status).toBe(401);
  });

  it('when the password changes, through the account route or by an admin', async () => {
    const customer = await registerCustomer(server.url, 'changer@test.local');
    const changed = await call(`${server.url}/api/auth/password`, { method: 'POST', token: customer.token, json: { current_password: customer.password, new_password: 'changed-pass-1' } });
    expect(changed.status).toBe(200);
    expect(await me(customer.token)).toEqual({ status: 401, body: ENDED });
    const current = changed.body.data.token as string;
    expect((await me(current)).status).toBe(200);

    expect((await call(`${server.url}/api/user/${customer.id}`, { method: 'PATCH', token: admin, json: { password: 'reset-by-admin-1' } })).status).toBe(200);
    expect(await me(current)).toEqual({ status: 401, body: ENDED });
  });

  it('when the role changes, but not for other edits', async () => {
    const staff = await createStaff(server.url, admin, 'mover', { banner: ['read'] });
    expect((await call(`${server.url}/api/user/${staff.id}`, { method: 'PATCH', token: admin, json: { phone: '+1 555 0100' } })).status).toBe(200);
    expect((await me(staff.token)).status).toBe(200);
    const customerRoleId = (await server.db('roles').where({ key: 'customer' }).first('id')).id;
    expect((await call(`${server.url}/api/user/${staff.id}`, { method: 'PATCH', token: admin, json: { role_id: customerRoleId } })).status).toBe(200);
    expect(await me(staff.token)).toEqual({ status: 401, body: ENDED });
  });

  it("when an admin signs the user out everywhere, which a lesser role cannot do to an admin", async () => {
    const customer = await registerCustomer(server.url, 'lost-laptop@test.local');
    expect((await call(`${server.url}/api/auth/users/${customer.id}/sign-out`, { method: 'POST', token: admin })).status).toBe(204);
    expect(await me(customer.token)).toEqual({ status: 401, body: ENDED });

    const helpdesk = await createStaff(server.url, admin, 'helpdesk', { user: ['read', 'update'] });
    const adminId = (await server.db('users').where({ email: ADMIN.email }).first('id')).id;
    const refused = await call(`${server.url}/api/auth/users/${adminId}/sign-out`, { method: 'POST', token: helpdesk.token });
    expect(refused.status).toBe(403);
    expect((await me(admin)).status).toBe(200);
    const again = await login(server.url, 'lost-laptop@test.local', customer.password);
    expect((await call(`${server.url}/api/auth/users/${customer.id}/sign-out`, { method: 'POST', token: again })).status).toBe(403);
    expect((await call(`${server.url}/api/auth/users/99999/sign-out`, { method: 'POST', token: admin })).status).toBe(404);
  });
});

describe('the token version', () => {
  it('is never answered and cannot be set through the API (an internal column)', async () => {
    const customer = await registerCustomer(server.url, 'version@test.local');
    const res = await call(`${server.url}/api/user/${customer.id}`, { method: 'PATCH', token: admin, json: { token_version: 99, last_name: 'V' } });
    expect(res.status).toBe(200);
    expect(res.body.data).not.toHaveProperty('token_version');
    expect((await server.db('users').where({ id: customer.id }).first('token_version')).token_version).toBe(0);
    expect((await me(customer.token)).status).toBe(200);
  });
});

describe('token checks', () => {
  const adminClaims = async () => {
    const row = await server.db('users').where({ email: ADMIN.email }).first('id', 'token_version');
    return { sub: String(row.id), ver: Number(row.token_version) };
  };

  it('accept a token made here with the secret, as a control', async () => {
    const token = jwt.sign(await adminClaims(), TEST_SECRET, { algorithm: 'HS256', expiresIn: '5m' });
    expect((await me(token)).status).toBe(200);
  });

  it('refuse an HS384 token signed with the same secret', async () => {
    const token = jwt.sign(await adminClaims(), TEST_SECRET, { algorithm: 'HS384', expiresIn: '5m' });
    expect(await me(token)).toEqual({ status: 401, body: { error: { message: 'The sign-in token is not valid' } } });
  });

  it('refuse a token signed with another secret, and one without a version', async () => {
    expect((await me(jwt.sign(await adminClaims(), 'another-secret-of-enough-length!!', { algorithm: 'HS256' }))).status).toBe(401);
    const { sub } = await adminClaims();
    expect(await me(jwt.sign({ sub }, TEST_SECRET, { algorithm: 'HS256' }))).toEqual({ status: 401, body: { error: { message: 'The sign-in token is not valid' } } });
  });

  it('answer 401 with its message to an expired token', async () => {
    const expired = jwt.sign({ ...(await adminClaims()), exp: Math.floor(Date.now() / 1000) - 60 }, TEST_SECRET, { algorithm: 'HS256' });
    expect(await me(expired)).toEqual({ status: 401, body: { error: { message: 'Your session has expired; sign in again' } } });
  });
});
