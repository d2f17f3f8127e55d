/**
 * The account guard on PostgreSQL, where writes run on several connections at
 * once (account-race.test.ts covers SQLite's one connection). The test holds
 * an uncommitted promotion of the target to admin in a transaction of its own,
 * sends a staff write to that user, waits until the server's query is blocked
 * on the row, then commits. The guard must read the role after the promotion
 * (it locks the row it checks), so the write is refused; a guard that read
 * without the lock would pass the old role and the write would go through.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findRole, type AuthUser } from '../../runtime-server/auth/accounts';
import { guardUserTarget } from '../../runtime-server/auth/account-guard';
import { createStaff, registerCustomer, type Staff } from '../helpers/accounts';
import { call, login } from '../helpers/http';
import { createPostgresDatabase, POSTGRES, warnPostgresSkipped } from '../helpers/postgres';
import { ADMIN, startTestServer, type TestServer } from '../helpers/server';

let server: TestServer;
let drop: () => Promise<void>;
let support: Staff;
let adminRoleId: number;

warnPostgresSkipped('the account guard under concurrent connections');

beforeAll(async () => {
  if (!POSTGRES) return;
  const pg = await createPostgresDatabase('account_race');
  drop = () => pg.drop();
  server = await startTestServer({ databaseUrl: pg.url });
  const admin = await login(server.url, ADMIN.email, ADMIN.password);
  adminRoleId = (await server.db('roles').where({ key: 'admin' }).first('id')).id;
  support = await createStaff(server.url, admin, 'support', { user: ['read', 'update'] });
});
afterAll(async () => {
  await server?.close();
  await drop?.();
});

/** Resolves once a query of the server waits for a row lock. */
async function someoneWaitsForALock(): Promise<void> {
  for (let i = 0; i < 200; i++) {
    const { rows } = await server.db.raw("SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'");
    if (rows[0].n > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('no query waited for the row lock within 5 s');
}

describe.skipIf(!POSTGRES)('a role change racing a staff write, on PostgreSQL', () => {
  it('committed while the write waits: the write is refused, checked against the new role', async () => {
    const target = await registerCustomer(server.url, 'soon-admin@test.local');
    const before = (await server.db('users').where({ id: target.id }).first('password')).password;
    const promotion = await server.db.transaction();
    await promotion('users').where({ id: target.id }).update({ role_id: adminRoleId });
    const pending = call(`${server.url}/api/user/${target.id}`, { method: 'PATCH', token: support.token, json: { password: 'taken-over-1' } });
    await someoneWaitsForALock();
    await promotion.commit();
    const res = await pending;
    expect(res.status, JSON.stringify(res.body)).toBe(403);
    expect((await server.db('users').where({ id: target.id }).first('password')).password).toBe(before);
  });

  it('the guard itself reads the role locked, whatever its caller locked before it', async () => {
    // The record writes lock the row before the guard runs (db/write-lock.ts); this holds the guard alone to it.
    const target = await registerCustomer(server.url, 'guarded@test.local');
    const actor: AuthUser = { id: support.id, email: support.email, first_name: 'Support', last_name: null, role_id: support.roleId, role: await findRole(server.db, { id: support.roleId }) };
    const promotion = await server.db.transaction();
    await promotion('users').where({ id: target.id }).update({ role_id: adminRoleId });
    // The expectation is attached at once: the refusal can land in the same turn as the commit, before a later `expect` would see it.
    const checked = expect(server.db.transaction((trx) => guardUserTarget(trx, actor, { id: target.id }))).rejects.toMatchObject({
      status: 403,
      message: 'You cannot change or delete a user whose role grants more than your own',
    });
    await someoneWaitsForALock();
    await promotion.commit();
    await checked;
  });
});
