/**
 * The records routes over HTTP, table-driven over every entity they apply to:
 * trash, restore and purge (softDelete entities); history and restoring a
 * version; 409 on a stale save (If-Match); rules across fields; computed
 * values set by actions. Real server, real SQLite file.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resources } from '../../generated/server';
import type { EntityMeta } from '../../runtime-shared/meta';
import { call, login, type Json } from '../helpers/http';
import { bodyOf, sampleFor } from '../helpers/samples';
import { ADMIN, startTestServer, type TestServer } from '../helpers/server';

let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await startTestServer({ demoContent: true });
  admin = await login(server.url, ADMIN.email, ADMIN.password);
}, 60_000);
afterAll(() => server?.close());

const url = (path: string) => `${server.url}${path}`;
const metas = resources.map((r) => r.meta).filter((m) => !m.singleton);
const softDelete = metas.filter((m) => m.softDelete);
/** Entities staff create and update through the API (the audit log is written by the server only). */
const editable = metas.filter((m) => m.access.create !== 'none' && m.access.update !== 'none');

async function create(meta: EntityMeta): Promise<Record<string, Json>> {
  const { body, json } = bodyOf(meta, await sampleFor(server.db, meta));
  const made = await call(url(`/api/${meta.name}`), { method: 'POST', token: admin, body, headers: json ? { 'Content-Type': 'application/json' } : {} });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return made.body.data;
}

/** A new sample as a full update (PUT, or POST with _method for entities with files); numbers differ from the created sample's 3 too. */
async function replace(meta: EntityMeta, id: number, headers: Record<string, string> = {}) {
  const multipart = meta.fields.some((f) => f.upload);
  const sample = await sampleFor(server.db, meta);
  for (const f of meta.fields) if (f.kind === 'number') sample.values[f.name] = Math.max(f.min ?? 4, Math.min(f.max ?? 4, 4));
  const { body, json } = bodyOf(meta, sample, multipart ? { _method: 'PUT' } : {});
  return call(url(`/api/${meta.name}/${id}`), { method: multipart ? 'POST' : 'PUT', token: admin, body, headers: { ...headers, ...(json ? { 'Content-Type': 'application/json' } : {}) } });
}

/** The declared fields a version restores (not files, not secrets). */
const restorable = (meta: EntityMeta, record: Record<string, unknown>) =>
  Object.fromEntries(meta.fields.filter((f) => !f.upload && !f.writeOnly && f.kind !== 'password').map((f) => [f.name, record[f.name]]));

describe('trash, restore and purge', () => {
  it('covers the entities that declare softDelete', () => {
    expect(softDelete.map((m) => m.name).sort()).toEqual(['banner', 'job', 'page', 'product', 'service']);
  });

  it.each(softDelete.map((m) => [m.name, m] as const))('%s: delete moves to the trash, restore brings back, purge removes', async (_n, meta) => {
    const { id } = await create(meta);
    const listed = async (query: string) => ((await call(url(`/api/${meta.name}?perPage=100&sort=-id&${query}`), { token: admin })).body.data as { id: number }[]).map((r) => r.id);

    expect((await call(url(`/api/${meta.name}/${id}`), { method: 'DELETE', token: admin })).status).toBe(204);
    expect((await call(url(`/api/${meta.name}/${id}`), { token: admin })).status).toBe(404);
    expect(await listed('')).not.toContain(id);
    expect(await listed('trashed=only')).toContain(id);
    // A trashed record cannot be changed: 404, and nothing written.
    const stored = await server.db(meta.table).where({ id }).first(meta.titleField);
    expect((await call(url(`/api/${meta.name}/${id}`), { method: 'PATCH', token: admin, json: { [meta.titleField]: 'Changed in the trash' } })).status).toBe(404);
    expect(await server.db(meta.table).where({ id }).first(meta.titleField)).toEqual(stored);
    // The row is still there, its files too.
    expect(await server.db(meta.table).where({ id }).first('id')).toBeTruthy();

    const restored = await call(url(`/api/${meta.name}/${id}/restore`), { method: 'POST', token: admin });
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    expect(restored.body.data.id).toBe(id);
    expect(await listed('')).toContain(id);
    expect(await listed('trashed=only')).not.toContain(id);

    expect((await call(url(`/api/${meta.name}/${id}`), { method: 'DELETE', token: admin })).status).toBe(204);
    expect((await call(url(`/api/${meta.name}/${id}?purge=1`), { method: 'DELETE', token: admin })).status).toBe(204);
    expect(await server.db(meta.table).where({ id }).first('id')).toBeUndefined();
    expect((await call(url(`/api/${meta.name}/${id}/restore`), { method: 'POST', token: admin })).status).toBe(404);

    const operations = await server.db('audit_entries').where({ entity: meta.name, record_id: id }).orderBy('id').select('operation', 'action');
    expect(operations).toEqual([
      { operation: 'create', action: null },
      { operation: 'delete', action: null },
      { operation: 'action', action: 'restore' },
      { operation: 'delete', action: null },
      { operation: 'delete', action: 'purge' },
    ]);
  });

  it.each(softDelete.map((m) => [m.name, m] as const))('%s: the trash is for staff only, even where the public reads the list', async (_n, meta) => {
    const { id } = await create(meta);
    expect((await call(url(`/api/${meta.name}?trashed=only`))).status).toBe(401);
    expect((await call(url(`/api/${meta.name}/${id}/restore`), { method: 'POST' })).status).toBe(401);
    expect((await call(url(`/api/${meta.name}/${id}?purge=1`), { method: 'DELETE' })).status).toBe(401);
    expect((await call(url(`/api/${meta.name}?trashed=yes`), { token: admin })).status).toBe(400);
    expect(await server.db(meta.table).where({ id }).whereNull('deleted_at').first('id')).toBeTruthy();
  });

  it('an entity without softDelete has no trash: delete removes, trashed= is refused', async () => {
    const meta = metas.find((m) => m.name === 'testimonial')!;
    expect(meta.softDelete).toBeUndefined();
    const { id } = await create(meta);
    expect((await call(url(`/api/testimonial?trashed=only`), { token: admin })).status).toBe(400);
    expect((await call(url(`/api/testimonial/${id}`), { method: 'DELETE', token: admin })).status).toBe(204);
    expect(await server.db(meta.table).where({ id }).first('id')).toBeUndefined();
  });

  it('a record in the trash is absent from the relations of others', async () => {
    // Entities that can be edited (a bookmark is deleted and added again, never changed).
    const relating = metas.filter((owner) => owner.access.update !== 'none').flatMap((owner) => owner.fields.filter((f) => f.relation && softDelete.some((m) => m.name === f.relation!.entity)).map((f) => ({ owner, field: f })));
    expect(relating.length).toBeGreaterThan(0);
    for (const { owner, field } of relating) {
      const target = softDelete.find((m) => m.name === field.relation!.entity)!;
      const targetRow = await create(target);
      const row = await create(owner);
      const patched = await call(url(`/api/${owner.name}/${row.id}`), { method: 'PATCH', token: admin, json: { [field.name]: targetRow.id } });
      expect(patched.status, `${owner.name}.${field.name}: ${JSON.stringify(patched.body)}`).toBe(200);
      expect(patched.body.data[field.relation!.as], `${owner.name}.${field.name}`).toMatchObject({ id: targetRow.id });
      await call(url(`/api/${target.name}/${targetRow.id}`), { method: 'DELETE', token: admin });
      const after = (await call(url(`/api/${owner.name}/${row.id}`), { token: admin })).body.data;
      expect(after[field.relation!.as], `${owner.name}.${field.name} after its ${target.name} went to the trash`).toBeNull();
      // Kept, the record stays editable; newly chosen, a trashed target is refused like a missing one.
      const kept = await call(url(`/api/${owner.name}/${row.id}`), { method: 'PATCH', token: admin, json: { [field.name]: targetRow.id } });
      expect(kept.status, `${owner.name}.${field.name} kept: ${JSON.stringify(kept.body)}`).toBe(200);
      const other = await create(owner);
      const chosen = await call(url(`/api/${owner.name}/${other.id}`), { method: 'PATCH', token: admin, json: { [field.name]: targetRow.id } });
      expect(chosen.status, `${owner.name}.${field.name} chosen`).toBe(400);
      expect(Object.keys(chosen.body.error.fields)).toEqual([field.name]);
    }
  });

  it('a unique value stays taken while its row is in the trash (409 naming the field), and is free after purge', async () => {
    const meta = softDelete.find((m) => m.name === 'page')!;
    const first = await create(meta);
    await call(url(`/api/page/${first.id}`), { method: 'DELETE', token: admin });
    const again = { ...(await sampleFor(server.db, meta)).values, slug: first.slug };
    const taken = await call(url('/api/page'), { method: 'POST', token: admin, json: again });
    expect(taken.status).toBe(409);
    expect(taken.body.error.fields).toEqual({ slug: 'This value is already used' });
    await call(url(`/api/page/${first.id}?purge=1`), { method: 'DELETE', token: admin });
    expect((await call(url('/api/page'), { method: 'POST', token: admin, json: again })).status).toBe(201);
  });
});

describe('history and restoring a version', () => {
  it.each(editable.map((m) => [m.name, m] as const))('%s: the history lists an update, and restoring version 1 brings back its values', async (_n, meta) => {
    const created = await create(meta);
    const original = restorable(meta, (await call(url(`/api/${meta.name}/${created.id}`), { token: admin })).body.data);
    const updated = await replace(meta, created.id);
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);

    const history = await call(url(`/api/${meta.name}/${created.id}/history`), { token: admin });
    expect(history.status).toBe(200);
    expect(history.body.data.map((v: Json) => [v.version, v.operation, v.user_email])).toEqual([
      [2, 'update', ADMIN.email],
      [1, 'create', ADMIN.email],
    ]);
    expect(history.body.data[0].changed.length).toBeGreaterThan(0);
    expect(history.body.data[0].before).toMatchObject(original);

    const restored = await call(url(`/api/${meta.name}/${created.id}/history/1/restore`), { method: 'POST', token: admin });
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    expect(restorable(meta, restored.body.data)).toEqual(original);
    const [latest] = (await call(url(`/api/${meta.name}/${created.id}/history`), { token: admin })).body.data;
    expect(latest).toMatchObject({ version: 3, operation: 'update', action: 'restore version 1' });
  });

  it('secrets never appear in the history', async () => {
    const meta = metas.find((m) => m.name === 'user')!;
    const { id } = await create(meta);
    await call(url(`/api/user/${id}`), { method: 'PATCH', token: admin, json: { password: 'another-secret-99' } });
    const history = await call(url(`/api/user/${id}/history`), { token: admin });
    const text = JSON.stringify(history.body);
    expect(history.body.data[0].changed).toEqual(['password']);
    expect(history.body.data[0].after.password).toBe('[redacted]');
    for (const secret of ['sample-password-1', 'another-secret-99', '$2']) expect(text).not.toContain(secret);
  });

  it('is for staff with the grant; an unknown version is 404; a version that deleted the record cannot be restored', async () => {
    const meta = metas.find((m) => m.name === 'testimonial')!;
    const { id } = await create(meta);
    expect((await call(url(`/api/testimonial/${id}/history`))).status).toBe(401);
    expect((await call(url(`/api/testimonial/${id}/history/1/restore`), { method: 'POST' })).status).toBe(401);
    expect((await call(url(`/api/testimonial/${id}/history/9/restore`), { method: 'POST', token: admin })).status).toBe(404);
    expect((await call(url(`/api/testimonial/${id}/history/x/restore`), { method: 'POST', token: admin })).status).toBe(400);
    const job = await create(metas.find((m) => m.name === 'job')!);
    await call(url(`/api/job/${job.id}`), { method: 'DELETE', token: admin });
    await call(url(`/api/job/${job.id}/restore`), { method: 'POST', token: admin });
    const refused = await call(url(`/api/job/${job.id}/history/2/restore`), { method: 'POST', token: admin });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toMatch(/Version 2 deleted the job/);
  });
});

describe('no lost updates (If-Match)', () => {
  it.each(editable.map((m) => [m.name, m] as const))('%s: a save based on an old version answers 409 naming what changed meanwhile', async (_n, meta) => {
    const created = await create(meta);
    const seen = created.updated_at as string;
    await new Promise((resolve) => setTimeout(resolve, 5)); // another millisecond for the other save
    const other = await replace(meta, created.id, { 'If-Match': `"${seen}"` });
    expect(other.status, JSON.stringify(other.body)).toBe(200);
    const changed = (await call(url(`/api/${meta.name}/${created.id}/history`), { token: admin })).body.data[0].changed as string[];

    const stale = await replace(meta, created.id, { 'If-Match': `"${seen}"` });
    expect(stale.status).toBe(409);
    expect(Object.keys(stale.body.error.fields).sort()).toEqual([...changed].sort());
    expect(stale.body.error.message).toMatch(/changed by someone else/);
    // Nothing was written: the record is the other save's.
    expect((await call(url(`/api/${meta.name}/${created.id}`), { token: admin })).body.data.updated_at).toBe(other.body.data.updated_at);
    // Based on the current version, or without If-Match, it saves.
    expect((await replace(meta, created.id, { 'If-Match': other.body.data.updated_at })).status).toBe(200);
    expect((await replace(meta, created.id)).status).toBe(200);
  });

  it('a malformed If-Match is a 400', async () => {
    const meta = metas.find((m) => m.name === 'testimonial')!;
    const { id } = await create(meta);
    const refused = await call(url(`/api/testimonial/${id}`), { method: 'PATCH', token: admin, json: {}, headers: { 'If-Match': 'yesterday' } });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe('If-Match must be the updated_at of the record you edited, e.g. "2026-11-23T14:05:00.000Z"');
  });

  it("names only this record's changes, who made them and the fields' labels; a weak ETag counts, * means any version", async () => {
    const patch = (path: string, json: Record<string, unknown>, ifMatch?: string) =>
      call(url(path), { method: 'PATCH', token: admin, json, headers: ifMatch === undefined ? {} : { 'If-Match': ifMatch } });
    const { id, updated_at: seen } = await create(metas.find((m) => m.name === 'testimonial')!);
    const job = await create(metas.find((m) => m.name === 'job')!);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await patch(`/api/testimonial/${id}`, { client_name: 'Ingrid Moe', rating: 2 }, `W/"${seen}"`)).status).toBe(200);
    // Another record changed after the copy was read: not this record's news.
    expect((await patch(`/api/job/${job.id}`, { title: 'Changed elsewhere' })).status).toBe(200);

    const stale = await patch(`/api/testimonial/${id}`, { message: 'An old copy' }, `"${seen}"`);
    expect(stale.status).toBe(409);
    expect(stale.body.error.fields).toEqual({ client_name: `Changed meanwhile by ${ADMIN.email}`, rating: `Changed meanwhile by ${ADMIN.email}` });
    expect(stale.body.error.message).toBe(
      'This testimonial was changed by someone else after you opened it (Client name, Rating). Reload it to see the changes, or save again to overwrite them.',
    );
    expect((await patch(`/api/testimonial/${id}`, { message: 'Saved over it' }, '*')).status).toBe(200);
  });

  it('a stale save of a record that went to the trash and came back is a 409 (the delete has no "after")', async () => {
    const { id, updated_at: seen } = await create(metas.find((m) => m.name === 'job')!);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await call(url(`/api/job/${id}`), { method: 'DELETE', token: admin })).status).toBe(204);
    expect((await call(url(`/api/job/${id}/restore`), { method: 'POST', token: admin })).status).toBe(200);
    const stale = await call(url(`/api/job/${id}`), { method: 'PATCH', token: admin, json: { title: 'An old copy' }, headers: { 'If-Match': `"${seen}"` } });
    expect(stale.status, JSON.stringify(stale.body)).toBe(409);
  });
});

describe('rules across fields', () => {
  const product = () => metas.find((m) => m.name === 'product')!;
  const productBody = async (extra: Record<string, unknown>) => bodyOf(product(), await sampleFor(server.db, product()), extra);
  const post = async (extra: Record<string, unknown>) => call(url('/api/product'), { method: 'POST', token: admin, body: (await productBody(extra)).body });

  it.each([
    ['a discount price above the price', { price: 1000, discount_price: 1500 }, { discount_price: 'Must be below the price' }],
    ['a discount price equal to the price', { price: 1000, discount_price: 1000 }, { discount_price: 'Must be below the price' }],
    ['a discount ending before it starts', { discount_start_date: '2026-05-10', discount_end_date: '2026-05-09' }, { discount_end_date: 'Must not be before the discount starts' }],
  ])('refuses %s with the field named', async (_n, values, fields) => {
    const answer = await post(values);
    expect(answer.status).toBe(400);
    expect(answer.body.error.fields).toEqual(fields);
  });

  it('accepts a discount below the price and a one-day discount window', async () => {
    expect((await post({ price: 1000, discount_price: 999, discount_start_date: '2026-05-10', discount_end_date: '2026-05-10' })).status).toBe(201);
  });

  it('refuses a subcategory of another category', async () => {
    const sub = await server.db('subcategories').orderBy('id').first('id', 'category_id');
    const other = await server.db('categories').whereNot({ id: sub.category_id }).first('id');
    const answer = await post({ category_id: other.id, subcategory_id: sub.id });
    expect(answer.status).toBe(400);
    expect(answer.body.error.fields).toEqual({ subcategory_id: 'The chosen subcategory does not belong to the chosen category' });
    expect((await post({ category_id: sub.category_id, subcategory_id: sub.id })).status).toBe(201);
  });

  it('checks a PATCH of one field against the stored others', async () => {
    const made = await post({ price: 1000, discount_price: 800 });
    const answer = await call(url(`/api/product/${made.body.data.id}`), { method: 'PATCH', token: admin, json: { price: 700 } });
    expect(answer.status).toBe(400);
    expect(answer.body.error.fields).toEqual({ discount_price: 'Must be below the price' });
    expect((await call(url(`/api/product/${made.body.data.id}`), { token: admin })).body.data.price).toBe(1000);
  });
});

describe('actions set computed values', () => {
  it("an order's mark_paid sets paid_at to now", async () => {
    const order = await create(metas.find((m) => m.name === 'order')!);
    expect(order.status).toBe('pending');
    const before = Date.now();
    const paid = await call(url(`/api/order/${order.id}/actions/mark_paid`), { method: 'POST', token: admin });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body.data.status).toBe('paid');
    expect(Date.parse(paid.body.data.paid_at)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(paid.body.data.paid_at)).toBeLessThanOrEqual(Date.now() + 1000);
  });
});
