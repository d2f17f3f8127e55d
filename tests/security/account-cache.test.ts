/**
 * The signed-in account is kept for a second (auth/account-cache.ts). This
 * process's own writes to accounts and roles drop it at once (the token and
 * role suites show the next request sees them). A change that lands while
 * an account is being read must not leave the old row kept: whether the
 * write's statement starts before or after the lookup's answer is stored
 * depends on the order of promise callbacks, so without the guard
 * (`generation` in account-cache.ts) the first test fails only sometimes
 * (1 run in 8 under the full suite's load). A change made by another server
 * shows within the second.
 */
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountCache } from '../../runtime-server/auth/account-cache';
import { connectDatabase } from '../../runtime-server/db/connect';
import { createStaff, registerCustomer } from '../helpers/accounts';
import { call, login } from '../helpers/http';
import { ADMIN, startTestServer, type TestServer } from '../helpers/server';

let server: TestServer;
let other: Knex;
let adminToken: string;

beforeAll(async () => {
  server = await startTestServer();
  // Another server on the same database: a connection of its own, whose writes this server's process does not see.
  other = connectDatabase({ url: server.databaseUrl });
  adminToken = await login(server.url, ADMIN.email, ADMIN.password);
});
afterAll(async () => {
  await other?.destroy();
  await server?.close();
});

/** The status of `path` once it stops being `from`, asking every 100 ms for 3 s at most. */
async function statusAfterChange(path: string, token: string, from: number): Promise<number> {
  let status = from;
  for (let tries = 0; tries < 30 && status === from; tries++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    status = (await call(`${server.url}${path}`, { token })).status;
  }
  return status;
}

const nameSeenBy = async (token: string) => (await call(`${server.url}/api/auth/me`, { token })).body.data.first_name as string;

describe('a kept account', () => {
  it('is dropped by a change that lands while it is being read: the next request sees the change', async () => {
    const customer = await registerCustomer(server.url, 'renamed-mid-read@test.local');
    let rename: Promise<unknown> | undefined;
    const onQuery = (query: { sql: string }) => {
      if (rename || !/^select .users.\..id. as .id./.test(query.sql)) return;
      rename = server.db('users').where({ id: customer.id }).update({ first_name: 'Renamed' }).then(() => undefined); // a knex query starts when asked for its result
    };
    server.db.on('query', onQuery);
    const during = await nameSeenBy(customer.token);
    server.db.off('query', onQuery);
    await rename;
    expect(['Cust', 'Renamed']).toContain(during);
    expect(await nameSeenBy(customer.token)).toBe('Renamed');
  });

  it('follows a role change made by another server within seconds: a removed grant is refused', async () => {
    const editor = await createStaff(server.url, adminToken, 'cache_editor', { contact: ['read'] });
    expect((await call(`${server.url}/api/contact`, { token: editor.token })).status).toBe(200);
    await other('roles').where({ id: editor.roleId }).update({ permissions: JSON.stringify({ service: ['read'] }) });
    expect(await statusAfterChange('/api/contact', editor.token, 200)).toBe(403);
  });

  it('follows a sign-out everywhere made by another server: the old token is refused', async () => {
    const customer = await registerCustomer(server.url, 'signed-out-elsewhere@test.local');
    expect((await call(`${server.url}/api/auth/me`, { token: customer.token })).status).toBe(200);
    await other('users').where({ id: customer.id }).increment('token_version', 1);
    expect(await statusAfterChange('/api/auth/me', customer.token, 200)).toBe(401);
  });

  it('are kept 1,000 at most, each for a second: the oldest and an expired one are read again', async () => {
    const cache = new AccountCache(server.db);
    let reads = 0;
    const count = (query: { sql: string }) => void (/^select .users.\..id. as .id./.test(query.sql) && reads++);
    server.db.on('query', count);
    try {
      const at = 1_000_000;
      // Ids no account has: "no such account" is kept like an account.
      for (let id = 900_001; id <= 901_001; id++) await cache.find(id, at);
      expect(reads).toBe(1001);
      await cache.find(901_001, at + 999);
      expect(reads).toBe(1001);
      await cache.find(900_001, at + 999);
      expect(reads).toBe(1002);
      await cache.find(901_000, at + 1000);
      expect(reads).toBe(1003);
    } finally {
      server.db.off('query', count);
    }
  });
});
