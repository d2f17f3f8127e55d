/**
 * The audit log: every change staff make through the generated API is logged
 * with who, when, which record, the operation and the full values before and
 * after, secrets redacted, in the same transaction as the change; the log is
 * read-only through the API and readable only by roles granted it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, type Json } from '../helpers/http';
import { ADMIN, startTestServer, type TestServer } from '../helpers/server';

let server: TestServer;
let admin: string;
let adminId: number;

beforeAll(async () => {
  server = await startTestServer();
  admin = await login(server.url, ADMIN.email, ADMIN.password);
  adminId = (await server.db('users').where({ email: ADMIN.email }).first('id')).id;
});
afterAll(() => server?.close());

const url = (path: string) => `${server.url}${path}`;
const entries = async (query: string) => (await call(url(`/api/audit-entry?perPage=100&${query}`), { token: admin })).body.data as Record<string, Json>[];
const job = { title: 'Audit engineer', slug: 'audit-engineer', location: 'Oslo, Norway', state: 'draft', category: 'engineering', workplace: 'remote', employment_type: 'full_time', vacancies: 1, description: '<p>Logs</p>' };

describe('what is logged', () => {
  let jobId: number;

  it('a create: who, when, the record, and its values after', async () => {
    const created = await call(url('/api/job'), { method: 'POST', token: admin, json: job });
    jobId = created.body.data.id;
    const [entry, ...more] = await entries(`filter[entity]=job&filter[record_id]=${jobId}`);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({ operation: 'create', entity: 'job', record_id: jobId, user_id: adminId, user_email: ADMIN.email, before: {}, action: null });
    expect(entry!.after).toMatchObject({ id: jobId, title: 'Audit engineer', slug: 'audit-engineer', state: 'draft', vacancies: 1 });
    expect(entry!.day).toBe(new Date().toISOString().slice(0, 10));
    expect(Math.abs(Date.parse(entry!.at) - Date.now())).toBeLessThan(60_000);
  });

  it('an update: the values before and after and the fields that changed', async () => {
    expect((await call(url(`/api/job/${jobId}`), { method: 'PATCH', token: admin, json: { title: 'Senior audit engineer', vacancies: 2 } })).status).toBe(200);
    const [entry] = await entries(`filter[entity]=job&filter[record_id]=${jobId}&filter[operation]=update`);
    expect(entry!.changed).toEqual(['title', 'vacancies']);
    expect(entry!.before).toMatchObject({ title: 'Audit engineer', vacancies: 1, location: 'Oslo, Norway' });
    expect(entry!.after).toMatchObject({ title: 'Senior audit engineer', vacancies: 2, location: 'Oslo, Norway' });
  });

  it('nothing for a save that changes nothing (a form submitted again as it was)', async () => {
    const before = (await entries(`filter[entity]=job&filter[record_id]=${jobId}`)).length;
    expect((await call(url(`/api/job/${jobId}`), { method: 'PATCH', token: admin, json: { title: 'Senior audit engineer', vacancies: 2 } })).status).toBe(200);
    expect(await entries(`filter[entity]=job&filter[record_id]=${jobId}`)).toHaveLength(before);
  });

  it('a declared action, by name', async () => {
    expect((await call(url(`/api/job/${jobId}/actions/publish`), { method: 'POST', token: admin })).status).toBe(200);
    const [entry] = await entries(`filter[entity]=job&filter[record_id]=${jobId}&filter[operation]=action`);
    expect(entry).toMatchObject({ action: 'publish', changed: ['state'], before: { state: 'draft' }, after: { state: 'posted' } });
  });

  it('a delete, with the values the record had', async () => {
    expect((await call(url(`/api/job/${jobId}`), { method: 'DELETE', token: admin })).status).toBe(204);
    const [entry] = await entries(`filter[entity]=job&filter[record_id]=${jobId}&filter[operation]=delete`);
    expect(entry!.before).toMatchObject({ title: 'Senior audit engineer', state: 'posted' });
    expect(entry!.after).toEqual({});
    expect((await entries(`filter[entity]=job&filter[record_id]=${jobId}`)).map((e) => e.operation)).toEqual(['delete', 'action', 'update', 'create']);
  });

  it('redacts passwords: the log never holds a password or its hash, but says it changed', async () => {
    const user = await call(url('/api/user'), { method: 'POST', token: admin, json: { first_name: 'Sam', email: 'sam@test.local', password: 'sam-secret-password', role_id: 1 } });
    const id = user.body.data.id;
    await call(url(`/api/user/${id}`), { method: 'PATCH', token: admin, json: { password: 'another-secret-pass' } });
    const logged = await entries(`filter[entity]=user&filter[record_id]=${id}`);
    expect(logged.map((e) => [e.operation, e.changed.includes('password'), e.after.password])).toEqual([
      ['update', true, '[redacted]'],
      ['create', true, '[redacted]'],
    ]);
    const stored = JSON.stringify(await server.db('audit_entries').where({ entity: 'user', record_id: id }));
    expect(stored).not.toMatch(/\$2[aby]\$|sam-secret-password|another-secret-pass/);
  });

  it('logs nothing for the public forms (not a staff change)', async () => {
    expect((await call(url('/api/subscriber'), { method: 'POST', json: { email: 'reader@test.local', source: 'footer' } })).status).toBe(201);
    expect(await entries('filter[entity]=subscriber')).toEqual([]);
  });
});

describe('one transaction with the change', () => {
  it('refuses the change when its entry cannot be written: the record stays as it was', async () => {
    const created = await call(url('/api/job'), { method: 'POST', token: admin, json: { ...job, slug: 'atomic-audit' } });
    const id = created.body.data.id;
    await server.db.schema.renameTable('audit_entries', 'audit_entries_away');
    try {
      const res = await call(url(`/api/job/${id}`), { method: 'PATCH', token: admin, json: { title: 'Never saved' } });
      expect(res.status).toBe(500);
    } finally {
      await server.db.schema.renameTable('audit_entries_away', 'audit_entries');
    }
    expect((await server.db('jobs').where({ id }).first('title')).title).toBe('Audit engineer');
  });
});

describe('reading the log', () => {
  it('filters by entity, record, user, operation and date', async () => {
    const today = new Date().toISOString().slice(0, 10);
    expect((await entries(`filter[user_id]=${adminId}&filter[day]=${today}&filter[entity]=job&filter[operation]=create`)).length).toBe(2);
    expect(await entries('filter[day]=2000-01-01')).toEqual([]);
  });

  it('offers no route to write it, not even to an administrator', async () => {
    const [entry] = await entries('');
    expect((await call(url('/api/audit-entry'), { method: 'POST', token: admin, json: { entity: 'job', record_id: 1, operation: 'create' } })).status).toBe(404);
    for (const method of ['PUT', 'PATCH', 'DELETE']) {
      expect((await call(url(`/api/audit-entry/${entry!.id}`), { method, token: admin, json: { entity: 'forged' } })).status, method).toBe(404);
    }
    expect((await call(url(`/api/audit-entry/${entry!.id}`), { token: admin })).body.data.entity).toBe(entry!.entity);
  });

  it('is read only by roles granted it', async () => {
    expect((await call(url('/api/audit-entry'))).status).toBe(401);
    const role = await call(url('/api/role'), { method: 'POST', token: admin, json: { name: 'Editor', key: 'editor', admin_access: true, permissions: { job: ['read', 'update'] } } });
    await call(url('/api/user'), { method: 'POST', token: admin, json: { first_name: 'Eda', email: 'eda@test.local', password: 'editor-password', role_id: role.body.data.id } });
    const editor = await login(server.url, 'eda@test.local', 'editor-password');
    expect((await call(url('/api/audit-entry'), { token: editor })).status).toBe(403);
  });
});
