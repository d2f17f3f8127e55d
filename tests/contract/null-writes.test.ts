/**
 * Issue 14 item 1 over HTTP: for every entity and every field, null sent on
 * create, replace (PUT) and change (PATCH) is either refused with a 400 that
 * names the field, or stored and read back as null. Never a 500.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entityMetas } from '../../generated/schemas';
import type { EntityMeta } from '../../runtime-shared/meta';
import { call, login, type Answer } from '../helpers/http';
import { bodyOf, sampleFor } from '../helpers/samples';
import { ADMIN, startTestServer, type TestServer } from '../helpers/server';

let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await startTestServer({ demoContent: true });
  admin = await login(server.url, ADMIN.email, ADMIN.password);
});
afterAll(() => server?.close());

const json = (method: string, path: string, body: unknown) => call(`${server.url}${path}`, { method, token: admin, json: body });
const firstId = async (table: string) => Number((await server.db(table).orderBy('id').first('id')).id);

describe('the cases of the issue answer 400 with the field named', () => {
  it.each([
    ['PATCH', 'team-member', 'team_members', { photo: null }],
    ['PUT', 'partner', 'partners', { name: 'Null logo', logo: null }],
    ['PATCH', 'product', 'products', { photo: null }],
    ['PATCH', 'banner', 'banners', { photo: null }],
    ['PATCH', 'order', 'orders', { tax_total: null }],
  ] as const)('%s /api/%s/<id> %j', async (method, name, table, body) => {
    const id = await firstId(table);
    const before = await server.db(table).where({ id }).first();
    const res = await json(method, `/api/${name}/${id}`, body);
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    const field = Object.keys(body).find((k) => body[k as keyof typeof body] === null)!;
    expect(res.body.error.fields[field]).toBe(field === 'tax_total' ? 'Enter a number' : 'This field is required');
    expect(await server.db(table).where({ id }).first()).toEqual(before);
  });

  it('PUT /api/order/<id> {tax_total: null} and POST /api/order {discount_total: null}', async () => {
    const order = await server.db('orders').orderBy('id').first();
    const put = await json('PUT', `/api/order/${order.id}`, { order_number: order.order_number, user_id: order.user_id, status: order.status, currency: order.currency, subtotal: 100, total: 100, tax_total: null });
    expect(put.status, JSON.stringify(put.body)).toBe(400);
    expect(put.body.error.fields).toEqual({ tax_total: 'Enter a number' });
    const post = await json('POST', '/api/order', { order_number: 'N-1', user_id: order.user_id, status: 'pending', currency: 'USD', subtotal: 100, total: 100, discount_total: null });
    expect(post.status, JSON.stringify(post.body)).toBe(400);
    expect(post.body.error.fields).toEqual({ discount_total: 'Enter a number' });
  });

  it('a blank number with a default means the default; leaving it out keeps the stored value', async () => {
    const id = await firstId('team_members');
    await server.db('team_members').where({ id }).update({ display_order: 7 });
    expect((await json('PATCH', `/api/team-member/${id}`, { name: 'Kept order' })).body.data.display_order).toBe(7);
    expect((await json('PATCH', `/api/team-member/${id}`, { display_order: '' })).body.data.display_order).toBe(0);
  });
});

/** Refused with the field named, or stored and read back as null. */
async function expectNullHandled(meta: EntityMeta, field: string, what: string, res: Answer, readPath: () => string | undefined, otherFieldsMayFail: boolean) {
  expect(res.status, `${what}: ${JSON.stringify(res.body)}`).toBeLessThan(500);
  if (res.status === 400) {
    if (!otherFieldsMayFail) expect(res.body.error.fields?.[field], `${what}: ${JSON.stringify(res.body)}`).toBeTypeOf('string');
    return;
  }
  expect([200, 201], `${what}: ${JSON.stringify(res.body)}`).toContain(res.status);
  const { writeOnly, readOnly } = meta.fields.find((f) => f.name === field)!;
  if (readOnly) return; // the server's own fact (the media library's): a request's null is ignored, like any value
  const read = await call(`${server.url}${readPath()}`, { token: admin });
  expect(read.body.data[field], what).toBe(writeOnly ? undefined : null);
}

// Entities nobody creates through the API (the audit log) have no write to send null to.
const regular = entityMetas.filter((m) => !m.singleton && m.fields.length > 0 && m.access.create !== 'none');

describe.each(regular.map((m) => [m.name, m] as const))('null in every field of %s', (_name, meta) => {
  it('on create, replace and change', async () => {
    const base = await sampleFor(server.db, meta);
    const { body, json: isJson } = bodyOf(meta, base);
    const created = await call(`${server.url}/api/${meta.name}`, { method: 'POST', token: admin, body, headers: isJson ? { 'Content-Type': 'application/json' } : {} });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.data.id as number;
    // A JSON create cannot upload files: where the entity needs one, the 400 may name only that.
    const needsUpload = meta.fields.some((f) => f.upload && f.required !== false);
    for (const field of meta.fields) {
      const fresh = await sampleFor(server.db, meta);
      const post = await json('POST', `/api/${meta.name}`, { ...fresh.values, [field.name]: null });
      await expectNullHandled(meta, field.name, `POST ${field.name}`, post, () => `/api/${meta.name}/${post.body.data.id}`, needsUpload);
      if (meta.access.update === 'none') continue; // no update route (bookmarks are added and removed)
      const put = await json('PUT', `/api/${meta.name}/${id}`, { ...base.values, [field.name]: null });
      await expectNullHandled(meta, field.name, `PUT ${field.name}`, put, () => `/api/${meta.name}/${id}`, false);
      const patch = await json('PATCH', `/api/${meta.name}/${id}`, { [field.name]: null });
      await expectNullHandled(meta, field.name, `PATCH ${field.name}`, patch, () => `/api/${meta.name}/${id}`, false);
    }
  });
});

describe.each(entityMetas.filter((m) => m.singleton).map((m) => [m.name, m] as const))('null in every field of %s (singleton)', (_name, meta) => {
  it('on save', async () => {
    const base = await sampleFor(server.db, meta);
    for (const field of meta.fields) {
      const put = await json('PUT', `/api/${meta.name}`, { ...base.values, [field.name]: null });
      await expectNullHandled(meta, field.name, `PUT ${field.name}`, put, () => `/api/${meta.name}`, false);
    }
  });
});
