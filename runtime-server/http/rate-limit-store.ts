/**
 * A rate-limit counter store in the database (`RATE_LIMIT_STORE=database`),
 * so that several server processes behind one load balancer count each
 * client once: express-rate-limit's default store counts in one process's
 * memory, and N processes would let N times the limit through.
 * One row per limiter and client key; one atomic upsert per counted request.
 */
import type { Knex } from 'knex';
import type { ClientRateLimitInfo, Store } from 'express-rate-limit';

export const RATE_LIMIT_TABLE = 'rate_limit_hits';

/** Creates the table when missing; run under the migration lock, so two processes starting together create it once. */
export async function ensureRateLimitTable(db: Knex): Promise<void> {
  if (await db.schema.hasTable(RATE_LIMIT_TABLE)) return;
  await db.schema.createTable(RATE_LIMIT_TABLE, (t) => {
    t.string('key', 512).primary();
    t.integer('hits').notNullable();
    t.bigInteger('reset_at').notNullable(); // milliseconds since 1970
  });
}

type Row = { hits: number | string; reset_at: number | string };
const rowsOf = (result: unknown): Row[] => (Array.isArray(result) ? (result as Row[]) : (result as { rows: Row[] }).rows);
const info = (row: Row | undefined): ClientRateLimitInfo | undefined =>
  row ? { totalHits: Number(row.hits), resetTime: new Date(Number(row.reset_at)) } : undefined;

/** A store for one limiter: `prefix` keeps its keys apart from the other limiters' in the one table. */
export function databaseRateLimitStore(db: Knex, prefix: string, windowMs: number): Store {
  return {
    prefix,
    localKeys: false,
    async get(key) {
      const row = await db<Row & { key: string }>(RATE_LIMIT_TABLE).where({ key: prefix + key }).where('reset_at', '>', Date.now()).first('hits', 'reset_at');
      return info(row);
    },
    async increment(key) {
      const now = Date.now();
      // A window that has ended starts again at 1; both databases take ON CONFLICT … RETURNING.
      const result: unknown = await db.raw(
        `INSERT INTO ?? (key, hits, reset_at) VALUES (?, 1, ?)
         ON CONFLICT (key) DO UPDATE SET
           hits = CASE WHEN ??.reset_at <= ? THEN 1 ELSE ??.hits + 1 END,
           reset_at = CASE WHEN ??.reset_at <= ? THEN excluded.reset_at ELSE ??.reset_at END
         RETURNING hits, reset_at`,
        [RATE_LIMIT_TABLE, prefix + key, now + windowMs, RATE_LIMIT_TABLE, now, RATE_LIMIT_TABLE, RATE_LIMIT_TABLE, now, RATE_LIMIT_TABLE],
      );
      return info(rowsOf(result)[0])!;
    },
    async decrement(key) {
      await db(RATE_LIMIT_TABLE).where({ key: prefix + key }).where('hits', '>', 0).decrement('hits', 1);
    },
    async resetKey(key) {
      await db(RATE_LIMIT_TABLE).where({ key: prefix + key }).delete();
    },
  };
}
