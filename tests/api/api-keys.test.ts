/**
 * Issue 26, API keys: staff make named keys scoped to a role no wider than
 * their own, shown once and stored as a SHA-256; a key signs requests as
 * `Authorization: Bearer ak_...` with its role's rights, its writes are in the
 * audit log under its name, and it is refused with 401 at once when revoked,
 * expired, or its creator may no longer grant its role. A key cannot make or
 * revoke keys. Its last use is written at most once a minute. Real server,
 * both databases.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff, type Staff } from '../helpers/accounts';
import { call, login } from '../helpers/http';
import { ADMIN, startTestServer, type TestServer } from '../helpers/server';

let server: TestServer;
let admin: string;
/** Staff who may manage keys and jobs, and nothing else. */
let integrator: Staff;

const JOB = { location: 'Berlin, Germany', description: '<p>Build clouds</p>', category: 'cloud', workplace: 'hybrid', employment_type: 'full_time', vacancies: 1, state: 'draft' };
const mint = (token: string, json: unknown) => call(`${server.url}/api/api-keys`, { method: 'POST', token, json });
const revoke = (token: string, id: number) => call(`${server.url}/api/api-keys/${id}/revoke`, { method: 'POST', token });
/** A read that needs a staff grant (job reads are public: a refused key would read them as a visitor). */
const jobs = (key: string) => call(`${server.url}/api/api-key`, { token: key });

async function keyFor(token: string, name: string, roleId: number, extra: Record<string, unknown> = {}): Promise<{ key: string; id: number }> {
  const made = await mint(token, { name, role_id: roleId, ...extra });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return { key: made.body.data.key, id: made.body.data.api_key.id };
}

beforeAll(async () => {
  server = await startTestServer();
  admin = await login(server.url, ADMIN.email, ADMIN.password);
  integrator = await createStaff(server.url, admin, 'integrator', { job: ['create', 'read', 'update'], 'api-key': ['create', 'read', 'update'] });
}, 60_000);
afterAll(() => server?.close());

describe('making a key', () => {
  it('answers the key once; only its SHA-256 is stored, and the list never shows it', async () => {
    const made = await mint(integrator.token, { name: 'Warehouse sync', role_id: integrator.roleId });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const { key, api_key } = made.body.data;
    expect(key).toMatch(/^ak_[A-Za-z0-9_-]{43}$/);
    expect(api_key).toMatchObject({ name: 'Warehouse sync', prefix: key.slice(0, 10), role_id: integrator.roleId, creator_id: integrator.id, expires_at: null, last_used_at: null, revoked_at: null });
    const row = await server.db('api_keys').where({ id: api_key.id }).first();
    expect(row.key_hash).toBe(createHash('sha256').update(key).digest('hex'));
    const listed = await call(`${server.url}/api/api-key`, { token: admin });
    expect(JSON.stringify(listed.body)).not.toContain(key.slice(10));
    expect(Object.keys(listed.body.data[0])).not.toContain('key_hash');
  });

  it('never grants more than its creator: staff cannot make an admin key (403 naming the role)', async () => {
    const adminRole = (await server.db('roles').where({ key: 'admin' }).first('id')).id;
    const refused = await mint(integrator.token, { name: 'Too strong', role_id: adminRole });
    expect(refused).toEqual({ status: 403, body: { error: { message: 'A key may not grant more than your own role', fields: { role_id: 'This role grants more than your own' } } } });
    expect(await server.db('api_keys').where({ name: 'Too strong' }).first()).toBeUndefined();
  });

  it('refuses bad input with the fields named, and callers without the grant', async () => {
    const bad = await mint(integrator.token, { name: '', role_id: integrator.roleId, expires_at: '2020-01-01T00:00:00Z' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields)).toEqual(['name']);
    const past = await mint(integrator.token, { name: 'Past', role_id: integrator.roleId, expires_at: '2020-01-01T00:00:00Z' });
    expect(past.body.error.fields).toEqual({ expires_at: 'Choose a time in the future' });
    expect((await mint('', { name: 'Anonymous', role_id: integrator.roleId })).status).toBe(401);
    const editor = await createStaff(server.url, admin, 'no-keys', { job: ['read'] });
    expect((await mint(editor.token, { name: 'No grant', role_id: editor.roleId })).status).toBe(403);
  });
});

describe('using a key', () => {
  it('acts with its role: reads and writes it grants, 403 beyond it; its writes are audited under its name', async () => {
    const { key } = await keyFor(integrator.token, 'Job sync', integrator.roleId);
    expect((await jobs(key)).status).toBe(200);
    expect((await call(`${server.url}/api/banner`, { method: 'POST', token: key, json: { title: 'x' } })).status).toBe(403);
    const created = await call(`${server.url}/api/job`, { method: 'POST', token: key, json: { title: 'Synced job', slug: 'synced-job', ...JOB } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const entry = await server.db('audit_entries').where({ entity: 'job', record_id: created.body.data.id, operation: 'create' }).first('user_email', 'user_id');
    expect({ ...entry, user_id: Number(entry.user_id) }).toEqual({ user_email: 'API key: Job sync', user_id: integrator.id });
  });

  it('records its last use at most once a minute', async () => {
    const { key, id } = await keyFor(integrator.token, 'Often used', integrator.roleId);
    await jobs(key);
    const first = await server.db('api_keys').where({ id }).first('last_used_at', 'last_used_ip');
    expect(first.last_used_at).not.toBeNull();
    expect(first.last_used_ip).toMatch(/127\.0\.0\.1/);
    for (let i = 0; i < 5; i++) await jobs(key);
    expect((await server.db('api_keys').where({ id }).first('last_used_at')).last_used_at).toBe(first.last_used_at);
  });

  it('is refused with 401 at once when revoked, and revoking it again changes nothing', async () => {
    const { key, id } = await keyFor(integrator.token, 'Short lived', integrator.roleId);
    expect((await jobs(key)).status).toBe(200);
    const revoked = await revoke(integrator.token, id);
    expect(revoked.status).toBe(200);
    expect(revoked.body.data.revoked_at).not.toBeNull();
    expect(await jobs(key)).toEqual({ status: 401, body: { error: { message: 'This API key was revoked' } } });
    expect((await revoke(integrator.token, id)).body.data.revoked_at).toBe(revoked.body.data.revoked_at);
  });

  it('is refused with 401 once expired', async () => {
    const soon = new Date(Date.now() + 60_000).toISOString();
    const { key, id } = await keyFor(integrator.token, 'Expiring', integrator.roleId, { expires_at: soon });
    expect((await jobs(key)).status).toBe(200);
    await server.db('api_keys').where({ id }).update({ expires_at: new Date(Date.now() - 1000).toISOString() }); // time passes
    expect(await jobs(key)).toEqual({ status: 401, body: { error: { message: 'This API key has expired' } } });
  });

  it("is refused once its creator's role no longer covers the key's", async () => {
    const creator = await createStaff(server.url, admin, 'demoted', { job: ['read'], 'api-key': ['create', 'read'] });
    const { key } = await keyFor(creator.token, 'Orphaned', creator.roleId);
    expect((await jobs(key)).status).toBe(200);
    const narrower = (await createStaff(server.url, admin, 'narrower', { job: ['read'] })).roleId;
    expect((await call(`${server.url}/api/user/${creator.id}`, { method: 'PATCH', token: admin, json: { role_id: narrower } })).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1100)); // the signed-in account is kept for a second (account-cache.ts)
    expect(await jobs(key)).toEqual({ status: 401, body: { error: { message: "This API key's creator may no longer grant its role; ask for a new key" } } });
  });

  it('cannot make or revoke keys, whatever its role; unknown keys are 401', async () => {
    const { key, id } = await keyFor(integrator.token, 'Key maker', integrator.roleId);
    expect((await mint(key, { name: 'Child', role_id: integrator.roleId })).status).toBe(403);
    expect((await revoke(key, id)).status).toBe(403);
    expect((await jobs('ak_not-a-real-key')).status).toBe(401);
  });
});

describe('the document', () => {
  it('describes the key routes and both kinds of bearer token', async () => {
    const doc = (await call(`${server.url}/api/openapi.json`)).body;
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/api-keys', '/api/api-keys/{id}/revoke']));
    expect(doc.components.securitySchemes.bearerAuth.description).toContain('An API key (POST /api/api-keys; it starts `ak_`) goes in the same header');
  });
});
