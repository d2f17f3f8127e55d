/**
 * Every entity × every route × every role, derived from the generated metas:
 * anonymous, each role of the demo seed (customer and every staff role) and a
 * back-office role granted nothing. Each cell's expected outcome comes from the
 * declared access (tests/helpers/access-matrix.ts): 401 where sign-in is needed,
 * 403 where the role lacks the grant, and otherwise an answer that proves the
 * guard let the request through (success, or 404 for an unknown id, or 409 for
 * an action whose `from` does not match). Fields marked staffOnly are ignored
 * from creators without the grant. API keys (issue 26) get the cells of the
 * role they are scoped to: a key for a staff role, and one for the role granted nothing.
 * The drafts' routes outside an entity's API (the list of scheduled changes, a
 * preview link and the reads that carry its token) get a cell per role too.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resources } from '../../generated/server';
import { records } from '../../generated/server/local-api';
import { system } from '../../runtime-server/local-api/caller';
import type { EntityMeta } from '../../runtime-shared/meta';
import { HTTP_METHODS } from '../../runtime-shared/openapi';
import { DEMO_CUSTOMERS, DEMO_PASSWORD, DEMO_ROLES, DEMO_STAFF } from '../../site/server/seed/roles';
import { declaredGrant, expectedOutcome, routesOf, scheduledChangesOutcome, scheduledEntitiesOf, UNKNOWN_ID, type BodyKind, type DeclaredRole, type Route } from '../helpers/access-matrix';
import { builtWebDir } from '../helpers/browser';
import { createStaff } from '../helpers/accounts';
import { call, login, type Answer } from '../helpers/http';
import { readOpenApi } from '../helpers/openapi';
import { waitForMail } from '../helpers/outbox';
import { bodyOf, publicValues, sampleFor, type Sample } from '../helpers/samples';
import { ADMIN, startTestServer, type TestServer } from '../helpers/server';

const NO_GRANTS: DeclaredRole = { key: 'no_grants', admin_access: true, all_permissions: false, permissions: {} };
const ROLES: (DeclaredRole | undefined)[] = [undefined, ...DEMO_ROLES, NO_GRANTS];
const roleName = (role: DeclaredRole | undefined) => role?.key ?? 'anonymous';
/** The roles API keys are made for, by the admin: each key's cells expect what its role's do. */
const KEY_ROLES: DeclaredRole[] = [DEMO_ROLES.find((r) => r.key === 'content_editor')!, NO_GRANTS];

let server: TestServer;
let admin: string;
const tokens = new Map<string, string>();

/** A signed-in user for a declared role: the configured admin, a demo account, or one the admin creates (the no-grants role). */
async function tokenFor(role: DeclaredRole): Promise<string> {
  if (role.key === 'admin') return admin;
  const demo = role.key === 'customer' ? DEMO_CUSTOMERS[0] : DEMO_STAFF.find((u) => u.role === role.key);
  if (demo) return login(server.url, demo.email, DEMO_PASSWORD);
  let row = await server.db('roles').where({ key: role.key }).first('id');
  if (!row) {
    const created = await call(`${server.url}/api/role`, { method: 'POST', token: admin, json: { name: 'No grants', ...role } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    row = created.body.data;
  }
  const email = `matrix-${role.key.replace(/_/g, '-')}@test.local`;
  const user = await call(`${server.url}/api/user`, { method: 'POST', token: admin, json: { first_name: role.key, email, password: 'matrix-password-1', role_id: row.id } });
  expect(user.status, JSON.stringify(user.body)).toBe(201);
  return login(server.url, email, 'matrix-password-1');
}

beforeAll(async () => {
  // With the site: the preview link's own route (/preview/<token>) is the site's.
  server = await startTestServer({ demoContent: true, webDir: builtWebDir() });
  admin = await login(server.url, ADMIN.email, ADMIN.password);
  // Account tokens are only written by the server: a forgot-password request makes the row the account-token routes are tested on.
  await call(`${server.url}/api/auth/forgot-password`, { method: 'POST', json: { email: ADMIN.email } });
  await waitForMail(server.outboxDir, ADMIN.email);
  // Payment events too (a provider's webhook records them): one, as the webhook writes it.
  await records(server.context).create('payment-event', { provider: 'stripe', event_id: 'evt_matrix', type: 'checkout.session.completed', order_number: null }, { caller: system('payment provider event') });
  // Webhooks are added through their own route, which looks the address up: rows written here instead, one per
  // cell that may delete one, and a delivery (only the server writes them) under the last, which none deletes.
  const now = new Date().toISOString();
  for (let n = 1; n <= ROLES.length + 2; n++) await server.db('webhooks').insert({ name: `Matrix ${n}`, url: `https://hooks.example.com/${n}`, events: '["contact.created"]', active: false, failures: 0, secret: 'whsec_matrix', created_at: now, updated_at: now });
  const { id: lastWebhook }: { id: number } = await server.db('webhooks').orderBy('id', 'desc').first('id');
  await server.db('webhook_deliveries').insert({ webhook_id: lastWebhook, event_id: '00000000-0000-4000-8000-000000000000', event: 'contact.created', entity: 'contact', record_id: 1, status: 'failed', attempts: 1, payload: '{}', created_at: now, updated_at: now });
  await Promise.all([...DEMO_ROLES, NO_GRANTS].map(async (role) => tokens.set(role.key, await tokenFor(role))));
  // A key acts on behalf of its creator (docs/api-keys.md): each key's creator owns no record, as each cell's user owns none of theirs.
  for (const role of KEY_ROLES) {
    const keyMaker = await createStaff(server.url, admin, `matrix_keys_${role.key}`, {}, true);
    const { id } = await server.db('roles').where({ key: role.key }).first('id');
    const made = await call(`${server.url}/api/api-keys`, { method: 'POST', token: keyMaker.token, json: { name: `Matrix ${role.key}`, role_id: id } });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    tokens.set(`key:${role.key}`, made.body.data.key);
  }
});
afterAll(() => server?.close());

/** A bulk body that passes every check but the access check and changes nothing: its filter matches no row. */
function bulkBody(action: string, sample: Sample): unknown {
  const [field, value] = Object.entries(sample.values).find(([name, v]) => v !== undefined && typeof v !== 'object' && !name.endsWith('_ids')) ?? [];
  return { action, filter: { id: UNKNOWN_ID }, ...(action === 'update' && field ? { values: { [field]: value } } : {}) };
}

/** Sends a request; bodies are valid samples that keep the record visible to the public (its public filter). */
async function send(meta: EntityMeta, method: string, path: string, token: string | undefined, body?: BodyKind, sample?: Sample, route?: Route, id?: number): Promise<Answer> {
  const url = `${server.url}${path}`;
  if (body === undefined) return call(url, { method, token });
  if (body === 'bulk') return call(url, { method, token, json: bulkBody(route!.action!, sample ?? (await sampleFor(server.db, meta))) });
  if (body === 'csv') {
    const fd = new FormData();
    fd.append('file', new Blob([`id\r\n${id}\r\n`], { type: 'text/csv' }), 'matrix.csv'); // a dry run: nothing is written
    return call(url, { method, token, body: fd });
  }
  if (body === 'bare' || body === 'bareMethod') return call(url, { method, token, json: body === 'bare' ? {} : { _method: 'PUT' } });
  // The public filter's conditions become body values (samples.ts).
  const extra = { ...publicValues(meta), ...(body === 'method' ? { _method: 'PUT' } : {}) };
  const { body: payload, json } = bodyOf(meta, sample ?? (await sampleFor(server.db, meta)), extra);
  return call(url, { method, token, body: payload, headers: json ? { 'Content-Type': 'application/json' } : {} });
}

/** What the answer shows: the outcome it proves, or its status and body when it proves none. */
function observed(route: Route, answer: Answer): string | number {
  if (route.passes.includes(answer.status)) return 'pass';
  const message = answer.body?.error?.message;
  if ((answer.status === 401 || answer.status === 403 || answer.status === 404) && typeof message === 'string' && message) return answer.status;
  return `${answer.status} ${JSON.stringify(answer.body ?? null).slice(0, 300)}`;
}

/** staffOnly fields of a create the guard let through: taken with the create grant, else as if not sent. */
async function staffOnlyOutcome(meta: EntityMeta, role: DeclaredRole | undefined, token: string | undefined, sample: Sample, answer: Answer) {
  const fields = meta.fields.filter((f) => f.staffOnly).map((f) => f.name);
  const taken = fields.filter((f) => answer.body.data[f] === sample.values[f]);
  if (declaredGrant(role, meta.name, 'create')) return taken.length === fields.length ? 'taken' : `not taken: ${fields.filter((f) => !taken.includes(f)).join(',')}`;
  const without = await sampleFor(server.db, meta);
  for (const f of fields) delete without.values[f];
  const baseline = await send(meta, 'POST', `/api/${meta.name}`, token, 'sample', without);
  const differ = fields.filter((f) => answer.body.data[f] !== baseline.body?.data?.[f]);
  return differ.length === 0 ? 'ignored' : `taken: ${differ.join(',')}`;
}

/** A record made by the admin, visible to the public (its public filter holds). */
async function makeRecord(meta: EntityMeta): Promise<number> {
  if (meta.access.create === 'none') {
    // Nobody creates these through the API (the audit log): take a row the server wrote, e.g. for the role made in beforeAll.
    const row = await server.db(meta.table).orderBy('id').first('id');
    if (!row) throw new Error(`no ${meta.name} row to test with`);
    return Number(row.id);
  }
  const made = await send(meta, 'POST', `/api/${meta.name}`, admin, 'sample');
  if (made.status !== 201) throw new Error(`the admin could not create a ${meta.name}: ${JSON.stringify(made.body)}`);
  return made.body.data.id;
}

/** One record per entity for the cells that may only read it (or nothing): it stays as made while the guards hold. */
const shared = new Map<string, Promise<number>>();
const sharedRecord = (meta: EntityMeta) => shared.get(meta.name) ?? shared.set(meta.name, makeRecord(meta)).get(meta.name)!;

/** Runs every route of `meta` as `role`; answers the expected and the observed table. */
async function runCell(meta: EntityMeta, role: DeclaredRole | undefined, viaKey = false) {
  const token = role ? tokens.get(viaKey ? `key:${role.key}` : role.key) : undefined;
  const routes = routesOf(meta);
  const want: Record<string, string | number> = {};
  // The cell's record is the admin's, made for another account: owner access hides it from the cell's role.
  for (const route of routes) want[route.name] = expectedOutcome(route.level ?? meta.access[route.operation], role, meta.name, route.operation, route.onRecord);
  // A cell that may change or delete records gets a record of its own.
  const writes = routes.some((r) => r.operation !== 'read' && r.operation !== 'create' && want[r.name] === 'pass');
  const id = meta.singleton ? 0 : writes ? await makeRecord(meta) : await sharedRecord(meta);
  const got: Record<string, string | number> = {};
  for (const route of routes) {
    const sample = route.body === 'sample' || route.body === 'method' || route.body === 'bulk' ? await sampleFor(server.db, meta) : undefined;
    const answer = await send(meta, route.method, route.path(id), token, route.body, sample, route, id);
    got[route.name] = observed(route, answer);
    if (route.name === 'create' && got.create === 'pass' && meta.fields.some((f) => f.staffOnly)) {
      want['staffOnly fields'] = declaredGrant(role, meta.name, 'create') ? 'taken' : 'ignored';
      got['staffOnly fields'] = await staffOnlyOutcome(meta, role, token, sample!, answer);
    }
  }
  return { want, got };
}

const cells = [
  ...resources.flatMap(({ meta }) => ROLES.map((role) => ({ name: `${meta.name} as ${roleName(role)}`, meta, role, viaKey: false }))),
  ...resources.flatMap(({ meta }) => KEY_ROLES.map((role) => ({ name: `${meta.name} with an API key for ${role.key}`, meta, role, viaKey: true }))),
];

describe('access matrix', () => {
  it.concurrent.for(cells)('$name', async ({ meta, role, viaKey }, { expect }) => {
    const { want, got } = await runCell(meta, role, viaKey);
    expect(got).toEqual(want);
  });

  it('covers every operation the document lists for the generated APIs', () => {
    const doc = readOpenApi();
    const ours = (path: string) => resources.some(({ meta }) => path === `/api/${meta.name}` || path.startsWith(`/api/${meta.name}/`));
    const documented = Object.entries(doc.paths).flatMap(([path, item]) => (ours(path) ? HTTP_METHODS.filter((m) => m in item).map((m) => `${m} ${path}`) : []));
    const covered = new Set(resources.flatMap(({ meta }) => routesOf(meta).map((r) => r.documented)));
    expect([...covered].sort()).toEqual([...new Set(documented)].sort());
  });
});

/** The drafts' routes outside an entity's API (tests/helpers/access-matrix.ts: scheduledChangesOutcome). */
describe('drafts routes outside an entity', () => {
  const drafted = resources.filter(({ meta }) => meta.drafts).map(({ meta }) => meta.name);
  let page: { id: number; slug: string };
  let preview: string;

  beforeAll(async () => {
    // A pending change of a record of each entity with drafts, and a live page with a draft and its preview link.
    for (const { meta } of resources.filter((r) => r.meta.drafts)) {
      const id = await makeRecord(meta);
      const scheduled = await call(`${server.url}/api/${meta.name}/${id}/schedule`, { method: 'POST', token: admin, json: { action: 'publish', at: '2030-01-07T09:00' } });
      expect(scheduled.status, JSON.stringify(scheduled.body)).toBe(201);
    }
    const made = await call(`${server.url}/api/page`, { method: 'POST', token: admin, json: { slug: 'matrix-terms', title: 'Matrix terms', body: '<p>Live.</p>', published: true } });
    page = { id: made.body.data.id, slug: 'matrix-terms' };
    expect((await call(`${server.url}/api/page/${page.id}/draft`, { method: 'PUT', token: admin, json: { title: 'Matrix terms, drafted' } })).status).toBe(200);
    const link = await call(`${server.url}/api/page/${page.id}/preview-link`, { method: 'POST', token: admin });
    preview = decodeURIComponent(/\/preview\/([^/?#]+)$/.exec(link.body.data.url as string)![1]!);
  });

  const cells = [...ROLES.map((role) => ({ name: roleName(role), role, viaKey: false })), ...KEY_ROLES.map((role) => ({ name: `an API key for ${role.key}`, role, viaKey: true }))];

  it.for(cells)('as $name', async ({ role, viaKey }, { expect }) => {
    const token = role ? tokens.get(viaKey ? `key:${role.key}` : role.key) : undefined;
    const want: Record<string, unknown> = {};
    const got: Record<string, unknown> = {};

    const list = await call(`${server.url}/api/scheduled-changes`, { token });
    want['scheduled changes'] = scheduledChangesOutcome(role);
    got['scheduled changes'] = list.status === 200 ? 'pass' : list.status;
    if (list.status === 200) {
      want['scheduled changes of'] = scheduledEntitiesOf(role, drafted);
      got['scheduled changes of'] = [...new Set((list.body.data as { entity: string }[]).map((c) => c.entity))].sort();
    }

    // The link: on to the page with the token, whoever asks; an altered one is not valid.
    const link = await fetch(`${server.url}/preview/${preview}`, { redirect: 'manual', headers: token ? { Authorization: `Bearer ${token}` } : {} });
    want['preview link'] = [303, `/${page.slug}?preview=${encodeURIComponent(preview)}`];
    got['preview link'] = [link.status, link.headers.get('location')];
    const altered = await fetch(`${server.url}/preview/${preview.startsWith('A') ? 'B' : 'A'}${preview.slice(1)}`, { redirect: 'manual' });
    want['altered preview link'] = 404;
    got['altered preview link'] = altered.status;

    // The reads its page makes: that record with its draft, for whoever holds the token; without it, the live values.
    const read = await call(`${server.url}/api/page/${page.id}`, { token, headers: { 'X-Preview': preview } });
    want['read with the token'] = [200, 'Matrix terms, drafted'];
    got['read with the token'] = [read.status, read.body?.data?.title];
    const plain = await call(`${server.url}/api/page/${page.id}`, { token });
    want['read without it'] = [200, 'Matrix terms'];
    got['read without it'] = [plain.status, plain.body?.data?.title];
    expect(got).toEqual(want);
  });
});
