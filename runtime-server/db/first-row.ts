/**
 * `builder.first(...)` with its `limit 1` written into the SQL instead of bound as a parameter. A bound
 * LIMIT made every run of a prepared statement on SQLite cost 3-8 µs more (better-sqlite3, measured on the
 * same connection, 200,000 runs each: a banner read by id 15.3 µs with `limit ?`, 8.3 with `limit 1`; the
 * live count 11.7 against 6.1): as much again as the read itself, on every read by id, count and lock.
 * The answer is the same; PostgreSQL gets the same text.
 */
import type { Knex } from 'knex';

export function firstRow<Q extends Knex.QueryBuilder>(builder: Q, ...columns: string[]): Q {
  return builder.first(...columns).limit(1, { skipBinding: true }) as unknown as Q;
}
