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
 * The running code's transaction: its queue of effects, the transaction and its database (see
 * `transactionOf`). One store, not one for each, and only in use while a `transaction()` runs:
 * while an AsyncLocalStorage is in use, every promise the process makes (any request's, not only the
 * transaction's) pays a hook for it, in Node 20 about 0.1 µs each, and a write request makes some eighty.
 */
interface Open {
  queue: Queue;
  db: Knex;
  trx: Knex.Transaction;
}
/** `open` until the transaction has ended: code it started that runs later (a timer) finds it ended. */
interface Queue {
  effects: Effect[];
  open: boolean;
}
const current = new AsyncLocalStorage<Open>();
/** `transaction()` calls not yet ended: at none, the store is put out of use (its `run` puts it back). */
let running = 0;

/** Runs `work` in a new transaction on `db`; once it committed, the effects queued in it. A failing effect is logged. */
export async function transaction<T>(db: Knex, work: (trx: Knex.Transaction) => Promise<T>): Promise<T> {
  const queue: Queue = { effects: [], open: true };
  running++;
  let result: T;
  try {
    result = await db.transaction((trx) => current.run({ queue, db, trx }, () => work(trx)));
  } finally {
    queue.open = false;
    if (--running === 0) current.disable();
  }
  for (const effect of queue.effects) {
    try {
      await effect();
    } catch (error) {
      console.error('after a commit:', error);
    }
  }
  return result;
}

/** Whether the running code is inside a `transaction(...)`, whose commit runs queued effects. */
export const committing = (): boolean => current.getStore()?.queue.open === true;

/**
 * Queues `effect` for after the commit of the enclosing `transaction(...)`. Outside one (or once it has ended),
 * nobody knows when the caller's transaction commits: that is a mistake in the caller, said loudly rather
 * than an effect silently lost or sent before the commit.
 */
export function whenCommitted(effect: Effect, what: string): void {
  const queue = current.getStore()?.queue;
  if (!queue?.open) throw new Error(`${what} has effects for after the commit; open the transaction with transaction() (runtime-server/local-api/after-commit.ts) or records(services).transaction()`);
  queue.effects.push(effect);
}

/**
 * The transaction of `db` the running code is in, if it was opened with `transaction()`: code that is handed
 * the database, not the transaction (the database upload store), writes through it. On SQLite a second
 * connection's write would wait for this transaction's lock, which waits for that write: a deadlock.
 */
export function transactionOf(db: Knex): Knex.Transaction | undefined {
  const open = current.getStore();
  return open?.db === db && open.queue.open ? open.trx : undefined;
}
