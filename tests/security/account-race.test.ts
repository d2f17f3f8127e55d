/**
 * Issue 7, item 11 (the account guard): a role change racing a staff write to
 * the same user. The database has one connection (SQLite), so a transaction the
 * test asks for at a chosen query runs at the next free moment; the server's own
 * query log shows what it did. Nothing is mocked: the test only watches queries.
 */
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff, registerCustomer, type Staff } from '../helpers/accounts';
import { call, login } from '../helpers/http';
import { ADMIN, startTestServer, type TestServer } from '../helpers/server';

let server: TestServer;
let support: Staff;
let adminRoleId: number;

beforeAll(async () => {
  server = await startTestServer();
  const admin = await login(server.url, ADMIN.email, ADMIN.password);
  adminRoleId = (await server.db('roles').where({ key: 'admin' }).first('id')).id;
  support = await createStaff(server.url, admin, 'support', { user: ['read', 'update'] });
});
afterAll(() => server?.close());

/** When a query matching `trigger` starts, promote `userId` to admin in a transaction of the test's own. */
function promoteWhen(trigger: RegExp, userId: number, log: string[]): { done: () => Promise<void> } {
  let promotion: Promise<void> | undefined;
  const listener = (query: { sql: string }) => {
    log.push(query.sql);
    if (promotion || !trigger.test(query.sql)) return;
    promotion = server.db.transaction(async (trx: Knex.Transaction) => {
      await trx('users').where({ id: userId }).update({ role_id: adminRoleId });
    });
  };
  server.db.on('query', listener);
  return {
    async done() {
      server.db.off('query', listener);
      await promotion;
    },
  };
}

const passwordOf = async (id: number) => (await server.db('users').where({ id }).first('password')).password as string;

describe('a role change racing a staff write', () => {
  it('seen after the user was read: the write is refused, since the guard reads the current role', async () => {
    const target = await registerCustomer(server.url, 'soon-admin@test.local');
    const before = await passwordOf(target.id);
    const log: string[] = [];
    const race = promoteWhen(/^select \* from `users` where `id` = \?/, target.id, log);
    const res = await call(`${server.url}/api/user/${target.id}`, { method: 'PATCH', token: support.token, json: { password: 'taken-over-1' } });
    await race.done();
    expect(res.status).toBe(403);
    expect(await passwordOf(target.id)).toBe(before);
  });

  it('arriving during the check: it waits until the write is done, so check and write see one role', async () => {
    const target = await registerCustomer(server.url, 'later-admin@test.local');
    const log: string[] = [];
    const race = promoteWhen(/^select `role_id` from `users` where `id` = \?/, target.id, log);
    const res = await call(`${server.url}/api/user/${target.id}`, { method: 'PATCH', token: support.token, json: { password: 'changed-first-1' } });
    await race.done();
    expect(res.status).toBe(200);
    const writes = log.filter((sql) => sql.startsWith('update `users`'));
    expect(writes[0]).toMatch(/^update `users` set `password` = \?/);
    expect(writes[1]).toMatch(/^update `users` set `role_id` = \?/);
  });
});
