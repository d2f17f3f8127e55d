/**
 * What a migration does to the rows already there, read from the data:
 * - `changeFindings`: after a migration ran on the copy, the schema before and after it compared,
 *   and the rows as they were before it counted: required columns it filled, values a narrowed
 *   type refuses (PostgreSQL cuts strings to the new length, SQLite keeps them too long), data dropped;
 * - `failureFindings`: after a migration failed (and rolled back), its failing statement read for
 *   the rows that made it fail: repeated values under a new unique index, empty values under a new
 *   NOT NULL, values that do not convert to a new type.
 */
import type { Knex } from 'knex';
import { describeColumn, fits, kindOf, narrows, type Column, type Schema } from './schema';

export interface Finding {
  /** `problem`: the rehearsal fails (exit 1); `change`: what the migration does to existing rows. */
  severity: 'problem' | 'change';
  text: string;
}

const SAMPLE = 5;
const count = async (q: Knex.QueryBuilder): Promise<number> => Number(((await q.count({ n: '*' }).first()) as { n: number | string } | undefined)?.n ?? 0);
const preview = (v: unknown) => {
  const text = v instanceof Date ? v.toISOString() : typeof v === 'string' ? v : JSON.stringify(v);
  return JSON.stringify(text.length > 40 ? `${text.slice(0, 40)}…` : text);
};
const rows = (n: number) => `${n} row${n === 1 ? '' : 's'}`;

/** Values of `table.column` (with their ids when the table has them) that a column of type `to` refuses. */
async function refusedValues(db: Knex, table: string, column: string, to: Pick<Column, 'kind' | 'length'>, hasId: boolean): Promise<Finding[]> {
  const values = await db<Record<string, unknown>>(table).whereNotNull(column).select(hasId ? ['id', column] : [column]);
  const refused = values.filter((r) => !fits(r[column], to));
  if (refused.length === 0) return [];
  const sample = refused.slice(0, SAMPLE).map((r) => `${hasId ? `id ${String(r.id)}: ` : ''}${preview(r[column])}`);
  return [
    {
      severity: 'problem',
      text: `${table}.${column} becomes ${describeColumn(to)}: ${refused.length} stored value${refused.length === 1 ? ' does' : 's do'} not fit (${sample.join(', ')}${refused.length > SAMPLE ? ', …' : ''}); PostgreSQL refuses them or cuts strings to the new length, SQLite keeps them as they are`,
    },
  ];
}

/** `before` holds the rows as they were before the migration; `after` the schema it left. */
export async function changeFindings(before: Knex, schemaBefore: Schema, schemaAfter: Schema): Promise<Finding[]> {
  const findings: Finding[] = [];
  for (const [table, columns] of Object.entries(schemaBefore)) {
    const now = schemaAfter[table];
    if (!now) {
      const n = await count(before(table));
      if (n > 0) findings.push({ severity: 'change', text: `drops table ${table} and its ${rows(n)}` });
      continue;
    }
    for (const [column, was] of Object.entries(columns)) {
      const is = now[column];
      if (!is) {
        const n = await count(before(table).whereNotNull(column));
        if (n > 0) findings.push({ severity: 'change', text: `drops ${table}.${column}, which holds a value in ${rows(n)}` });
        continue;
      }
      if (was.nullable && !is.nullable) {
        const n = await count(before(table).whereNull(column));
        if (n > 0) findings.push({ severity: 'change', text: `${table}.${column} becomes required: fills it in ${rows(n)} that had no value` });
      }
      if (narrows(was, is)) findings.push(...(await refusedValues(before, table, column, is, 'id' in columns)));
    }
    for (const [column, is] of Object.entries(now)) {
      if (column in columns || is.nullable) continue;
      const n = await count(before(table));
      if (n > 0) findings.push({ severity: 'change', text: `adds the required ${table}.${column}: fills it in the ${rows(n)} already there` });
    }
  }
  return findings;
}

const unquote = (name: string) => name.replace(/^[`"[]|[`"\]]$/g, '');

/** The rows behind a failed statement, on the database the failed migration left as it was. */
export async function failureFindings(db: Knex, sql: string | undefined, message: string, schema: Schema): Promise<Finding[]> {
  if (!sql) return [];
  // A new unique index: knex on SQLite, raw expression indexes (lower(email)), and a unique constraint on PostgreSQL.
  const index = /create unique index\s+\S+\s+on\s+(\S+)\s*\((.+)\)\s*$/is.exec(sql) ?? /alter table\s+(\S+)\s+add constraint\s+\S+\s+unique\s*\((.+)\)\s*$/is.exec(sql);
  if (index) {
    const [, quotedTable, expressions] = index;
    const groups = (await db.raw(`select ${expressions} as repeated, count(*) as n from ${quotedTable} group by ${expressions} having count(*) > 1 order by count(*) desc`)) as unknown;
    const list = ((groups as { rows?: unknown[] }).rows ?? groups) as { repeated: unknown; n: number | string }[];
    if (list.length === 0) return [];
    const table = unquote(quotedTable!);
    const sample = list.slice(0, SAMPLE).map((g) => `${preview(g.repeated)} in ${rows(Number(g.n))}`);
    return [{ severity: 'problem', text: `the unique index on ${table} (${expressions}) is blocked by ${list.length} repeated value${list.length === 1 ? '' : 's'}: ${sample.join(', ')}${list.length > SAMPLE ? ', …' : ''}` }];
  }
  const notNull = /alter table\s+(\S+)\s+alter column\s+(\S+)\s+set not null/i.exec(sql) ?? (/NOT NULL constraint failed: \S+\.(\w+)/.test(message) ? /insert into\s+\S+\s+select \* from\s+(\S+)/i.exec(sql) : null);
  if (notNull) {
    const table = unquote(notNull[1]!);
    const column = notNull[2] ? unquote(notNull[2]) : /NOT NULL constraint failed: \S+\.(\w+)/.exec(message)![1]!;
    const n = await count(db(table).whereNull(column));
    return [{ severity: 'problem', text: `${table}.${column} becomes required, but ${rows(n)} hold no value for it` }];
  }
  const type = /alter table\s+(\S+)\s+alter column\s+(\S+)\s+type\s+([a-z ]+(?:\(\d+(?:,\s*\d+)?\))?)/i.exec(sql);
  if (type) {
    const table = unquote(type[1]!);
    const column = unquote(type[2]!);
    return refusedValues(db, table, column, kindOf(type[3]!.trim()), 'id' in (schema[table] ?? {}));
  }
  return [];
}
