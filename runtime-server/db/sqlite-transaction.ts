/**
 * `db.transaction(async (trx) => …)` on SQLite's one connection, without
 * knex's per-transaction machinery. For every transaction knex makes a new
 * client, a new knex object (some seventy properties defined one by one), an
 * event emitter and a chain of promises, and runs BEGIN and COMMIT through its
 * query runner: about 100 µs of CPU, against about 8 µs here, on every write
 * request (README, Performance). The queries inside are the same knex
 * queries as on PostgreSQL, which keeps knex's transactions.
 *
 * Here one knex object bound to the held connection is made once. A
 * transaction takes the connection (the lock of sqlite-connection.ts), runs
 * BEGIN IMMEDIATE, the work, then COMMIT, or ROLLBACK when the work throws,
 * and hands the connection back. Savepoints inside one (`trx.transaction`)
 * are knex's own. Everything else knex runs as before: a transaction without
 * a function or with options (its schema rebuilds, a given connection), and
 * those of a copy of the knex object (its migrator).
 *
 * BEGIN IMMEDIATE takes SQLite's write lock at the start, waiting for another
 * process as long as the busy timeout allows, so a transaction that reads
 * before it writes cannot fail when it would upgrade (write-lock.ts).
 */
import type { Knex } from 'knex';
import { createRequire } from 'node:module';

/** knex's own factory of knex objects, which its types do not declare. */
const makeKnex = createRequire(import.meta.url)('knex/lib/knex-builder/make-knex.js') as (client: unknown) => Knex;

/** The better-sqlite3 connection, as far as used here. */
interface DriverConnection {
  exec(sql: string): unknown;
  readonly inTransaction: boolean;
}

/** The parts of knex's client used here (not in knex's types). */
interface Client extends NodeJS.EventEmitter {
  acquireConnection(): Promise<unknown>;
  releaseConnection(connection: unknown): Promise<void>;
  transacting?: boolean;
}

/** Marks the client of a transaction that began with SQLite's write lock (write-lock.ts skips taking it again). */
const WRITE_LOCKED = Symbol('write-locked');

export function holdsWriteLock(trx: Knex): boolean {
  return (trx.client as Record<symbol, unknown>)[WRITE_LOCKED] === true;
}

/** Gives the connection a light transaction holds (throws once it has ended). */
const HELD = Symbol('held-connection');

/**
 * The better-sqlite3 connection of a light transaction, at once (no promise): its statements run on it
 * without taking and handing back the connection (prepared.ts). Undefined for any other knex object.
 */
export function heldConnection(db: Knex): unknown {
  return (db.client as Record<symbol, (() => unknown) | undefined>)[HELD]?.();
}

/** knex's events, passed on to the main client as knex passes on those of its transactions (the account cache listens). */
const EVENTS = ['start', 'query', 'query-error', 'query-response'];

/**
 * A client like the main one that always uses `connection()`, never the lock: the queries of a
 * transaction run on the connection the transaction holds. Modelled on knex's own `makeTxClient`.
 */
function boundClient(client: Client, connection: () => DriverConnection): Client {
  const bound = Object.create(Object.getPrototypeOf(client) as object) as Client & Record<string | symbol, unknown>;
  for (const key of ['version', 'config', 'driver', 'connectionSettings', 'valueForUndefined', 'logger']) bound[key] = (client as unknown as Record<string, unknown>)[key];
  bound.transacting = true; // knex's nested transactions become savepoints
  bound[WRITE_LOCKED] = true;
  for (const event of EVENTS) bound.on(event, (...args: unknown[]) => client.emit(event, ...args));
  // A promise as knex expects; `connection()` throwing (the transaction is over) becomes its rejection.
  bound.acquireConnection = () => new Promise((resolve) => resolve(connection()));
  bound[HELD] = connection;
  bound.releaseConnection = () => Promise.resolve(undefined);
  return bound;
}

export function lightTransactions(db: Knex): void {
  const client = db.client as Client;
  let held: DriverConnection | undefined;
  const trx = makeKnex(
    boundClient(client, () => {
      // A query started without `await` that runs after its transaction ended would otherwise run unlocked.
      if (!held) throw new Error('A query on a transaction that has already ended');
      return held;
    }),
  ) as Knex.Transaction;
  trx.isTransaction = true;

  async function run<T>(work: (trx: Knex.Transaction) => Promise<T> | T): Promise<T> {
    const connection = (await client.acquireConnection()) as DriverConnection;
    try {
      connection.exec('BEGIN IMMEDIATE');
      held = connection;
      try {
        const result = await work(trx);
        connection.exec('COMMIT');
        return result;
      } catch (error) {
        if (connection.inTransaction) connection.exec('ROLLBACK');
        throw error;
      } finally {
        held = undefined;
      }
    } finally {
      await client.releaseConnection(connection);
    }
  }

  const knexTransaction = db.transaction.bind(db);
  Object.defineProperty(db, 'transaction', {
    configurable: true,
    value: (work?: unknown, config?: unknown) => (typeof work === 'function' && config === undefined ? run(work as (trx: Knex.Transaction) => Promise<unknown>) : knexTransaction(work as never, config as never)),
  });
}
