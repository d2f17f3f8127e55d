/**
 * What makes knex fast on its one SQLite connection: settings per connection,
 * prepared statements kept, and a plain lock instead of the pool's bookkeeping.
 * Profiles of the server under load showed knex's per-query cost (pool
 * acquisition with its timers and promises, a new prepare for every query)
 * far above the query itself (about 200 µs against 20 µs for a row by id).
 */
import type { Knex } from 'knex';

export interface SqliteConnection {
  pragma(sql: string): unknown;
  prepare(sql: string): unknown;
  function(name: string, options: { deterministic: boolean }, fn: (value: unknown) => unknown): unknown;
}

/** Statements kept per connection; generated queries repeat a few hundred shapes at most. */
const STATEMENT_CACHE_SIZE = 500;

/** Runs when the pool opens the connection (settings are per connection, not per file). */
export function setUpConnection(conn: SqliteConnection): void {
  conn.pragma('foreign_keys = ON');
  conn.pragma('journal_mode = WAL');
  conn.pragma('synchronous = NORMAL');
  conn.pragma('busy_timeout = 5000');
  conn.pragma('cache_size = -16000');
  // Reads through the OS page cache instead of copying pages: a deep page of 100,000 rows went from ~50 to ~6 ms.
  conn.pragma('mmap_size = 268435456');
  refreshPlannerStatistics(conn);
  cachePreparedStatements(conn);
  // Lower case as JavaScript (and PostgreSQL's UTF-8 locales) know it: SQLite's own lower() and LIKE fold
  // only A-Z, so a `contains` filter on "ärger" would miss "Ärger" (crud/list-filter.ts).
  conn.function('casefold', { deterministic: true }, (value) => (typeof value === 'string' ? value.toLowerCase() : value));
}

/**
 * Table statistics for the query planner (ANALYZE, bounded by SQLite to a sample; only tables that
 * grew or shrank a lot since the last time). Without them SQLite counted the live rows of a
 * soft-delete table through the `deleted_at` index instead of subtracting the trash (list-query.ts).
 * Run when the connection opens and after migrations and seeding (start.ts).
 */
export function refreshPlannerStatistics(conn: SqliteConnection): void {
  conn.pragma('optimize = 0x10002');
}

/**
 * knex prepares every query anew through better-sqlite3 (parse and plan each
 * time); the same SQL text gets the same prepared statement back instead.
 * Safe because knex runs each statement to completion (`all`/`run`) before the
 * next query, and SQLite re-prepares a statement by itself after a schema change.
 */
function cachePreparedStatements(conn: SqliteConnection): void {
  const prepare = conn.prepare.bind(conn);
  const cache = new Map<string, unknown>();
  conn.prepare = (sql: string) => {
    let statement = cache.get(sql);
    if (statement === undefined) {
      statement = prepare(sql);
      if (cache.size >= STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value!);
      cache.set(sql, statement);
    }
    return statement;
  };
}

interface PoolClient {
  acquireConnection(): Promise<unknown>;
  releaseConnection(connection: unknown): Promise<void>;
  destroy(callback?: unknown): Promise<unknown>;
}

/**
 * The pool has one connection (SQLite allows one writer): it is taken from the
 * pool once and then handed out by a first-come lock. A transaction still
 * holds it until it ends, so other queries wait as they did with the pool.
 */
export function lockSingleConnection(db: Knex): void {
  const client = db.client as PoolClient;
  const fromPool = client.acquireConnection.bind(client);
  const backToPool = client.releaseConnection.bind(client);
  const destroy = client.destroy.bind(client);
  let held: Promise<unknown> | undefined;
  let busy = false;
  const waiting: (() => void)[] = [];

  client.acquireConnection = async () => {
    held ??= fromPool();
    const connection = await held.catch((error: unknown) => {
      held = undefined; // a failed open is retried by the next query
      throw error;
    });
    if (busy) await new Promise<void>((resolve) => waiting.push(resolve));
    busy = true;
    return connection;
  };
  client.releaseConnection = () => {
    const next = waiting.shift();
    if (next) next();
    else busy = false;
    return Promise.resolve();
  };
  client.destroy = async (callback?: unknown) => {
    // Like the pool, let a query or transaction in progress finish before the connection closes.
    if (busy) await new Promise<void>((resolve) => waiting.push(resolve));
    if (held) await backToPool(await held.catch(() => undefined));
    held = undefined;
    return destroy(callback);
  };
}
