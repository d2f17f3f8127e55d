/**
 * Table-driven: every generated entity's API, against a real server seeded
 * with the demo content: create, list, get, update, delete, required-field
 * errors, and 403 for a role without the permission.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entityMetas } from '../../generated/schemas';
import type { EntityMeta } from '../../runtime-shared/meta';
import { call, login } from '../helpers/http';
import { bodyOf, sampleFor } from '../helpers/samples';
import { ADMIN, startTestServer, type TestServer } from '../helpers/server';

let server: TestServer;
let admin: string;
let powerless: string;

async function send(method: string, path: string, token: string | undefined, meta: EntityMeta, sample: Awaited<ReturnType<typeof sampleFor>>, extra = {}) {
  const { body, json } = bodyOf(meta, sample, extra);
  return call(`${server.url}${path}`, { method, token, body, headers: json ? { 'Content-Type': 'application/json' } : {} });
}

beforeAll(async () => {
  server = await startTestServer({ demoContent: true });
  admin = await login(server.url, ADMIN.email, ADMIN.password);
  // A back-office role that grants nothing at all.
  const role = await call(`${server.url}/api/role`, { method: 'POST', token: admin, json: { name: 'Intern', key: 'intern', admin_access: true, all_permissions: false, permissions: {} } });
  expect(role.status, JSON.stringify(role.body)).toBe(201);
  const user = await call(`${server.url}/api/user`, { method: 'POST', token: admin, json: { first_name: 'Ivy', email: 'ivy@test.local', password: 'intern-password', role_id: role.body.data.id } });
  expect(user.status, JSON.stringify(user.body)).toBe(201);
  powerless = await login(server.url, 'ivy@test.local', 'intern-password');
});

afterAll(() => server?.close());

// Entities written only by the server (`'none'`: the audit log) have no create route; tests/security/audit-log.test.ts covers them.
const regular = entityMetas.filter((m) => !m.singleton && m.access.create !== 'none');
const singletons = entityMetas.filter((m) => m.singleton);

describe.each(regular.map((m) => [m.name, m] as const))('%s', (_name, meta) => {
  it('creates, lists, gets, updates and deletes', async () => {
    const sample = await sampleFor(server.db, meta);
    const created = await send('POST', `/api/${meta.name}`, admin, meta, sample);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.data.id;
    for (const f of meta.fields) {
      if (['text', 'email', 'enum', 'number', 'money', 'boolean', 'date', 'relation'].includes(f.kind) && !f.readOnly) expect(created.body.data[f.name], f.name).toEqual(sample.values[f.name]);
      if (f.writeOnly) expect(created.body.data[f.name]).toBeUndefined();
    }

    const list = await call(`${server.url}/api/${meta.name}?perPage=100&sort=-id`, { token: admin });
    expect(list.status).toBe(200);
    expect(list.body.data.map((r: { id: number }) => r.id)).toContain(id);
    expect((await call(`${server.url}/api/${meta.name}/${id}`, { token: admin })).body.data.id).toBe(id);

    const title = meta.fields.find((f) => f.name === meta.titleField && (f.kind === 'text' || f.kind === 'email'));
    const change = title ? { [title.name]: title.kind === 'email' ? `changed${id}@test.local` : `Changed ${id}` } : {};
    // Some entities have no update route at all (bookmarks are added and removed).
    if (meta.access.update !== 'none') {
      const updated = await send('PUT', `/api/${meta.name}/${id}`, admin, meta, sample, change);
      expect(updated.status, JSON.stringify(updated.body)).toBe(200);
      if (title) expect(updated.body.data[title.name]).toBe(change[title.name]);
    }

    expect((await call(`${server.url}/api/${meta.name}/${id}`, { method: 'DELETE', token: admin })).status).toBe(204);
    expect((await call(`${server.url}/api/${meta.name}/${id}`, { token: admin })).status).toBe(404);
  });

  it('names every missing required field', async () => {
    const required = meta.fields.filter((f) => f.required !== false && f.kind !== 'boolean');
    const res = await call(`${server.url}/api/${meta.name}`, { method: 'POST', token: admin, json: {} });
    if (required.length === 0) return expect(res.status).toBe(201);
    expect(res.status).toBe(400);
    for (const f of required) expect(res.body.error.fields[f.name], f.name).toBe('This field is required');
  });

  it('refuses a role without the permission', async () => {
    if (meta.access.read === 'admin') expect((await call(`${server.url}/api/${meta.name}`, { token: powerless })).status).toBe(403);
    if (meta.access.create === 'admin') {
      const sample = await sampleFor(server.db, meta);
      expect((await send('POST', `/api/${meta.name}`, powerless, meta, sample)).status).toBe(403);
    }
    const first = await server.db(meta.table).orderBy('id').first('id');
    if (first && meta.access.delete === 'admin') expect((await call(`${server.url}/api/${meta.name}/${first.id}`, { method: 'DELETE', token: powerless })).status).toBe(403);
    if (meta.access.create === 'admin') expect((await call(`${server.url}/api/${meta.name}`, { method: 'POST', json: {} })).status).toBe(401);
  });
});

describe.each(singletons.map((m) => [m.name, m] as const))('%s (singleton)', (_name, meta) => {
  it('reads and saves the one record', async () => {
    const sample = await sampleFor(server.db, meta);
    const saved = await send('PUT', `/api/${meta.name}`, admin, meta, sample);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const again = await send('PUT', `/api/${meta.name}`, admin, meta, sample);
    expect(again.body.data.id).toBe(saved.body.data.id);
    expect(Number((await server.db(meta.table).count({ n: '*' }).first())?.n)).toBe(1); // pg counts are strings
    expect((await call(`${server.url}/api/${meta.name}`, { token: admin })).body.data.id).toBe(saved.body.data.id);
    expect((await send('PUT', `/api/${meta.name}`, powerless, meta, sample)).status).toBe(403);
  });
});
