/**
 * The generic CRUD paths, table-driven over every entity: every field kind
 * round-trips through create, get and update (many-to-many links on create
 * as well as on update, options, json, money, dates); boolean filters take
 * the 1/0 the admin list sends as well as true/false; range filters
 * (`filter[f][gte]`, `[lte]`) bound a value.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entityMetas } from '../../generated/schemas';
import type { EntityMeta, FieldMeta } from '../../runtime-shared/meta';
import { call, login } from '../helpers/http';
import { bodyOf, publicValues, sampleFor, type Sample } from '../helpers/samples';
import { satisfyRules } from '../helpers/satisfy-rules';
import { ADMIN, startTestServer, type TestServer } from '../helpers/server';

let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await startTestServer({ demoContent: true });
  admin = await login(server.url, ADMIN.email, ADMIN.password);
}, 60_000);
afterAll(() => server?.close());

const regular = entityMetas.filter((m) => !m.singleton && m.access.create !== 'none');

async function send(method: string, path: string, meta: EntityMeta, sample: Sample) {
  const { body, json } = bodyOf(meta, sample, publicValues(meta));
  return call(`${server.url}${path}`, { method, token: admin, body, headers: json ? { 'Content-Type': 'application/json' } : {} });
}

/** The n-th row of a related table (the first when there is only one). */
async function nthId(table: string, n: number): Promise<number> {
  const ids = (await server.db(table).orderBy('id').limit(n + 1).pluck('id')).map(Number);
  return ids[Math.min(n, ids.length - 1)]!;
}

/** A second value of each kind, unlike the sample's, for the update. */
async function otherValue(field: FieldMeta, first: unknown): Promise<unknown> {
  switch (field.kind) {
    case 'options':
      return ['Third option'];
    case 'json':
      // Shaped as role permissions, whose field declares a schema (kinds/json): every other JSON field takes any object.
      return { banner: ['read'], note: ['create', 'delete'] };
    case 'money':
      return 99_99;
    case 'date':
      return '2027-02-20';
    case 'datetime':
      return '2027-02-20T08:30:00.000Z';
    case 'boolean':
      return !first;
    case 'number':
      return field.max !== undefined && field.max < 4 ? (field.min ?? 0) : 4;
    case 'enum':
      return (field.options![1] ?? field.options![0]!).value;
    case 'relation':
      return nthId(field.relation!.table, 1);
    case 'manyToMany':
      return [await nthId(field.manyToMany!.table, 0), await nthId(field.manyToMany!.table, 1)].filter((v, i, all) => all.indexOf(v) === i);
    default:
      return first; // text kinds change per sample already
  }
}

/** Fields a lifecycle hook stores in another form: a redirect keeps a full address as its path (site/server/redirects). */
const AS_PATH: Record<string, string[]> = { redirect: ['from_path'] };

/** Checks each field of an answer against what was sent. */
function expectFields(meta: EntityMeta, record: Record<string, unknown>, sent: Record<string, unknown>) {
  for (const field of meta.fields) {
    const got = record[field.name];
    if (AS_PATH[meta.name]?.includes(field.name)) expect(got, field.name).toBe(new URL(String(sent[field.name])).pathname);
    else if (field.writeOnly) expect(got, field.name).toBeUndefined();
    else if (field.readOnly) continue; // the server's facts (tests/api/media-library.test.ts checks them)
    else if (field.upload) expect(got, field.name).toMatch(field.upload.private ? /^api\// : /^uploads\//);
    else if (field.kind === 'manyToMany') {
      expect(got, field.name).toEqual(sent[field.name]);
      expect((record[field.manyToMany!.as] as { id: number }[]).map((r) => r.id), field.manyToMany!.as).toEqual(sent[field.name]);
    } else expect(got, field.name).toEqual(sent[field.name]);
  }
}

describe.each(regular.map((m) => [m.name, m] as const))('%s', (_name, meta) => {
  it('round-trips every field through create, get and update', async () => {
    const sample = await sampleFor(server.db, meta);
    for (const field of meta.fields) if (field.kind === 'json') sample.values[field.name] = { banner: ['read'], tier: ['update'] };
    const created = await send('POST', `/api/${meta.name}`, meta, sample);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.data.id;
    const sentOnCreate = { ...sample.values, ...publicValues(meta) };
    expectFields(meta, created.body.data, sentOnCreate);
    expectFields(meta, (await call(`${server.url}/api/${meta.name}/${id}`, { token: admin })).body.data, sentOnCreate);
    if (meta.access.update === 'none') return; // no update route (bookmarks: delete and add again)

    const next = await sampleFor(server.db, meta);
    for (const field of meta.fields) if (!field.upload) next.values[field.name] = await otherValue(field, next.values[field.name]);
    for (const [name, value] of Object.entries(publicValues(meta))) next.values[name] = value;
    await satisfyRules(server.db, meta, next.values); // the changed values must still keep the rules across fields
    const updated = await send('PUT', `/api/${meta.name}/${id}`, meta, next);
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expectFields(meta, updated.body.data, next.values);
    expectFields(meta, (await call(`${server.url}/api/${meta.name}/${id}`, { token: admin })).body.data, next.values);
  });
});

const withBoolean = regular.flatMap((meta) => meta.fields.filter((f) => f.kind === 'boolean' && f.sortable && !(f.name in (meta.publicFilter ?? {}))).map((f) => [`${meta.name}.${f.name}`, meta, f] as const));
describe.each(withBoolean)('%s filter', (_name, meta, field) => {
  it('accepts true/false and the 1/0 the admin list sends', async () => {
    const ids: Record<string, number> = {};
    for (const value of [true, false]) {
      const sample = await sampleFor(server.db, meta);
      sample.values[field.name] = value;
      const made = await send('POST', `/api/${meta.name}`, meta, sample);
      expect(made.status, JSON.stringify(made.body)).toBe(201);
      ids[String(value)] = made.body.data.id;
    }
    const found = async (raw: string) => {
      const res = await call(`${server.url}/api/${meta.name}?filter[${field.name}]=${raw}&filter[id][gte]=${ids.true}&perPage=100`, { token: admin });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.data.map((r: { id: number }) => r.id);
    };
    for (const raw of ['true', '1']) expect(await found(raw), raw).toEqual([ids.true]);
    for (const raw of ['false', '0']) expect(await found(raw), raw).toEqual([ids.false]);
    expect((await call(`${server.url}/api/${meta.name}?filter[${field.name}]=yes`, { token: admin })).status).toBe(400);
  });
});

describe('range filters', () => {
  it('bound a value from below, above and both sides (money, in cents)', async () => {
    const product = entityMetas.find((m) => m.name === 'product')!;
    const ids: number[] = [];
    for (const price of [1_00, 5_00, 9_00]) {
      const sample = await sampleFor(server.db, product);
      sample.values.price = price;
      delete sample.values.discount_price; // a later rule may want it below the price
      const made = await send('POST', '/api/product', product, sample);
      expect(made.status, JSON.stringify(made.body)).toBe(201);
      ids.push(made.body.data.id);
    }
    const list = async (query: string) => (await call(`${server.url}/api/product?${query}&filter[id][gte]=${ids[0]}&sort=id`, { token: admin })).body.data.map((r: { id: number }) => r.id);
    expect(await list('filter[price][gte]=500')).toEqual([ids[1], ids[2]]);
    expect(await list('filter[price][lte]=500')).toEqual([ids[0], ids[1]]);
    expect(await list('filter[price][gte]=200&filter[price][lte]=800')).toEqual([ids[1]]);
    expect((await call(`${server.url}/api/product?filter[price][gt]=1`, { token: admin })).status).toBe(400);
    expect((await call(`${server.url}/api/product?filter[price][gte]=null`, { token: admin })).status).toBe(400);
  });
});
