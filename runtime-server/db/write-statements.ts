/**
 * The writes of a record's row (its insert, its update by id, the audit entry's insert) as prepared
 * statements. Their columns follow the input (a form that leaves a field out does not write it; a column
 * left out keeps its database default), so the text cannot be fixed ahead of time as the reads' is
 * (prepared.ts, generated/server/statements/): it is compiled once per shape instead, the first time a
 * table is written with that list of columns, by the same knex builder the write used before and knex's
 * own `toSQL()` for the database it runs on, then kept (by table, operation and column list) and run
 * prepared on every later write of that shape. The statement text and the values bound are exactly what
 * knex sent; knex's building, compiling and running of it (~20-40 µs of CPU a write) is what is saved.
 *
 * Values other than text, numbers, booleans and null (a `db.raw` expression, an array or object knex
 * would turn into something else, `undefined`) go through knex as before, and so does any shape past the
 * first 500.
 */
import type { Knex } from 'knex';
import { createHash } from 'node:crypto';
import { isPostgres } from './connect';
import { runCompiled, type Binding, type CompiledStatement, type PreparedStatement } from './prepared';

type Row = Record<string, unknown>;

/** At most this many shapes are kept; writes of any other go through knex. */
const MAX_SHAPES = 500;
const shapes = new Map<string, PreparedStatement>();

/** A value knex binds as it is (for SQLite, booleans as 0/1: prepared.ts does that too). */
const plain = (value: unknown): boolean =>
  value === null || typeof value === 'string' || typeof value === 'boolean' || (typeof value === 'number' && Number.isFinite(value));

/** A text no value is: each parameter is built into the query as one, then found again in knex's bindings. */
const SENTINEL = '\u0000write-statement-parameter:';

/**
 * The statement for `build` with these parameters, compiled by `db`'s own dialect, or undefined when it
 * cannot be kept. `key`: the shape (the table, the operation, the columns in order).
 */
function statementFor(db: Knex, key: string, params: readonly string[], build: (db: Knex, sentinel: (param: string) => string) => Knex.QueryBuilder): PreparedStatement | undefined {
  const postgres = isPostgres(db);
  const fullKey = `${postgres ? 'pg' : 'sqlite'}\u0000${key}`;
  const kept = shapes.get(fullKey);
  if (kept) return kept;
  if (shapes.size >= MAX_SHAPES) return undefined;
  const native = build(db, (param) => `${SENTINEL}${param}`).toSQL().toNative();
  const bindings = native.bindings.map((value): Binding => {
    if (typeof value === 'string' && value.startsWith(SENTINEL)) return { param: value.slice(SENTINEL.length) };
    return value as Binding;
  });
  // Every parameter bound exactly once, or the shape is not one this module understands: knex runs it.
  const named = bindings.filter((b): b is { param: string } => b !== null && typeof b === 'object').map((b) => b.param);
  if (named.length !== params.length || new Set(named).size !== params.length) return undefined;
  const compiled: CompiledStatement = { sql: native.sql, bindings };
  // On PostgreSQL a `RETURNING *` runs unnamed, as a `select *` (prepared.ts): a column added by another server's
  // migration would change its result type, which PostgreSQL refuses for a named statement.
  const name = /returning \*$/i.test(native.sql) ? undefined : `w_${createHash('sha256').update(native.sql).digest('hex').slice(0, 20)}`;
  const statement: PreparedStatement = postgres ? { sqlite: compiled, pg: { ...compiled, ...(name ? { name } : {}) } } : { sqlite: compiled, pg: compiled };
  shapes.set(fullKey, statement);
  return statement;
}

const run = (db: Knex, statement: PreparedStatement, params: Row, method: string) =>
  runCompiled(db, statement, (bindings) => bindings.map((b) => (b !== null && typeof b === 'object' ? params[b.param] : b)), method);

/** The columns of `values` when every value is plain; else undefined (knex writes it). */
function plainColumns(values: Row): string[] | undefined {
  const columns = Object.keys(values);
  return columns.every((c) => plain(values[c])) ? columns : undefined;
}

/** Inserts one row and answers it as stored (`RETURNING *`). */
export async function insertReturning(db: Knex, table: string, values: Row): Promise<Row> {
  const columns = plainColumns(values);
  const statement = columns && statementFor(db, `${table}\u0000insert*\u0000${columns.join('\u0000')}`, columns, (d, p) => d(table).insert(Object.fromEntries(columns.map((c) => [c, p(c)]))).returning('*'));
  const [row] = statement ? await run(db, statement, values, 'insert') : ((await db(table).insert(values).returning('*')) as Row[]);
  return row!;
}

/** Inserts one row; answers nothing (the audit log's entries). */
export async function insertRow(db: Knex, table: string, values: Row): Promise<void> {
  const columns = plainColumns(values);
  const statement = columns && statementFor(db, `${table}\u0000insert\u0000${columns.join('\u0000')}`, columns, (d, p) => d(table).insert(Object.fromEntries(columns.map((c) => [c, p(c)]))));
  if (statement) await run(db, statement, values, 'insert');
  else await db(table).insert(values);
}

/** The column `id` is a parameter of the update's condition; a value of that name is another parameter. */
const ID_PARAM = '\u0000id';

/** Updates the row `id` and answers it as stored (`RETURNING *`), or undefined when no row has that id. */
export async function updateReturning(db: Knex, table: string, id: number, values: Row): Promise<Row | undefined> {
  const columns = plainColumns(values);
  const statement =
    columns &&
    statementFor(db, `${table}\u0000update*\u0000${columns.join('\u0000')}`, [...columns, ID_PARAM], (d, p) =>
      d(table).where({ id: p(ID_PARAM) }).update(Object.fromEntries(columns.map((c) => [c, p(c)]))).returning('*'),
    );
  if (!statement) return ((await db(table).where({ id }).update(values).returning('*')) as Row[])[0];
  return (await run(db, statement, { ...values, [ID_PARAM]: id }, 'update'))[0];
}
