/**
 * `npm run bench -- --db postgres`: our server on a fresh PostgreSQL database
 * (created on the server `--database-url` or TEST_DATABASE_URL names, dropped
 * at the end), seeded in bulk with one INSERT … SELECT over generate_series
 * to the same rows as the SQLite seed (seed.ts), so the same requests apply.
 * The ceiling stays on SQLite: the figures compare our server on PostgreSQL
 * with the bare SQLite server.
 */
import { connectDatabase } from '../runtime-server/db/connect';
import { createScratchDatabase, type ScratchDatabase } from '../runtime-server/db/scratch-database';
import { BENCH_PHOTO, trashStatements, type Seeded } from './seed';

export const DEFAULT_POSTGRES = 'postgres://postgres@127.0.0.1:5433/postgres';

export type BenchDatabase = ScratchDatabase;

/** A new, empty database on the server `serverUrl` names; fails with a clear message when none answers. */
export async function createBenchDatabase(serverUrl: string): Promise<BenchDatabase> {
  try {
    return await createScratchDatabase(serverUrl, 'bench');
  } catch (error) {
    throw new Error(`--db postgres: no PostgreSQL server could be used at ${serverUrl} (${(error as Error).message}); start one or pass --database-url`, { cause: error });
  }
}

/** The rows of seedBanners(), on a migrated PostgreSQL database with the server stopped. */
export async function seedPostgresBanners(url: string, rows: number, now: string): Promise<Seeded> {
  const db = connectDatabase({ url });
  try {
    await db.raw(
      `INSERT INTO services (name, slug, display_order, featured, created_at, updated_at)
       SELECT 'Bench service ' || i, 'bench-service-' || i, i, false, ?, ? FROM generate_series(0, 19) AS i ORDER BY i`,
      [now, now],
    );
    const serviceIds = (await db('services').orderBy('id').pluck('id')).map(Number);
    await db.raw(
      `INSERT INTO banners (title, sub_title, body, photo, service_id, created_at, updated_at)
       SELECT 'Banner ' || i, 'Subtitle of banner ' || i, '<p>The body of banner ' || i || ', with <strong>rich</strong> text.</p>', ?,
              (SELECT id FROM services ORDER BY id OFFSET (i % 20) LIMIT 1), ?, ?
       FROM generate_series(0, ?) AS i ORDER BY i`,
      [BENCH_PHOTO, now, now, rows - 1],
    );
    const range = (await db('banners').min({ first: 'id' }).max({ last: 'id' }).first()) as { first: number; last: number };
    const seeded = { serviceIds, bannerIds: { first: Number(range.first), last: Number(range.last) } };
    for (const [sql, bindings] of trashStatements(seeded, now)) await db.raw(sql, bindings);
    await db.raw('ANALYZE');
    return seeded;
  } finally {
    await db.destroy();
  }
}
