/**
 * A filtered list of a soft-delete entity counts its rows as all matching rows minus the matching rows in
 * the trash (runtime-server/crud/list-query.ts). On a file that was filled without the server (a restore,
 * a bulk import, the benchmark's seed) SQLite has no statistics yet, and then counts the trash through the
 * relation's index, looking up every matching row (8.5 ms for 5,000 of 100,000 banners) instead of the few
 * trashed ones through the `deleted_at` index (0.4 ms). The server's connection gathers the statistics when
 * it opens (sqlite-connection.ts): this test checks, on a real file, that the count the list runs is
 * planned through the `deleted_at` index from its first query.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedBanners } from '../../bench/seed';
import { resources } from '../../generated/server';
import { connectDatabase } from '../../runtime-server/db/connect';
import { countMatching, parseListQuery } from '../../runtime-server/crud/list-query';
import { copyMigratedSqlite } from '../helpers/database-template';

let dir: string;
let db: Knex | undefined;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'planner-statistics-'));
  const file = path.join(dir, 'app.sqlite');
  expect(await copyMigratedSqlite(file)).toBe(true);
  // 20,000 banners over 20 services, every 97th in the trash, written straight into the file as a bulk import does.
  seedBanners(file, path.join(dir, 'uploads'), 20_000, Buffer.from('not a picture'), '2026-11-27T00:00:00.000Z');
  db = connectDatabase({ url: file });
});

afterAll(async () => {
  await db?.destroy();
  rmSync(dir, { recursive: true, force: true });
});

describe("a soft-delete entity's filtered count on a freshly filled SQLite file", () => {
  it('counts the trash through the deleted_at index from the first query', async () => {
    const meta = resources.find((r) => r.meta.name === 'banner')!.meta;
    const queries: { sql: string; bindings: readonly Knex.RawBinding[] }[] = [];
    const capture = (q: { sql: string; bindings?: readonly Knex.RawBinding[] }) => queries.push({ sql: q.sql, bindings: q.bindings ?? [] });
    db!.on('query', capture);
    const total = await countMatching(db!, meta, parseListQuery(meta, { 'filter[service_id]': '4', sort: 'id', perPage: '25' }), 'LIKE');
    db!.off('query', capture);
    // 1,000 banners of service 4 (ids 4, 24, …, 19,984), of which 10 are in the trash (id % 97 === 0 among them).
    expect(total).toBe(990);
    const count = queries.find((q) => /count\(\*\)/i.test(q.sql))!;
    const plan = (await db!.raw<{ detail: string }[]>(`EXPLAIN QUERY PLAN ${count.sql}`, count.bindings)).map((r) => r.detail);
    expect(plan).toContain('SEARCH banners USING INDEX banners_deleted_at_index (deleted_at>?)');
  });
});
