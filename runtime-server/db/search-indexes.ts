/**
 * On PostgreSQL, a trigram index (pg_trgm, GIN) on every searchable column.
 * A list's `q` is `ILIKE '%…%'` on each searchable column (crud/list-query.ts),
 * which no B-tree index serves: at 100,000 banners every search read the whole
 * table three times (the page, all matches, the trash's matches) and the
 * benchmark's searches ran past autocannon's 10 s timeout. A trigram index
 * answers `ILIKE '%…%'` from the index. SQLite has no such index and scans,
 * as the benchmark's ceiling does.
 *
 * Searchability follows from the field kinds (text kinds only), not from a
 * migration: the indexes are made at start, under the migration lock, if
 * missing (named `<table>_<column>_trgm`). Where the extension may not be
 * created, searches keep working and scan; the start says so.
 */
import type { Knex } from 'knex';
import type { EntityMeta } from '../../runtime-shared/meta';
import { isPostgres } from './connect';

/** The index of a column (PostgreSQL keeps the first 63 bytes of a name). */
export const searchIndexName = (table: string, column: string) => `${table}_${column}_trgm`.slice(0, 63);

/** Makes the missing indexes; answers the lines to log (none when nothing was missing). */
export async function ensureSearchIndexes(db: Knex, metas: readonly EntityMeta[]): Promise<string[]> {
  if (!isPostgres(db)) return [];
  const wanted = metas.flatMap((meta) => meta.fields.filter((f) => f.searchable).map((f) => ({ table: meta.table, column: f.name, name: searchIndexName(meta.table, f.name) })));
  if (wanted.length === 0) return [];
  const existing = new Set((await db('pg_indexes').where({ schemaname: db.raw('current_schema()') }).pluck('indexname')) as string[]);
  const missing = wanted.filter((w) => !existing.has(w.name));
  if (missing.length === 0) return [];
  try {
    await db.raw('CREATE EXTENSION IF NOT EXISTS pg_trgm');
  } catch (error) {
    return [`search indexes not made (${error instanceof Error ? error.message : String(error)}): q searches scan their tables`];
  }
  for (const { table, column, name } of missing) await db.raw('CREATE INDEX IF NOT EXISTS ?? ON ?? USING gin (?? gin_trgm_ops)', [name, table, column]);
  return [`made ${missing.length} search index${missing.length === 1 ? '' : 'es'} (pg_trgm)`];
}
