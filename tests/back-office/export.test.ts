/**
 * GET /api/<name>/export?format=csv, table-driven over every generated list:
 * the same rows as the list for the same filter and sort (all of them, not a
 * page), never a secret column; then what the cells hold (relations by their
 * shown field, money as decimals) and an export larger than one batch.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entityMetas } from '../../generated/schemas';
import { createStaff, type Staff } from '../helpers/accounts';
import { call, login } from '../helpers/http';
import { ADMIN, startTestServer, type TestServer } from '../helpers/server';
import { exportCsv } from './csv-client';

let server: TestServer;
let admin: string;
let nobody: Staff;

beforeAll(async () => {
  server = await startTestServer({ demoContent: true });
  admin = await login(server.url, ADMIN.email, ADMIN.password);
  nobody = await createStaff(server.url, admin, 'nobody', {});
}, 60_000);
afterAll(() => server?.close());

const lists = entityMetas.filter((m) => !m.singleton && m.access.read !== 'none');
/** Columns that must never leave the server, whatever the entity. */
const SECRETS = ['password', 'token_version'];

describe.each(lists.map((m) => [m.name, m] as const))('%s', (_name, meta) => {
  it('exports every row the list has, with no secret column', async () => {
    const list = await call(`${server.url}/api/${meta.name}?perPage=100&sort=-id`, { token: admin });
    const csv = await exportCsv(server.url, meta.name, 'sort=-id', admin);
    expect(csv.status, csv.text).toBe(200);
    expect(csv.type).toBe('text/csv; charset=utf-8');
    expect(csv.rows.length).toBe(list.body.meta.total);
    expect(csv.total).toBe(String(list.body.meta.total));
    if (list.body.meta.total <= 100) expect(csv.rows.map((r) => Number(r.id))).toEqual(list.body.data.map((r: { id: number }) => r.id));
    expect(csv.header[0]).toBe('id');
    for (const secret of [...SECRETS, ...meta.fields.filter((f) => f.writeOnly || f.upload?.private).map((f) => f.name)]) expect(csv.header).not.toContain(secret);
  });

  it('exports exactly what the list shows for a filter', async () => {
    const first = (await call(`${server.url}/api/${meta.name}?perPage=1&sort=id`, { token: admin })).body.data[0];
    if (!first) return;
    const field = meta.fields.find((f) => f.sortable && !f.writeOnly && ['text', 'enum', 'boolean', 'relation', 'number', 'date', 'email'].includes(f.kind) && first[f.name] !== null);
    if (!field) return;
    const query = `filter[${field.name}]=${encodeURIComponent(String(field.kind === 'boolean' ? Number(first[field.name]) : first[field.name]))}&sort=-id`;
    const list = await call(`${server.url}/api/${meta.name}?${query}&perPage=100`, { token: admin });
    const csv = await exportCsv(server.url, meta.name, query, admin);
    // The list's first page (100 rows) leads the file: the demo's audit log holds more than a page for one day.
    expect(csv.rows.slice(0, list.body.data.length).map((r) => Number(r.id))).toEqual(list.body.data.map((r: { id: number }) => r.id));
    expect(csv.rows.length).toBe(list.body.meta.total);
  });

  it('needs the read grant of a back-office role', async () => {
    expect((await exportCsv(server.url, meta.name, '', undefined)).status).toBe(401);
    expect((await exportCsv(server.url, meta.name, '', nobody.token)).status).toBe(403);
  });
});

describe('export cells', () => {
  it('writes a relation by its shown field, money as a decimal, and only the asked columns', async () => {
    const service = await server.db('services').orderBy('id').first('id', 'name');
    const banners = await exportCsv(server.url, 'banner', `filter[service_id]=${service.id}&columns=title,service_id`, admin);
    expect(banners.header).toEqual(['id', 'title', 'service_id']);
    expect(banners.rows.length).toBeGreaterThan(0);
    for (const row of banners.rows) expect(row.service_id).toBe(service.name);

    const product = await server.db('products').orderBy('id').first('id');
    await server.db('products').where({ id: product.id }).update({ price: 123456 });
    const products = await exportCsv(server.url, 'product', `filter[id]=${product.id}&columns=price`, admin);
    expect(products.rows).toEqual([{ id: String(product.id), price: '1234.56' }]);
  });

  it('refuses a secret or unknown column and a format other than csv', async () => {
    const secret = await call(`${server.url}/api/user/export?format=csv&columns=email,password`, { token: admin });
    expect(secret.status).toBe(400);
    expect(secret.body.error.message).toContain('"password"');
    expect((await call(`${server.url}/api/user/export?format=xlsx`, { token: admin })).status).toBe(400);
    expect((await call(`${server.url}/api/user/export?columns=token_version`, { token: admin })).status).toBe(400);
  });

  it('streams every row of a table larger than one batch, each once', async () => {
    const before = Number((await server.db('subscribers').count({ n: '*' }).first())!.n);
    const now = new Date().toISOString();
    const rows = Array.from({ length: 1234 }, (_, i) => ({ email: `bulk${i}@export.test`, created_at: now, updated_at: now }));
    for (let i = 0; i < rows.length; i += 200) await server.db('subscribers').insert(rows.slice(i, i + 200));
    const csv = await exportCsv(server.url, 'subscriber', 'sort=email', admin);
    expect(csv.rows.length).toBe(before + 1234);
    expect(new Set(csv.rows.map((r) => r.id)).size).toBe(before + 1234);
  });
});
