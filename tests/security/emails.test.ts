/**
 * Issue 7, item 12: emails are stored trimmed and in lower case, and are
 * unique whatever their case, in the API and in the database itself.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrations } from '../../generated/migrations';
import { connectDatabase } from '../../runtime-server/db/connect';
import { migrateToLatest } from '../../runtime-server/db/migration-source';
import { call, login } from '../helpers/http';
import { ADMIN, startTestServer, type TestServer } from '../helpers/server';

let server: TestServer;
let admin: string;
let customerRoleId: number;

beforeAll(async () => {
  server = await startTestServer();
  admin = await login(server.url, ADMIN.email, ADMIN.password);
  await call(`${server.url}/api/auth/register`, { method: 'POST', json: { first_name: 'First', email: 'first@test.local', password: 'first-pass-1' } });
  customerRoleId = (await server.db('roles').where({ key: 'customer' }).first('id')).id;
});
afterAll(() => server?.close());

const usersWith = (email: string) => server.db('users').whereRaw('lower(email) = ?', [email]).select('email');

describe('one account per email, whatever its case', () => {
  it('refuses ADMIN@… as a second account, through the user API and through sign-up', async () => {
    const created = await call(`${server.url}/api/user`, { method: 'POST', token: admin, json: { first_name: 'Twin', email: ' ADMIN@Test.Local ', password: 'twin-password-1', role_id: customerRoleId } });
    expect(created.status).toBe(409);
    expect(created.body.error.fields).toEqual({ email: 'This value is already used' });
    const registered = await call(`${server.url}/api/auth/register`, { method: 'POST', json: { first_name: 'Twin', email: 'Admin@TEST.local', password: 'twin-password-1' } });
    expect(registered.status).toBe(409);
    expect(await usersWith('admin@test.local')).toEqual([{ email: 'admin@test.local' }]);
  });

  it('stores emails written through the API trimmed and in lower case', async () => {
    const user = await call(`${server.url}/api/user`, { method: 'POST', token: admin, json: { first_name: 'Mixed', email: '  Mixed.Case@Test.Local ', password: 'mixed-password-1', role_id: customerRoleId } });
    expect(user.status).toBe(201);
    expect(user.body.data.email).toBe('mixed.case@test.local');
    const contact = await call(`${server.url}/api/contact`, { method: 'POST', json: { name: 'C', email: 'Caller@Test.Local', subject: 'Hi', message: 'Hello' } });
    expect(contact.body.data.email).toBe('caller@test.local');
    expect((await call(`${server.url}/api/auth/register`, { method: 'POST', json: { first_name: 'R', email: ' Reg@Test.LOCAL', password: 'reg-password-1' } })).body.data.user.email).toBe('reg@test.local');
  });

  it('refuses a case variant on update too', async () => {
    const other = await server.db('users').where({ email: 'mixed.case@test.local' }).first('id');
    const res = await call(`${server.url}/api/user/${other.id}`, { method: 'PATCH', token: admin, json: { email: 'FIRST@test.local' } });
    expect(res.status).toBe(409);
    expect(res.body.error.fields).toEqual({ email: 'This value is already used' });
  });

  it('holds in the database for rows written around the API', async () => {
    const now = new Date().toISOString();
    const row = { first_name: 'Raw', password: 'x', role_id: customerRoleId, created_at: now, updated_at: now };
    await expect(server.db('users').insert({ ...row, email: 'First@Test.Local' })).rejects.toThrow(
      /UNIQUE constraint failed: index 'users__email__lower_unique'|duplicate key value violates unique constraint "users__email__lower_unique"/, // SQLite | PostgreSQL
    );
    await expect(server.db('subscribers').insert([{ email: 'news@test.local', source: 'footer' }, { email: 'NEWS@test.local', source: 'footer' }])).rejects.toThrow(/UNIQUE|unique constraint/);
  });

  it('signs in with any case of the email, to the one account', async () => {
    const res = await call(`${server.url}/api/auth/login`, { method: 'POST', json: { email: ' FIRST@Test.Local', password: 'first-pass-1' } });
    expect(res.status).toBe(200);
    expect(res.body.data.user.email).toBe('first@test.local');
  });
});

describe('the migration to case-insensitive emails', () => {
  const CASE_INDEX = migrations.findIndex((m) => m.name.includes('users_email'));

  async function withOldDatabase(emails: string[], check: (db: ReturnType<typeof connectDatabase>) => Promise<void>) {
    const dir = mkdtempSync(path.join(tmpdir(), 'email-migration-'));
    const db = connectDatabase({ url: path.join(dir, 'old.sqlite') });
    try {
      await migrateToLatest(db, migrations.slice(0, CASE_INDEX));
      const now = new Date().toISOString();
      const [role] = await db('roles').insert({ key: 'r', name: 'R', created_at: now, updated_at: now }).returning('id');
      await db('users').insert(emails.map((email) => ({ email, first_name: 'Old', password: 'x', role_id: role.id ?? role, created_at: now, updated_at: now })));
      await check(db);
    } finally {
      await db.destroy();
      rmSync(dir, { recursive: true, force: true });
    }
  }

  it('stores the existing emails in lower case', async () => {
    expect(CASE_INDEX).toBeGreaterThan(0);
    await withOldDatabase([' Old.Admin@Example.COM', 'plain@example.com'], async (db) => {
      await migrateToLatest(db, migrations);
      expect(await db('users').orderBy('id').pluck('email')).toEqual(['old.admin@example.com', 'plain@example.com']);
    });
  });

  it('fails, changing nothing, when two existing accounts differ only in case', async () => {
    await withOldDatabase(['Twin@example.com', 'twin@example.com'], async (db) => {
      await expect(migrateToLatest(db, migrations)).rejects.toThrow(/UNIQUE|unique constraint/);
      expect(await db('users').orderBy('id').pluck('email')).toEqual(['Twin@example.com', 'twin@example.com']);
    });
  });
});
