/**
 * POST /api/<name>/import, table-driven over every entity that can be created
 * through the API. The file is what an export writes for a record (so export
 * and import agree on every field kind), changed as a user would change it:
 * a dry run reports each row (created, updated by id or by a unique field,
 * or its field errors) and writes nothing; a real import of a file with one
 * bad row writes nothing either; a good file is written in full.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entityMetas } from '../../generated/schemas';
import type { EntityMeta } from '../../runtime-shared/meta';
import { createStaff, type Staff } from '../helpers/accounts';
import { call, login } from '../helpers/http';
import { bodyOf, publicValues, sampleFor } from '../helpers/samples';
import { ADMIN, startTestServer, type TestServer } from '../helpers/server';
import { exportCsv, importCsv, toCsv } from './csv-client';

let server: TestServer;
let admin: string;
let reader: Staff;
let n = 0;

beforeAll(async () => {
  server = await startTestServer({ demoContent: true });
  admin = await login(server.url, ADMIN.email, ADMIN.password);
  reader = await createStaff(server.url, admin, 'reader', Object.fromEntries(entityMetas.map((m) => [m.name, ['read']])));
}, 60_000);
afterAll(() => server?.close());

// Entities with unique combinations (bookmark, user_profile) are left out: a copied row repeats its
// combination by design. Their import refusal is the unique check tested in tests/api/owned-entities.test.ts.
const creatable = entityMetas.filter((m) => !m.singleton && m.access.create !== 'none' && !m.unique?.length);

/** Every row of the entity's tables, to compare before and after. */
const tableState = async (meta: EntityMeta) => {
  const joins = meta.fields.flatMap((f) => (f.manyToMany ? [f.manyToMany.joinTable] : []));
  return Promise.all([meta.table, ...joins].map((t) => server.db(t).orderBy(server.db.raw('1')).select('*')));
};

async function exported(meta: EntityMeta): Promise<{ id: number; header: string[]; row: Record<string, string> }> {
  const { body, json } = bodyOf(meta, await sampleFor(server.db, meta), publicValues(meta));
  const made = await call(`${server.url}/api/${meta.name}`, { method: 'POST', token: admin, body, headers: json ? { 'Content-Type': 'application/json' } : {} });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  const csv = await exportCsv(server.url, meta.name, `filter[id]=${made.body.data.id}`, admin);
  expect(csv.rows.length).toBe(1);
  return { id: made.body.data.id, header: csv.header, row: csv.rows[0]! };
}

/** The exported row as a new record: no id, fresh values for unique fields. */
function asNew(meta: EntityMeta, row: Record<string, string>): Record<string, string> {
  const fresh: Record<string, string> = { ...row, id: '' };
  n++;
  for (const f of meta.fields.filter((x) => x.unique)) fresh[f.name] = f.kind === 'email' ? `imported${n}@test.local` : `imported-${n}-${f.name}`;
  return fresh;
}

/** Fields a CSV cannot fill (files, passwords): required ones make every new row invalid. */
const unfillable = (meta: EntityMeta) => meta.fields.filter((f) => (f.upload || f.kind === 'password') && f.required !== false).map((f) => f.name);
/** The first required field a blank cell breaks. */
const breakable = (meta: EntityMeta) => meta.fields.find((f) => f.required === true && !f.upload && f.kind !== 'password' && f.kind !== 'boolean' && f.kind !== 'options');

describe.each(creatable.map((m) => [m.name, m] as const))('%s', (_name, meta) => {
  it('dry run: reports each row and writes nothing', async () => {
    const { id, header, row } = await exported(meta);
    const bad = breakable(meta);
    const rows = [asNew(meta, row), { ...row }, ...(bad ? [{ ...asNew(meta, row), [bad.name]: '' }] : [])];
    const before = await tableState(meta);
    const res = await importCsv(server.url, meta.name, toCsv(header, rows), admin, true);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const results = res.body.data.rows;
    const missing = unfillable(meta);
    if (missing.length) expect(Object.keys(results[0].fields ?? {}).sort(), JSON.stringify(results[0])).toEqual(missing.sort());
    else expect(results[0], JSON.stringify(results[0])).toEqual({ row: 1, result: 'created' });
    // The exported row itself names its record by id: an update.
    expect(results[1], JSON.stringify(results[1])).toEqual({ row: 2, result: 'updated', id });
    if (bad) expect(results[2].fields[bad.name]).toBe('This field is required');
    expect(await tableState(meta)).toEqual(before);
  });

  it('a real import of a file with one bad row writes nothing', async () => {
    const { header, row } = await exported(meta);
    const bad = breakable(meta);
    if (!bad) return;
    const before = await tableState(meta);
    const res = await importCsv(server.url, meta.name, toCsv(header, [asNew(meta, row), { ...asNew(meta, row), [bad.name]: '' }]), admin, false);
    expect(res.status).toBe(400);
    expect(res.body.error.fields[`2.${bad.name}`]).toBe('This field is required');
    expect(await tableState(meta)).toEqual(before);
  });

  it('a real import of a good file writes every row', async () => {
    if (unfillable(meta).length) return;
    const { header, row } = await exported(meta);
    const rows = [asNew(meta, row), asNew(meta, row)];
    // A dry run of a file with no bad row writes nothing either.
    const before = await tableState(meta);
    const preview = await importCsv(server.url, meta.name, toCsv(header, rows), admin, true);
    expect(preview.body.data).toMatchObject({ dryRun: true, created: 2, updated: 0, invalid: 0 });
    expect(await tableState(meta)).toEqual(before);
    const res = await importCsv(server.url, meta.name, toCsv(header, rows), admin, false);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ dryRun: false, created: 2, updated: 0, invalid: 0, ignored: meta.fields.filter((f) => f.upload && !f.upload.private).map((f) => f.name) });
    for (const r of res.body.data.rows) {
      const again = await exportCsv(server.url, meta.name, `filter[id]=${r.id}`, admin);
      // What was imported exports as it was written, field for field (ids, timestamps and files aside: a CSV carries no file).
      const files = meta.fields.filter((f) => f.upload).map((f) => f.name);
      const cells = (row: Record<string, string>) => Object.fromEntries(Object.entries(row).filter(([k]) => !['id', 'created_at', 'updated_at', ...files].includes(k)));
      expect(cells(again.rows[0]!)).toEqual(cells(rows[r.row - 1]!));
    }
  });

  it('needs the create grant', async () => {
    const res = await importCsv(server.url, meta.name, 'id\r\n1\r\n', reader.token, true);
    expect(res.status).toBe(403);
  });
});

describe('import details', () => {
  it('updates a record found by a unique field, and refuses an update without the update grant', async () => {
    const sub = await call(`${server.url}/api/subscriber`, { method: 'POST', token: admin, json: { email: 'match@test.local', name: 'Before', source: 'footer' } });
    expect(sub.status, JSON.stringify(sub.body)).toBe(201);
    const csv = 'email,name,source\r\nMATCH@test.local,After,home\r\n';
    const res = await importCsv(server.url, 'subscriber', csv, admin, false);
    expect(res.body.data.rows).toEqual([{ row: 1, result: 'updated', id: sub.body.data.id }]);
    expect((await call(`${server.url}/api/subscriber/${sub.body.data.id}`, { token: admin })).body.data.name).toBe('After');

    const creator = await createStaff(server.url, admin, 'creator', { subscriber: ['read', 'create'] });
    const refused = await importCsv(server.url, 'subscriber', csv, creator.token, true);
    expect(refused.body.data.rows[0]).toEqual({ row: 1, result: 'invalid', fields: { id: 'Your role may not update subscribers' } });
  });

  it('reads a relation by its shown field and money as a decimal; names a related record that does not exist', async () => {
    const category = await server.db('categories').orderBy('id').first('id', 'name');
    const csv = `name,category_id,price\r\nImported lamp,${category.name},19.99\r\nOther lamp,No such category,1.5\r\nThird,${category.name},1.234\r\n`;
    const res = await importCsv(server.url, 'product', csv, admin, true);
    expect(res.body.data.rows[1].fields.category_id).toBe('No category named "No such category"');
    expect(res.body.data.rows[2].fields.price).toBe('Enter an amount such as 12.50');
  });

  it('refuses a file of more than 1000 rows, and one larger than 5 MB', async () => {
    const rows = Array.from({ length: 1001 }, (_, i) => `Subscriber ${i},s${i}@many.test,footer`).join('\r\n');
    const many = await importCsv(server.url, 'subscriber', `name,email,source\r\n${rows}\r\n`, admin, true);
    expect(many.status).toBe(400);
    expect(many.body.error.fields).toEqual({ file: 'At most 1000 rows' });
    const huge = await importCsv(server.url, 'subscriber', `name\r\n${'x'.repeat(5 * 1024 * 1024)}\r\n`, admin, true);
    expect(huge.status).toBe(413);
  });

  it('refuses a file that is not CSV, an unknown column and a missing file', async () => {
    const broken = await importCsv(server.url, 'banner', 'title\r\n"never closed\r\n', admin, true);
    expect(broken.status).toBe(400);
    expect(broken.body.error.fields.file).toBe('Line 2: a quoted field is never closed');
    const unknown = await importCsv(server.url, 'banner', 'title,colour\r\nx,red\r\n', admin, true);
    expect(unknown.body.error.message).toBe('Unknown column "colour"');
    const none = await call(`${server.url}/api/banner/import?dryRun=1`, { method: 'POST', token: admin, body: new FormData() });
    expect(none.status).toBe(400);
    const json = await call(`${server.url}/api/banner/import`, { method: 'POST', token: admin, json: {} });
    expect(json.status).toBe(415);
  });
});
