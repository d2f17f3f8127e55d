/**
 * Owner access, for every owned entity of the generated metadata (an entity
 * that declares `owner` is covered here without a new test): two customers A
 * and B each have rows; A never sees, changes, deletes or learns of B's rows
 * (404, exactly as for a missing id), A's create cannot name B as the owner,
 * an anonymous caller gets 401, staff granted the operation reach every row,
 * and staff without the grant are limited like any customer ('owner' levels)
 * or refused with 403 ('admin' levels).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entityMetas } from '../../generated/schemas';
import type { EntityMeta, Operation } from '../../runtime-shared/meta';
import { call, login, type Answer } from '../helpers/http';
import { bodyOf, sampleFor } from '../helpers/samples';
import { ADMIN, startTestServer, type TestServer } from '../helpers/server';

const OWNED = entityMetas.filter((m) => m.owner);
const A_PASSWORD = 'owner-test-password-a';

let server: TestServer;
let admin: string;
const users = {} as Record<'a' | 'b' | 'staff', { id: number; token: string }>;

async function register(name: string): Promise<{ id: number; token: string }> {
  const made = await call(`${server.url}/api/auth/register`, { method: 'POST', json: { first_name: name, email: `${name}@owner.test`, password: A_PASSWORD } });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return { id: made.body.data.user.id, token: made.body.data.token };
}

/** A back-office user whose role grants nothing: staff, but not for these entities. */
async function staffWithoutGrants(): Promise<{ id: number; token: string }> {
  const role = await call(`${server.url}/api/role`, { method: 'POST', token: admin, json: { name: 'Owner test staff', key: 'owner_test_staff', admin_access: true, permissions: {} } });
  expect(role.status, JSON.stringify(role.body)).toBe(201);
  const user = await call(`${server.url}/api/user`, { method: 'POST', token: admin, json: { first_name: 'Staff', email: 'staff@owner.test', password: A_PASSWORD, role_id: role.body.data.id } });
  expect(user.status, JSON.stringify(user.body)).toBe(201);
  return { id: user.body.data.id, token: await login(server.url, 'staff@owner.test', A_PASSWORD) };
}

/** Sends a valid sample of `meta` (JSON, or multipart with files), with `extra` values on top. */
async function send(meta: EntityMeta, method: string, path: string, token: string | undefined, extra: Record<string, unknown> = {}): Promise<Answer> {
  const { body, json } = bodyOf(meta, await sampleFor(server.db, meta), extra);
  return call(`${server.url}${path}`, { method, token, body, headers: json ? { 'Content-Type': 'application/json' } : {} });
}

/**
 * A row owned by `owner`: created by the owner through the API where customers may create
 * (the body naming the OTHER customer, which must be ignored), else by the admin naming the owner.
 */
async function rowOf(meta: EntityMeta, owner: 'a' | 'b'): Promise<{ id: number; answer: Answer }> {
  const other = owner === 'a' ? users.b.id : users.a.id;
  const byOwner = meta.access.create === 'authenticated';
  const answer = await send(meta, 'POST', `/api/${meta.name}`, byOwner ? users[owner].token : admin, { [meta.owner!]: byOwner ? other : users[owner].id });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return { id: answer.body.data.id, answer };
}

const notFound = (meta: EntityMeta, id: number) => ({ status: 404, body: { error: { message: `${meta.label} ${id} was not found` } } });
const seen = (a: Answer) => ({ status: a.status, body: a.body });

beforeAll(async () => {
  server = await startTestServer({ demoContent: true });
  admin = await login(server.url, ADMIN.email, ADMIN.password);
  users.a = await register('alice');
  users.b = await register('bob');
  users.staff = await staffWithoutGrants();
});
afterAll(() => server?.close());

it('covers the owned entities the generator knows', () => {
  expect(OWNED.map((m) => m.name).sort()).toEqual(['applicant', 'bookmark', 'order', 'order-item', 'user-certificate', 'user-education', 'user-profile', 'user-skill']);
});

describe.each(OWNED.map((meta) => [meta.name, meta] as const))('%s', (_name, meta) => {
  const base = `/api/${meta.name}`;
  const owner = meta.owner!;
  const offered = (op: Operation) => meta.access[op] !== 'none';
  const ownerLevel = (op: Operation) => meta.access[op] === 'owner';
  const files = meta.fields.filter((f) => f.upload?.private).map((f) => f.name);
  let a: number;
  let b: number;

  beforeAll(async () => {
    ({ id: a } = await rowOf(meta, 'a'));
    ({ id: b } = await rowOf(meta, 'b'));
  });

  it("the owner is the creator, never the body's choice", async () => {
    const rows = await server.db(meta.table).whereIn('id', [a, b]).orderBy('id').select('id', owner);
    expect(rows.map((r) => Number(r[owner]))).toEqual([users.a.id, users.b.id]);
  });

  it("A's list holds A's rows only, also when A filters by B", async () => {
    const list = await call(`${server.url}${base}?perPage=100`, { token: users.a.token });
    expect(list.status).toBe(200);
    expect(list.body.data.map((r: { id: number }) => r.id)).toContain(a);
    expect(list.body.data.map((r: { id: number }) => r.id)).not.toContain(b);
    expect(new Set(list.body.data.map((r: Record<string, unknown>) => r[owner]))).toEqual(new Set([users.a.id]));
    expect(list.body.meta.total).toBe(list.body.data.length);
    const filtered = await call(`${server.url}${base}?filter[${owner}]=${users.b.id}`, { token: users.a.token });
    expect(filtered.body).toEqual({ data: [], meta: { total: 0, page: 1, perPage: 20 } });
  });

  it("A reads A's row; B's row answers 404 exactly like a missing one", async () => {
    expect((await call(`${server.url}${base}/${a}`, { token: users.a.token })).body.data.id).toBe(a);
    expect(seen(await call(`${server.url}${base}/${b}`, { token: users.a.token }))).toEqual(notFound(meta, b));
    for (const field of files) {
      expect(seen(await call(`${server.url}${base}/${b}/files/${field}`, { token: users.a.token }))).toEqual(notFound(meta, b));
      expect((await call(`${server.url}${base}/${a}/files/${field}`, { token: users.a.token })).status).toBe(200);
    }
  });

  it("A cannot change, act on or delete B's row, and it stays as it was", async () => {
    const before = await server.db(meta.table).where({ id: b }).first();
    const refused = (op: Operation) => (ownerLevel(op) ? notFound(meta, b).status : 403);
    if (offered('update')) {
      expect((await send(meta, 'PUT', `${base}/${b}`, users.a.token)).status).toBe(refused('update'));
      expect((await send(meta, 'PATCH', `${base}/${b}`, users.a.token)).status).toBe(refused('update'));
      expect((await send(meta, 'POST', `${base}/${b}`, users.a.token, { _method: 'PUT' })).status).toBe(refused('update'));
      for (const action of meta.actions) expect((await call(`${server.url}${base}/${b}/actions/${action.name}`, { method: 'POST', token: users.a.token })).status).toBe(refused('update'));
    }
    if (offered('delete')) {
      const deleted = await call(`${server.url}${base}/${b}`, { method: 'DELETE', token: users.a.token });
      expect(ownerLevel('delete') ? seen(deleted) : deleted.status).toEqual(ownerLevel('delete') ? notFound(meta, b) : 403);
    }
    expect(await server.db(meta.table).where({ id: b }).first()).toEqual(before);
  });

  it.runIf(offered('update') && ownerLevel('update'))("A changes A's row, but never its owner", async () => {
    const changed = await send(meta, 'PUT', `${base}/${a}`, users.a.token, { [owner]: users.b.id });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.data[owner]).toBe(users.a.id);
    const patched = await call(`${server.url}${base}/${a}`, { method: 'PATCH', token: users.a.token, json: { [owner]: users.b.id } });
    expect(patched.status).toBe(200);
    expect(Number((await server.db(meta.table).where({ id: a }).first())[owner])).toBe(users.a.id);
  });

  it.runIf(meta.access.create === 'admin')('customers cannot create these: 403', async () => {
    expect((await send(meta, 'POST', base, users.a.token, { [owner]: users.a.id })).status).toBe(403);
  });

  it('an anonymous caller gets 401 on every route', async () => {
    const routes: [string, string][] = [['GET', base], ['GET', `${base}/${a}`], ...files.map((f): [string, string] => ['GET', `${base}/${a}/files/${f}`])];
    if (offered('create')) routes.push(['POST', base]);
    if (offered('update')) routes.push(['PUT', `${base}/${a}`], ['PATCH', `${base}/${a}`]);
    if (offered('delete')) routes.push(['DELETE', `${base}/${a}`]);
    for (const [method, path] of routes) {
      const answer = await call(`${server.url}${path}`, { method, ...(method === 'GET' ? {} : { json: {} }) });
      expect([method, path, answer.status]).toEqual([method, path, 401]);
    }
  });

  it("staff without the grant reach only their own rows (owner levels) or get 403 (admin levels)", async () => {
    const list = await call(`${server.url}${base}?perPage=100`, { token: users.staff.token });
    expect(list.status).toBe(200);
    expect(list.body.data.filter((r: { id: number }) => r.id === a || r.id === b)).toEqual([]);
    expect(seen(await call(`${server.url}${base}/${a}`, { token: users.staff.token }))).toEqual(notFound(meta, a));
    if (offered('delete')) expect((await call(`${server.url}${base}/${a}`, { method: 'DELETE', token: users.staff.token })).status).toBe(ownerLevel('delete') ? 404 : 403);
    if (offered('update')) expect((await send(meta, 'PUT', `${base}/${a}`, users.staff.token)).status).toBe(ownerLevel('update') ? 404 : 403);
  });

  // Last: these delete the rows.
  it("staff granted the operation see and reach every row (and delete B's)", async () => {
    const list = await call(`${server.url}${base}?perPage=100&sort=-id`, { token: admin });
    expect(list.body.data.map((r: { id: number }) => r.id)).toEqual(expect.arrayContaining([a, b]));
    expect((await call(`${server.url}${base}/${b}`, { token: admin })).body.data[owner]).toBe(users.b.id);
    if (offered('delete')) expect((await call(`${server.url}${base}/${b}`, { method: 'DELETE', token: admin })).status).toBe(204);
  });

  it.runIf(offered('delete') && ownerLevel('delete'))("A deletes A's own row", async () => {
    expect((await call(`${server.url}${base}/${a}`, { method: 'DELETE', token: users.a.token })).status).toBe(204);
    expect(await server.db(meta.table).where({ id: a }).first()).toBeUndefined();
  });
});
