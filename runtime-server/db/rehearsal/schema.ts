/**
 * The tables and columns of a database as the rehearsal compares them before and after a migration,
 * in one vocabulary for SQLite and PostgreSQL, and whether a stored value fits a column's type.
 */
import type { Knex } from 'knex';
import { isPostgres } from '../connect';

export type ColumnKind = 'string' | 'text' | 'integer' | 'decimal' | 'boolean' | 'date' | 'datetime' | 'other';
export interface Column {
  kind: ColumnKind;
  /** The longest string a `string` column holds. */
  length?: number;
  nullable: boolean;
}
export type Schema = Record<string, Record<string, Column>>;

/** knex's own tables and SQLite's are not the application's. */
const OWN = /^(knex_|sqlite_|_knex_temp|migration_runner_lock$)/;

/** A column type as SQLite declares it or PostgreSQL names it (`varchar(10)`, `character varying`). */
export function kindOf(type: string, length?: number | null): Pick<Column, 'kind' | 'length'> {
  const t = type.toLowerCase();
  const declared = /^(?:varchar|character varying)\s*\((\d+)\)/.exec(t);
  if (declared) return { kind: 'string', length: Number(declared[1]) };
  if (t === 'character varying' || t.startsWith('varchar')) return length ? { kind: 'string', length } : { kind: 'text' };
  if (t === 'text') return { kind: 'text' };
  if (/^(integer|int|bigint|smallint|int4|int8)\b/.test(t)) return { kind: 'integer' };
  if (/^(decimal|numeric|float|real|double)/.test(t)) return { kind: 'decimal' };
  if (/^(boolean|bool|tinyint\(1\))/.test(t)) return { kind: 'boolean' };
  if (t === 'date') return { kind: 'date' };
  if (/^(datetime|timestamp)/.test(t)) return { kind: 'datetime' };
  return { kind: 'other' };
}

export const describeColumn = (c: Pick<Column, 'kind' | 'length'>): string => (c.kind === 'string' ? `string(${c.length})` : c.kind);

export async function readSchema(db: Knex): Promise<Schema> {
  const schema: Schema = {};
  if (isPostgres(db)) {
    const rows = await db.raw<{ rows: { table_name: string; column_name: string; data_type: string; character_maximum_length: number | null; is_nullable: string }[] }>(
      `select table_name, column_name, data_type, character_maximum_length, is_nullable from information_schema.columns
       where table_schema = current_schema() order by table_name, ordinal_position`,
    );
    for (const r of rows.rows) {
      if (OWN.test(r.table_name)) continue;
      (schema[r.table_name] ??= {})[r.column_name] = { ...kindOf(r.data_type, r.character_maximum_length), nullable: r.is_nullable === 'YES' };
    }
    return schema;
  }
  const tables = await db.raw<{ name: string }[]>(`select name from sqlite_master where type = 'table' order by name`);
  for (const { name } of tables) {
    if (OWN.test(name)) continue;
    const columns = await db.raw<{ name: string; type: string; notnull: number; pk: number }[]>('select name, type, "notnull", pk from pragma_table_info(?)', [name]);
    schema[name] = Object.fromEntries(columns.map((c) => [c.name, { ...kindOf(c.type), nullable: c.notnull === 0 && c.pk === 0 }]));
  }
  return schema;
}

/** The new type refuses or changes some old values: fewer characters, or another kind that is not a widening. */
export function narrows(from: Column, to: Column): boolean {
  if (from.kind === to.kind) return to.kind === 'string' && (to.length ?? 0) < (from.length ?? 0);
  if (to.kind === 'text' || to.kind === 'other') return false;
  if (to.kind === 'string') return true; // the values say: a number or a date may fit the length, or not
  return !(from.kind === 'integer' && to.kind === 'decimal') && !(from.kind === 'date' && to.kind === 'datetime');
}

/** What the drivers read from the columns checked here: text, numbers, booleans and dates. */
type Stored = string | number | bigint | boolean | Date;

/** Whether a stored value fits a column of `to`'s type unchanged. */
export function fits(value: unknown, to: Pick<Column, 'kind' | 'length'>): boolean {
  if (value === null || value === undefined) return true;
  const stored = value as Stored;
  const text = stored instanceof Date ? stored.toISOString() : String(stored).trim();
  switch (to.kind) {
    case 'string': return String(stored).length <= (to.length ?? Infinity);
    case 'integer': return /^-?\d+$/.test(text) && Math.abs(Number(text)) <= 2_147_483_647;
    case 'decimal': return text !== '' && Number.isFinite(Number(text));
    case 'boolean': return ['0', '1', 'true', 'false'].includes(text.toLowerCase());
    case 'date': return /^\d{4}-\d{2}-\d{2}/.test(text) && !Number.isNaN(Date.parse(text.slice(0, 10)));
    case 'datetime': return value instanceof Date || !Number.isNaN(Date.parse(text));
    default: return true;
  }
}
