/**
 * SQLite starts a transaction as a reader and upgrades it to a writer at its
 * first write. In WAL mode, if another connection (another process) committed
 * after this transaction's first read, the upgrade fails at once with
 * SQLITE_BUSY ("database is locked"), whatever the busy timeout. A
 * transaction that reads before it writes therefore takes the write lock
 * first, with a write that changes nothing; waiting for that lock does honour
 * the busy timeout. PostgreSQL needs nothing.
 */
import type { Knex } from 'knex';

export async function takeWriteLock(trx: Knex.Transaction, table: string): Promise<void> {
  if (!/sqlite/.test(String(trx.client.config.client))) return;
  await trx.raw('UPDATE ?? SET id = id WHERE 0', [table]);
}
