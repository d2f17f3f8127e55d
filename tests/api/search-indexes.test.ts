/**
 * `q` searches on PostgreSQL are served by trigram indexes made at start (db/search-indexes.ts):
 * one per searchable column, usable by `ILIKE '%…%'`. On SQLite nothing is made.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bannerMeta } from '../../generated/schemas/banner.schema';
import type { EntityMeta } from '../../runtime-shared/meta';
import { connectDatabase } from '../../runtime-server/db/connect';
import { ensureSearchIndexes } from '../../runtime-server/db/search-indexes';
import { createPostgresDatabase } from '../helpers/postgres';
import { call, login } from '../helpers/http';
import { ADMIN, startTestServer, TEST_DATABASE, type TestServer } from '../helpers/server';

let server: TestServer;

beforeAll(async () => {
  // On an empty database: the start itself makes the indexes (not the run's template).
  server = await startTestServer({ demoContent: true, buildSchema: true });
});
afterAll(() => server?.close());

describe('search indexes', () => {
  it.runIf(TEST_DATABASE === 'postgres')('on PostgreSQL: one per searchable column, used by a search, and not made twice', async () => {
    const names = (await server.db('pg_indexes').where({ tablename: 'banners' }).pluck('indexname')) as string[];
    expect(names).toEqual(expect.arrayContaining(['banners_title_trgm', 'banners_sub_title_trgm', 'banners_body_trgm']));
    expect(names.filter((n) => n.endsWith('_trgm'))).toHaveLength(3);
    const plan = await server.db.transaction(async (trx) => {
      await trx.raw('SET LOCAL enable_seqscan = off'); // the demo's few rows would be scanned anyway
      return (await trx.raw("EXPLAIN SELECT id FROM banners WHERE title ILIKE '%cloud%'")).rows.map((r: { 'QUERY PLAN': string }) => r['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('banners_title_trgm');
    expect(await ensureSearchIndexes(server.db, [bannerMeta])).toEqual([]);
  });

  it.runIf(TEST_DATABASE === 'postgres')('on PostgreSQL, for a user who may not add the extension: none, and the start is told why', async () => {
    const scratch = await createPostgresDatabase('search_less');
    const role = `search_less_${process.pid}`;
    const owner = connectDatabase({ url: scratch.url });
    const url = new URL(scratch.url);
    url.username = role;
    const limited = connectDatabase({ url: url.toString() });
    try {
      await owner.raw(`CREATE ROLE ${role} LOGIN`);
      await owner.raw('CREATE TABLE things (id serial PRIMARY KEY, name text)');
      await owner.raw(`ALTER TABLE things OWNER TO ${role}`);
      const things = { name: 'thing', table: 'things', fields: [{ name: 'name', kind: 'text', searchable: true }] } as unknown as EntityMeta;
      const said = await ensureSearchIndexes(limited, [things]);
      expect(said).toHaveLength(1);
      expect(said[0]).toMatch(/^search indexes not made \(.*permission denied to create extension "pg_trgm"\): q searches scan their tables$/);
      expect(await owner('pg_indexes').where({ tablename: 'things' }).pluck('indexname')).toEqual(['things_pkey']);
    } finally {
      await limited.destroy();
      await owner.raw(`DROP TABLE IF EXISTS things`);
      await owner.raw(`DROP ROLE IF EXISTS ${role}`);
      await owner.destroy();
      await scratch.drop();
    }
  });

  it.runIf(TEST_DATABASE === 'sqlite')('on SQLite: none', async () => {
    expect(await ensureSearchIndexes(server.db, [bannerMeta])).toEqual([]);
  });

  it('finds by a part of a word, whatever its case, on either database', async () => {
    const admin = await login(server.url, ADMIN.email, ADMIN.password);
    // The demo's banner "Modernise without the downtime" (site/server/seed/content.ts); no other has these letters.
    const found = await call(`${server.url}/api/banner?perPage=100&q=${encodeURIComponent('ODERNISE WITH')}`, { token: admin });
    expect(found.body.data.map((b: { title: string }) => b.title)).toEqual(['Modernise without the downtime']);
  });
});
