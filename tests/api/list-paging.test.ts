/**
 * Totals and pages of a soft-delete entity's list: the total subtracts the
 * trash (crud/list-query.ts, countMatching) and pages past the first find
 * their rows by id first (crud/read.ts). Thirty banners written as fixtures,
 * three moved to the trash through the API; every expected id is written down.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login } from '../helpers/http';
import { ADMIN, startTestServer, type TestServer } from '../helpers/server';

let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = await login(server.url, ADMIN.email, ADMIN.password);
  const now = new Date().toISOString();
  const service = (name: string) => ({ name, slug: name.toLowerCase(), display_order: 0, featured: false, created_at: now, updated_at: now });
  await server.db('services').insert([service('Odd'), service('Even')]);
  const [odd, even] = (await server.db('services').orderBy('id').select('id')).map((s) => s.id as number);
  // Banner 01 .. Banner 30 get the ids 1 .. 30; odd ids belong to the service "Odd".
  await server.db('banners').insert(
    Array.from({ length: 30 }, (_, i) => ({
      title: `Banner ${String(i + 1).padStart(2, '0')}`, sub_title: 'Fixture', photo: 'uploads/banner/fixture.png',
      service_id: (i + 1) % 2 ? odd : even, created_at: now, updated_at: now,
    })),
  );
  for (const id of [30, 15, 2]) expect((await call(`${server.url}/api/banner/${id}`, { method: 'DELETE', token: admin })).status).toBe(204);
  services = { odd: odd!, even: even! };
}, 60_000);
afterAll(() => server?.close());

let services: { odd: number; even: number };

async function list(query: string): Promise<{ ids: number[]; total: number }> {
  const res = await call(`${server.url}/api/banner?${query}`, { token: admin });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { ids: res.body.data.map((r: { id: number }) => r.id), total: res.body.meta.total };
}

describe('list totals and pages with rows in the trash', () => {
  it('counts and pages the 27 live rows, newest first', async () => {
    expect(await list('perPage=10')).toEqual({ total: 27, ids: [29, 28, 27, 26, 25, 24, 23, 22, 21, 20] });
    expect(await list('perPage=10&page=2')).toEqual({ total: 27, ids: [19, 18, 17, 16, 14, 13, 12, 11, 10, 9] });
    expect(await list('perPage=10&page=3')).toEqual({ total: 27, ids: [8, 7, 6, 5, 4, 3, 1] });
    expect(await list('perPage=10&page=4')).toEqual({ total: 27, ids: [] });
  });

  it('a filter counts and pages only its live rows', async () => {
    expect((await list(`filter[service_id]=${services.odd}`)).total).toBe(14);
    expect((await list(`filter[service_id]=${services.even}`)).total).toBe(13);
    expect(await list(`filter[service_id]=${services.odd}&sort=id&perPage=5&page=2`)).toEqual({ total: 14, ids: [11, 13, 17, 19, 21] });
  });

  it('a search counts its live matches', async () => {
    expect(await list('q=Banner%201&perPage=4&page=2')).toEqual({ total: 9, ids: [14, 13, 12, 11] });
  });

  it('ties in the sort are broken by id, on every page alike', async () => {
    // Service "Odd" was made first: its 14 rows (ids ascending, the direction of the sort) come first.
    expect(await list('sort=service_id&perPage=10&page=2')).toEqual({ total: 27, ids: [23, 25, 27, 29, 4, 6, 8, 10, 12, 14] });
    expect(await list('sort=-title&perPage=3&page=2')).toEqual({ total: 27, ids: [26, 25, 24] });
  });

  it('the trash counts and pages its own rows', async () => {
    expect(await list('trashed=only&perPage=2')).toEqual({ total: 3, ids: [30, 15] });
    expect(await list('trashed=only&perPage=2&page=2')).toEqual({ total: 3, ids: [2] });
  });

  it('the CSV export announces the live rows it holds', async () => {
    const res = await fetch(`${server.url}/api/banner/export?format=csv`, { headers: { Authorization: `Bearer ${admin}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-total-count')).toBe('27');
    expect((await res.text()).trim().split('\n')).toHaveLength(28);
  });

  it('counts from indexes and reads a later page by id first (the statements, as the speed depends on them)', async () => {
    const statements: string[] = [];
    const record = (q: { sql: string }) => void (/\bbanners\b/.test(q.sql) && statements.push(q.sql.toLowerCase().replace(/[`"]/g, '')));
    server.db.on('query', record);
    try {
      await list('perPage=10');
      await list('perPage=10&page=2');
      await list('trashed=only&perPage=10');
    } finally {
      server.db.off('query', record);
    }
    const [count1, page1, count2, page2, trashCount, trashPage] = statements;
    // Live rows: all rows minus the trash, never `deleted_at is null` counted row by row.
    expect(count1).toMatch(/^select \(\(select count\(\*\) from banners\)\) - \(\(select count\(\*\) from banners where banners\.deleted_at is not null\)\) as total/);
    expect(count2).toBe(count1);
    expect(page1).not.toContain(' in (select');
    expect(page2).toContain('where id in (select id from banners where banners.deleted_at is null order by id desc limit');
    // The trash is small: counted directly.
    expect(trashCount).toMatch(/^select count\(\*\) as total from banners where banners\.deleted_at is not null/);
    expect(trashPage).not.toContain(' in (select');
  });
});
