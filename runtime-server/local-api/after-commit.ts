/**
 * Effects that belong after a transaction commits (mail, a call to another
 * system, removing a file the row no longer names): a write that rolls back
 * must not have sent anything. `transaction(db, work)` opens a transaction
 * and, once it committed, runs what `whenCommitted` queued inside it, in
 * order, before it answers (so a route's answer follows its mail). Queued
 * effects of a transaction that rolls back are dropped.
 *
 * The queue follows the work through AsyncLocalStorage: code in the
 * transaction, however deep (a hook writing another record in `trx`), queues
 * on it without passing it along.
 *
 * @example
 *   await transaction(services.db, async (trx) => {
 *     await records(services).update('applicant', id, { status: 'shortlisted' }, { caller, trx }); // its afterCommit mail waits
 *   }); // committed: the mail is sent now
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Knex } from 'knex';

export type Effect = () => Promise<void>;

/**
 * The running code's transaction: its queue of effects, and once knex has begun it, the transaction and its
 * database (see `transactionOf`). One store, not one for each: while any AsyncLocalStorage has been used,
 * every promise the process makes pays a hook for each one (0.1 µs a promise each in Node 20; a write request
 * makes hundreds).
 */
interface Open {
  effects: Effect[];
  db?: Knex;
  trx?: Knex.Transaction;
}
const current = new AsyncLocalStorage<Open>();

/** Runs `work` in a new transaction on `db`; once it committed, the effects queued in it. A failing effect is logged. */
export async function transaction<T>(db: Knex, work: (trx: Knex.Transaction) => Promise<T>): Promise<T> {
  const effects: Effect[] = [];
  const result = await current.run({ effects }, () => db.transaction((trx) => current.run({ effects, db, trx }, () => work(trx))));
  for (const effect of effects) {
    try {
      await effect();
    } catch (error) {
      console.error('after a commit:', error);
    }
  }
  return result;
}

/** Whether the running code is inside a `transaction(...)`, whose commit runs queued effects. */
export const committing = (): boolean => current.getStore() !== undefined;

/**
 * Queues `effect` for after the commit of the enclosing `transaction(...)`. Outside one, nobody knows when
 * the caller's transaction commits: that is a mistake in the caller, said loudly rather than an effect
 * silently lost or sent before the commit.
 */
export function whenCommitted(effect: Effect, what: string): void {
  const effects = current.getStore()?.effects;
  if (!effects) throw new Error(`${what} has effects for after the commit; open the transaction with transaction() (runtime-server/local-api/after-commit.ts) or records(services).transaction()`);
  effects.push(effect);
}

/**
 * The transaction of `db` the running code is in, if it was opened with `transaction()`: code that is handed
 * the database, not the transaction (the database upload store), writes through it. On SQLite a second
 * connection's write would wait for this transaction's lock, which waits for that write: a deadlock.
 */
export function transactionOf(db: Knex): Knex.Transaction | undefined {
  const open = current.getStore();
  return open?.db === db ? open.trx : undefined;
}
