/**
 * SQLite starts a transaction as a reader and upgrades it to a writer at its
 * first write. In WAL mode, if another connection (another process) committed
 * after this transaction's first read, the upgrade fails at once with
 * SQLITE_BUSY ("database is locked"), whatever the busy timeout. A
 * transaction that reads before it writes therefore takes the write lock
 * first, with a write that changes nothing; waiting for that lock does honour
 * the busy timeout. A transaction of `db.transaction(async (trx) => …)` began
 * with that lock already (sqlite-transaction.ts). PostgreSQL needs nothing.
 */
import type { Knex } from 'knex';
import { isPostgres } from './connect';
import { firstRow } from './first-row';
import { firstPrepared, type PreparedStatement } from './prepared';
import { holdsWriteLock } from './sqlite-transaction';

export async function takeWriteLock(trx: Knex.Transaction, table: string): Promise<void> {
  if (!/sqlite/.test(String((trx.client as { config: Knex.Config }).config.client)) || holdsWriteLock(trx)) return;
  await trx.raw('UPDATE ?? SET id = id WHERE 0', [table]);
}

/**
 * A read inside a write's transaction, locking the rows it reads until the commit on PostgreSQL
 * (READ COMMITTED would otherwise let another connection change them in between). SQLite needs
 * no row lock: it runs one write transaction at a time (see `takeWriteLock` for the start of one).
 */
export function forUpdate<Q extends Knex.QueryBuilder>(db: Knex, query: Q): Q {
  return isPostgres(db) ? (query.forUpdate() as Q) : query;
}

/**
 * The row as it is now (all its columns), read inside the write's transaction and locked for it:
 * SQLite's write lock, PostgreSQL's row lock. Undefined when the row is gone.
 */
export async function lockedRow(trx: Knex.Transaction, table: string, id: number, prepared?: PreparedStatement): Promise<Record<string, unknown> | undefined> {
  await takeWriteLock(trx, table);
  return (prepared ? await firstPrepared(trx, prepared, { id }) : await lockedRowQuery(trx, table, id)) as Record<string, unknown> | undefined;
}

/** The query of `lockedRow`, which the generator also compiles for each database (`prepared`: the entity's `lockById`, crud/statements.ts). */
export const lockedRowQuery = (db: Knex, table: string, id: number): Knex.QueryBuilder => firstRow(forUpdate(db, db(table).where({ id })));
