/**
 * POST /api/<name>/bulk, table-driven over every generated entity where it
 * applies: bulk delete, bulk update (one field, one value) and every declared
 * action. A request naming a row that is refused (missing, in the wrong
 * state, or that the caller may not change) changes nothing at all and names
 * the row and the reason; a role without the grant is refused outright.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entityMetas } from '../../generated/schemas';
import type { ActionMeta, EntityMeta, FieldMeta } from '../../runtime-shared/meta';
import { createStaff, type Staff } from '../helpers/accounts';
import { storedFiles } from '../helpers/files';
import { call, login } from '../helpers/http';
import { bodyOf, publicValues, sampleFor } from '../helpers/samples';
import { ADMIN, startTestServer, type TestServer } from '../helpers/server';

let server: TestServer;
let admin: string;
let reader: Staff;

beforeAll(async () => {
  server = await startTestServer({ demoContent: true });
  admin = await login(server.url, ADMIN.email, ADMIN.password);
  // Reads every entity, changes none.
  const readAll = Object.fromEntries(entityMetas.map((m) => [m.name, ['read']]));
  reader = await createStaff(server.url, admin, 'reader', readAll);
}, 60_000);
afterAll(() => server?.close());

const listed = entityMetas.filter((m) => !m.singleton && m.access.create !== 'none');
const deletable = listed.filter((m) => m.access.delete !== 'none');

async function make(meta: EntityMeta): Promise<number> {
  const { body, json } = bodyOf(meta, await sampleFor(server.db, meta), publicValues(meta));
  const res = await call(`${server.url}/api/${meta.name}`, { method: 'POST', token: admin, body, headers: json ? { 'Content-Type': 'application/json' } : {} });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.id;
}

const bulk = (meta: EntityMeta, json: unknown, token = admin) => call(`${server.url}/api/${meta.name}/bulk`, { method: 'POST', token, json });
/** The ids among `ids` that are still live: present and, for a soft-delete entity, not in the trash. */
const exists = async (meta: EntityMeta, ids: number[]) => {
  const query = server.db(meta.table).whereIn('id', ids);
  if (meta.softDelete) query.whereNull('deleted_at');
  return (await query.pluck('id')).map(Number).sort((a, b) => a - b);
};
const trashed = async (meta: EntityMeta, ids: number[]) => (await server.db(meta.table).whereIn('id', ids).whereNotNull('deleted_at').pluck('id')).map(Number).sort((a, b) => a - b);

describe.each(deletable.map((m) => [m.name, m] as const))('%s: bulk delete', (_name, meta) => {
  it('deletes every chosen row in one request', async () => {
    const ids = [await make(meta), await make(meta), await make(meta)];
    const res = await bulk(meta, { action: 'delete', ids });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toEqual({ action: 'delete', count: 3, ids: [...ids].sort((a, b) => a - b) });
    expect(await exists(meta, ids)).toEqual([]);
    // A soft-delete entity keeps the rows, in its trash.
    if (meta.softDelete) expect(await trashed(meta, ids)).toEqual([...ids].sort((a, b) => a - b));
    else expect(Number((await server.db(meta.table).whereIn('id', ids).count({ n: '*' }).first())!.n)).toBe(0);
  });

  it('refuses the whole request when one row is missing, naming it; nothing is deleted', async () => {
    const ids = [await make(meta), await make(meta)];
    const res = await bulk(meta, { action: 'delete', ids: [...ids, 987654] });
    expect(res.status).toBe(404);
    expect(res.body.error.fields).toEqual({ 987654: `No ${meta.label.toLowerCase()} with id 987654` });
    expect(await exists(meta, ids)).toEqual(ids);
  });

  it('refuses a role without the delete grant', async () => {
    const ids = [await make(meta)];
    const res = await bulk(meta, { action: 'delete', ids }, reader.token);
    expect(res.status).toBe(403);
    expect(await exists(meta, ids)).toEqual(ids);
  });
});

/** A field a bulk update may set, with a value to set it to (not unique: every row gets the same value). */
function settableField(meta: EntityMeta): { field: FieldMeta; value: unknown } | undefined {
  for (const field of meta.fields) {
    if (field.unique || field.staffOnly) continue;
    if (field.kind === 'text' && !/(^|_)(slug|key|code|number)$/.test(field.name)) return { field, value: 'Set in bulk' };
    if (field.kind === 'boolean') return { field, value: false };
    if (field.kind === 'date') return { field, value: '2027-03-04' };
  }
  return undefined;
}

const updatable = listed.filter((m) => m.access.update !== 'none' && settableField(m) && !m.publicFilter);
describe.each(updatable.map((m) => [m.name, m] as const))('%s: bulk update', (_name, meta) => {
  it('sets one field to one value on every chosen row', async () => {
    const { field, value } = settableField(meta)!;
    const ids = [await make(meta), await make(meta)];
    const res = await bulk(meta, { action: 'update', ids, values: { [field.name]: value } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.count).toBe(2);
    for (const id of ids) expect((await call(`${server.url}/api/${meta.name}/${id}`, { token: admin })).body.data[field.name]).toEqual(value);
  });
});

/** A value of the action's first `from` field that the action does not start from. */
function wrongState(meta: EntityMeta, action: ActionMeta): [string, unknown] | undefined {
  const [name, allowed] = Object.entries(action.from ?? {})[0] ?? [];
  if (!name || !allowed) return undefined;
  const field = meta.fields.find((f) => f.name === name)!;
  if (field.kind === 'boolean') return [name, !allowed[0]];
  const other = field.options?.find((o) => !allowed.map(String).includes(o.value));
  return other ? [name, other.value] : undefined;
}

const withActions = listed.flatMap((meta) => meta.actions.filter((a) => wrongState(meta, a)).map((action) => [`${meta.name} ${action.name}`, meta, action] as const));
describe.each(withActions)('%s: bulk action', (_name, meta, action) => {
  it('runs on rows in a from state, and refuses the whole request for a row in another state', async () => {
    const [field] = Object.entries(action.from!)[0]!;
    const [, wrong] = wrongState(meta, action)!;
    const ready = [await make(meta), await make(meta)];
    const stuck = await make(meta);
    // Every field the action starts from in an allowed state (an action may name several); the stuck row differs in the first.
    const from = Object.fromEntries(Object.entries(action.from!).map(([f, values]) => [f, values[0]]));
    await server.db(meta.table).whereIn('id', ready).update(from);
    await server.db(meta.table).where({ id: stuck }).update({ ...from, [field]: wrong });
    const before = await server.db(meta.table).whereIn('id', [...ready, stuck]).orderBy('id');

    const refused = await bulk(meta, { action: action.name, ids: [...ready, stuck] });
    expect(refused.status).toBe(409);
    expect(Object.keys(refused.body.error.fields)).toEqual([String(stuck)]);
    expect(refused.body.error.fields[stuck]).toContain(`${action.label} is not possible for`);
    expect(await server.db(meta.table).whereIn('id', [...ready, stuck]).orderBy('id')).toEqual(before);

    expect((await bulk(meta, { action: action.name, ids: ready }, reader.token)).status).toBe(403);

    const done = await bulk(meta, { action: action.name, ids: ready });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    for (const id of ready) {
      const row = (await call(`${server.url}/api/${meta.name}/${id}`, { token: admin })).body.data;
      // Computed values ($now, $user) are filled in by the server; the rest are stored as declared.
      for (const [k, v] of Object.entries(action.set)) {
        if (v === '$now') expect(Date.now() - Date.parse(row[k])).toBeLessThan(60_000);
        else if (v !== '$user') expect(row[k]).toEqual(v);
      }
    }
  });
});

describe('bulk selection and refusals', () => {
  const banner = entityMetas.find((m) => m.name === 'banner')!;
  const service = entityMetas.find((m) => m.name === 'service')!;
  const user = entityMetas.find((m) => m.name === 'user')!;

  it('"every row matching the filter": deletes exactly the rows the list shows for it', async () => {
    const serviceId = await make(service);
    const ids = [await make(banner), await make(banner), await make(banner)];
    await server.db('banners').whereIn('id', ids).update({ service_id: serviceId });
    const other = await make(banner);
    const listedIds = (await call(`${server.url}/api/banner?filter[service_id]=${serviceId}&perPage=100`, { token: admin })).body.data.map((r: { id: number }) => r.id);
    expect(listedIds.sort()).toEqual([...ids].sort());
    const res = await bulk(banner, { action: 'delete', filter: { service_id: serviceId } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.count).toBe(3);
    expect(await exists(banner, [...ids, other])).toEqual([other]);
  });

  it('refuses every row a foreign key still needs, and deletes none', async () => {
    const category = entityMetas.find((m) => m.name === 'category')!;
    const subcategory = entityMetas.find((m) => m.name === 'subcategory')!;
    const free = await make(category);
    const used = await make(category);
    const sub = await make(subcategory);
    await server.db('subcategories').where({ id: sub }).update({ category_id: used });
    const res = await bulk(category, { action: 'delete', ids: [free, used] });
    expect(res.status).toBe(409);
    expect(res.body.error.fields).toEqual({ [used]: 'This record is linked to other records; remove those links first' });
    expect(await exists(category, [free, used])).toEqual([free, used]);
  });

  it('a soft-delete row that others link to goes to the trash, links intact', async () => {
    const used = await make(service);
    const b = await make(banner);
    await server.db('banners').where({ id: b }).update({ service_id: used });
    const res = await bulk(service, { action: 'delete', ids: [used] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await trashed(service, [used])).toEqual([used]);
    expect(Number((await server.db('banners').where({ id: b }).first()).service_id)).toBe(used);
  });

  it("a refused bulk delete keeps the rows' files; an accepted one removes them once it committed", async () => {
    const partner = entityMetas.find((m) => m.name === 'partner')!;
    const ids = [await make(partner), await make(partner)];
    const logos = (await server.db('partners').whereIn('id', ids).orderBy('id').pluck('logo')) as string[];
    const onDisk = () => logos.filter((logo) => storedFiles(server.uploadsDir).includes(logo)).length;
    expect(onDisk()).toBe(2);
    const refused = await bulk(partner, { action: 'delete', ids: [...ids, 999_999] });
    expect(refused.status).toBe(404);
    expect([await exists(partner, ids), onDisk()]).toEqual([[...ids].sort((a, b) => a - b), 2]);
    expect((await bulk(partner, { action: 'delete', ids })).status).toBe(200);
    expect([await exists(partner, ids), onDisk()]).toEqual([[], 0]);
  });

  it('a row the caller may not change (their own account) refuses the whole request', async () => {
    const me = (await call(`${server.url}/api/auth/me`, { token: admin })).body.data.id;
    const other = await make(user);
    const res = await bulk(user, { action: 'delete', ids: [other, me] });
    expect(res.status).toBe(403);
    expect(res.body.error.fields).toEqual({ [me]: 'You cannot delete your own account' });
    expect(await exists(user, [other, me])).toEqual([other, me].sort((a, b) => a - b));
  });

  it('a bulk update that would repeat a unique combination is refused, changing nothing', async () => {
    const profile = entityMetas.find((m) => m.name === 'user-profile')!;
    const [a, b] = [await make(profile), await make(profile)];
    const owners = await server.db('user_profiles').whereIn('id', [a, b]).orderBy('id').pluck('user_id');
    const res = await bulk(profile, { action: 'update', ids: [a, b], values: { user_id: owners[0] } });
    expect(res.status, JSON.stringify(res.body)).toBe(409);
    expect(await server.db('user_profiles').whereIn('id', [a, b]).orderBy('id').pluck('user_id')).toEqual(owners);
  });

  it('checks the values of a bulk update with the entity schema, once', async () => {
    const ids = [await make(banner)];
    const res = await bulk(banner, { action: 'update', ids, values: { title: '' } });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({ title: 'This field is required' });
    expect((await bulk(banner, { action: 'update', ids, values: { photo: 'x.png' } })).status).toBe(400);
    expect((await bulk(banner, { action: 'update', ids, values: {} })).status).toBe(400);
  });

  it('refuses a filter matching more than 1000 records, changing none', async () => {
    const subscriber = entityMetas.find((m) => m.name === 'subscriber')!;
    const now = new Date().toISOString();
    const rows = Array.from({ length: 1001 }, (_, i) => ({ email: `cap${i}@limit.test`, source: 'import', created_at: now, updated_at: now }));
    for (let i = 0; i < rows.length; i += 200) await server.db('subscribers').insert(rows.slice(i, i + 200));
    const res = await bulk(subscriber, { action: 'delete', filter: {}, q: 'limit.test' });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('The filter matches more than 1000 records; narrow it and repeat');
    expect(Number((await server.db('subscribers').where('email', 'like', '%limit.test').count({ n: '*' }).first())!.n)).toBe(1001);
  });

  it('refuses malformed requests with the field named', async () => {
    expect((await bulk(banner, { action: 'explode', ids: [1] })).body.error.fields).toEqual({ action: 'Unknown action' });
    expect((await bulk(banner, { action: 'delete' })).body.error.fields).toEqual({ ids: 'Choose the records: ids or filter' });
    expect((await bulk(banner, { action: 'delete', ids: [] })).status).toBe(400);
    expect((await bulk(banner, { action: 'delete', filter: { nope: 1 } })).status).toBe(400);
    // An empty filter is every record: only with all: true.
    const count = await server.db('banners').count({ n: '*' }).first();
    expect((await bulk(banner, { action: 'delete', filter: {} })).body.error.fields).toEqual({ filter: 'Empty: send "all": true to mean every record' });
    expect(await server.db('banners').count({ n: '*' }).first()).toEqual(count);
    expect((await call(`${server.url}/api/banner/bulk`, { method: 'POST', json: { action: 'delete', ids: [1] } })).status).toBe(401);
  });
});
