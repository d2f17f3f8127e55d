/**
 * Statements compiled ahead of time, run as prepared statements. The generator builds a fixed-shape
 * query (a read by id, a first page, ...) with the same knex builder the server uses and keeps what
 * knex's `toSQL()` makes of it for each database (generated/server/statements/); here that text runs
 * on the connection knex holds, without knex building, compiling and running the query again on every
 * request (about 45 µs of CPU a statement through knex against a few µs prepared, docs/performance.md).
 *
 * - SQLite: the better-sqlite3 connection knex hands out (the first-come lock of sqlite-connection.ts,
 *   or inside a transaction the connection it holds), whose `prepare` keeps statements by text.
 * - PostgreSQL: a named prepared statement (`{ name, text, values }`): the pg connection parses and plans
 *   it once, then only binds and runs it (a `select *` runs unnamed: `PreparedStatement`). Inside a
 *   transaction, on the transaction's connection.
 *
 * Like knex, each statement is announced with knex's `query` event (`sql`, `bindings`), so whatever
 * listens to the queries (the account cache, tests) sees these too.
 */
import type { Knex } from 'knex';
import { isPostgres } from './connect';
import { heldConnection } from './sqlite-transaction';

/** A value bound to a statement: a constant knex put there (a `limit 1`), or a parameter given at run time. */
export type Binding = string | number | boolean | null | { readonly param: string };

/** One statement as knex compiled it for one database: the SQL text and its bindings, in order. */
export interface CompiledStatement {
  readonly sql: string;
  readonly bindings: readonly Binding[];
}

/**
 * A statement for both databases; on PostgreSQL with the name it is prepared under (a hash of its text),
 * except a `select *`: a column added by a migration would change its result, which PostgreSQL refuses for
 * a prepared statement (servers still running beside the one that migrated would fail), so it runs unnamed.
 */
export interface PreparedStatement {
  readonly sqlite: CompiledStatement;
  readonly pg: CompiledStatement & { readonly name?: string };
}

type Row = Record<string, unknown>;
type Params = Readonly<Record<string, unknown>>;

/** The parts of knex's client used here (not in knex's types). */
interface Client extends NodeJS.EventEmitter {
  acquireConnection(): Promise<unknown>;
  releaseConnection(connection: unknown): Promise<void>;
}

interface SqliteStatement {
  readonly reader: boolean;
  all(bindings: unknown[]): Row[];
  run(bindings: unknown[]): unknown;
}
interface SqliteConnection {
  prepare(sql: string): SqliteStatement;
}
/** PostgreSQL's "cached plan must not change result type". */
const CACHED_PLAN_CHANGED = '0A000';

interface PgConnection {
  query(config: { name?: string; text: string; values: unknown[] }): Promise<{ rows: Row[] }>;
  /** pg's own record of the statements this connection prepared. */
  connection?: { parsedStatements: Record<string, string> };
  __knexUid?: string;
  __knexTxId?: string;
}

function values(bindings: readonly Binding[], params: Params): unknown[] {
  return bindings.map((b) => {
    if (b === null || typeof b !== 'object') return b;
    if (!(b.param in params)) throw new Error(`A prepared statement's parameter "${b.param}" was not given`);
    // As knex's better-sqlite3 client binds them (booleans as 0/1); PostgreSQL takes booleans as they are.
    return params[b.param];
  });
}

/** Runs a compiled statement on `db` (the server's knex object or a transaction) and answers its rows. */
export async function runPrepared(db: Knex, statement: PreparedStatement, params: Params = {}): Promise<Row[]> {
  return runCompiled(db, statement, (b) => values(b, params), 'select');
}

/**
 * Runs a compiled statement with the values of its bindings given in order (`given`): reads, and writes
 * (`method`, as knex's `query` event names it: `insert`, `update`), whose rows are those of `RETURNING`, if any.
 */
export async function runCompiled(db: Knex, statement: PreparedStatement, given: (bindings: readonly Binding[]) => unknown[], method: string): Promise<Row[]> {
  // As knex refuses it: a statement started without `await` that runs once its transaction ended would run
  // on a connection the pool has handed back (PostgreSQL; SQLite's transactions refuse it themselves).
  if (db.isTransaction && (db as { isCompleted?: () => boolean }).isCompleted?.()) throw new Error('A statement on a transaction that has already ended');
  const client = db.client as Client;
  // Inside SQLite's light transaction the connection is held already: no lock to take and hand back.
  const held = db.isTransaction ? heldConnection(db) : undefined;
  if (held) return onSqlite(client, held as SqliteConnection, statement, given, method);
  const connection = await client.acquireConnection();
  try {
    if (isPostgres(db)) {
      const { name, sql, bindings } = statement.pg;
      const bound = given(bindings);
      const pg = connection as PgConnection;
      client.emit('query', { __knexUid: pg.__knexUid, __knexTxId: pg.__knexTxId, method, sql, bindings: bound, prepared: name ?? true });
      if (!name) return (await pg.query({ text: sql, values: bound })).rows;
      try {
        return (await pg.query({ name, text: sql, values: bound })).rows;
      } catch (error) {
        // A column's type changed under a statement this connection prepared (another server's migration):
        // PostgreSQL refuses it until it is prepared again. Inside a transaction the failure has ended it.
        if ((error as { code?: unknown }).code !== CACHED_PLAN_CHANGED || db.isTransaction || !pg.connection) throw error;
        await pg.query({ text: `DEALLOCATE ${name}`, values: [] });
        delete pg.connection.parsedStatements[name];
        return (await pg.query({ name, text: sql, values: bound })).rows;
      }
    }
    return onSqlite(client, connection as SqliteConnection, statement, given, method);
  } finally {
    await client.releaseConnection(connection);
  }
}

/** Runs a compiled statement on a better-sqlite3 connection the caller holds. */
function onSqlite(client: Client, connection: SqliteConnection, statement: PreparedStatement, given: (bindings: readonly Binding[]) => unknown[], method: string): Row[] {
  const { sql, bindings } = statement.sqlite;
  // As knex's better-sqlite3 client binds them: booleans as 0/1, dates as milliseconds; a list of ids
  // (`attachMany`) as the JSON text `json_each` reads.
  const bound = given(bindings).map((v) => (typeof v === 'boolean' ? Number(v) : v instanceof Date ? v.valueOf() : Array.isArray(v) ? JSON.stringify(v) : v));
  client.emit('query', { method, sql, bindings: bound, prepared: true });
  const prepared = connection.prepare(sql);
  if (prepared.reader) return prepared.all(bound);
  prepared.run(bound);
  return [];
}

/** The first row, or undefined (a read by id). */
export async function firstPrepared(db: Knex, statement: PreparedStatement, params: Params = {}): Promise<Row | undefined> {
  return (await runPrepared(db, statement, params))[0];
}
