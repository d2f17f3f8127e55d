/**
 * `filter[...]` parameters (the syntax of runtime-shared/list-query.ts) read into conditions, and the
 * conditions applied to a query. Only the operators a field's kind declares are taken, each value is
 * checked by the kind (`filterValue` of its server part: PostgreSQL would fail a comparison of a number
 * column with "abc", SQLite quietly match nothing), and every refusal is a 400 naming the parameter.
 * Values reach SQL only as bindings; `contains` and `startsWith` escape LIKE's wildcards.
 */
import type { Knex } from 'knex';
import { serverKinds } from '../../kinds/registry/server';
import { FILTER_OPERATORS, LIST_LIMITS, filterField, operatorsOf, type FilterOperator } from '../../runtime-shared/list-query';
import type { EntityMeta } from '../../runtime-shared/meta';
import { badRequest } from '../http/errors';
import { whereConditions, type RowCondition } from './visibility';

type Scalar = string | number | boolean;

/**
 * One condition of a list: a comparison (also what a public filter makes, visibility.ts), empty or not,
 * one of a list of values, a text inside the value, or rows matching any of several branches.
 */
export type Condition =
  | (FieldCondition & { /** A group's sub-field: its key in the object stored in `column` (`seo` → `no_index`). */ path?: string })
  | { or: Condition[][] };

type FieldCondition =
  | RowCondition
  | { column: string; op: '<>'; value: Scalar }
  | { column: string; op: 'null' | 'notNull' }
  | { column: string; op: 'in' | 'nin'; values: Scalar[] }
  | { column: string; op: 'contains' | 'startsWith'; value: string };

/** The conditions being read, with the `or` group of this level (branches by their number). */
interface Group {
  conditions: Condition[];
  or?: Map<number, Group>;
}

export interface FilterReader {
  /** Reads one `filter[...]` parameter, given as its bracketed parts. */
  add(parts: string[], raw: string, key: string): void;
  /** The conditions read, ANDed. */
  conditions(): Condition[];
}

export function filterReader(meta: EntityMeta): FilterReader {
  const root: Group = { conditions: [] };
  let count = 0;
  const add = (group: Group, parts: string[], raw: string, key: string, depth: number): void => {
    if (parts[0] === 'or' && parts.length > 2) {
      const index = /^\d{1,2}$/.test(parts[1]!) ? Number(parts[1]) : NaN;
      if (!(index < LIST_LIMITS.orBranches)) throw badRequest(`${key}: an or group has branches 0 to ${LIST_LIMITS.orBranches - 1}`);
      if (depth >= LIST_LIMITS.orDepth) throw badRequest(`${key}: or groups nest at most ${LIST_LIMITS.orDepth} deep`);
      group.or ??= new Map();
      let branch = group.or.get(index);
      if (!branch) group.or.set(index, (branch = { conditions: [] }));
      return add(branch, parts.slice(2), raw, key, depth + 1);
    }
    if (++count > LIST_LIMITS.conditions) throw badRequest(`${key}: at most ${LIST_LIMITS.conditions} filter conditions in one request`);
    group.conditions.push(condition(meta, parts, raw, key));
  };
  const collect = (group: Group): Condition[] => {
    const or = group.or ? [...group.or.entries()].sort(([a], [b]) => a - b).map(([, branch]) => collect(branch)) : [];
    return or.length ? [...group.conditions, { or }] : group.conditions;
  };
  return { add: (parts, raw, key) => add(root, parts, raw, key, 0), conditions: () => collect(root) };
}

/** `filter[<field>]=value` or `filter[<field>][<operator>]=value`, as a condition; `<field>` may be `<group>.<sub-field>`. */
function condition(meta: EntityMeta, parts: string[], raw: string, key: string): Condition {
  const read = fieldCondition(meta, parts, raw, key);
  const path = filterField(meta, parts[0] ?? '')?.path;
  return path === undefined ? read : { ...read, column: read.column.slice(0, read.column.indexOf('.')), path };
}

function fieldCondition(meta: EntityMeta, parts: string[], raw: string, key: string): FieldCondition {
  const [column = '', op = 'eq', ...rest] = parts;
  const allowed = operatorsOf(meta, column);
  if (allowed.length === 0) throw badRequest(`Unknown filter field "${column}" (${key})`);
  if (rest.length > 0 || !(FILTER_OPERATORS as readonly string[]).includes(op)) {
    throw badRequest(`${key}: unknown filter operator "${[op, ...rest].join('][')}"; use one of ${FILTER_OPERATORS.join(', ')}`);
  }
  // Equality with `null` (an empty value) is older than the `null` operator: it stays.
  if (op === 'eq' && parts.length === 1 && raw === 'null') return { column, op: 'null' };
  if (!allowed.includes(op as FilterOperator)) throw badRequest(`${key}: the operator "${op}" does not apply to ${column}; it takes ${allowed.join(', ')}`);
  switch (op as FilterOperator) {
    case 'null':
    case 'notNull': {
      if (!['true', '1', 'false', '0'].includes(raw)) throw badRequest(`${key} must be true or false`);
      const empty = (raw === 'true' || raw === '1') === (op === 'null');
      return { column, op: empty ? 'null' : 'notNull' };
    }
    case 'in':
    case 'nin': {
      const values = raw.split(',');
      if (raw === '') throw badRequest(`${key} needs at least one value (comma-separated)`);
      if (values.length > LIST_LIMITS.inValues) throw badRequest(`${key} takes at most ${LIST_LIMITS.inValues} values`);
      return { column, op: op as 'in' | 'nin', values: values.map((v) => valueOf(meta, column, v, key)) };
    }
    case 'contains':
    case 'startsWith':
      if (raw === '') throw badRequest(`${key} needs a text`);
      if (raw.length > LIST_LIMITS.textLength) throw badRequest(`${key} takes at most ${LIST_LIMITS.textLength} characters`);
      return { column, op: op as 'contains' | 'startsWith', value: raw };
    default: {
      if (raw === 'null') throw badRequest(`${key} needs a value; filter[${column}][null]=true matches an empty one`);
      const value = valueOf(meta, column, raw, key);
      return op === 'ne' ? { column, op: '<>', value } : { column, op: op === 'gte' ? '>=' : op === 'lte' ? '<=' : '=', value };
    }
  }
}

/** A value as the column stores it, as the field's kind reads it (`id` is a number, the timestamps date-times). */
function valueOf(meta: EntityMeta, column: string, raw: string, param: string): Scalar {
  const field = filterField(meta, column)?.field;
  const kind = serverKinds[field?.kind ?? (column === 'id' ? 'number' : 'datetime')];
  return kind.filterValue ? kind.filterValue(raw, { column, field, param }) : raw;
}

/** `%`, `_` and `\` stand for themselves: `contains=100%` finds "100%", not "1000". */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Case-insensitive LIKE the same way on both databases: PostgreSQL's ILIKE folds every letter its
 * UTF-8 locale knows, SQLite's LIKE only A-Z, so on SQLite both sides go through `casefold()`
 * (JavaScript's toLowerCase, registered on the connection: db/sqlite-connection.ts).
 */
function whereLike(w: Knex.QueryBuilder, column: string, pattern: string, postgres: boolean): void {
  whereLikeSql(w, { sql: '??', bindings: [column] }, pattern, postgres);
}

/** An SQL expression with its bindings: a column (`??`), or a sub-field read out of a JSON column. */
interface Expression {
  sql: string;
  bindings: Knex.RawBinding[];
}

function whereLikeSql(w: Knex.QueryBuilder, e: Expression, pattern: string, postgres: boolean): void {
  if (postgres) w.whereRaw(`${e.sql} ILIKE ? ESCAPE '\\'`, [...e.bindings, pattern]);
  else w.whereRaw(`casefold(${e.sql}) LIKE casefold(?) ESCAPE '\\'`, [...e.bindings, pattern]);
}

/**
 * A group's sub-field as SQL compares `sample` (a value the sub-field's kind read): SQLite's json_extract answers
 * JSON numbers as numbers and true/false as 1/0 (the driver binds a boolean as 1/0 too); PostgreSQL's `->>` answers text, cast to numeric or boolean
 * for such values. JSON null (an empty sub-field) is SQL NULL on both.
 */
function subFieldSql(column: string, path: string, sample: Scalar | undefined, postgres: boolean): Expression {
  if (!postgres) return { sql: 'json_extract(??, ?)', bindings: [column, `$."${path}"`] };
  const cast = typeof sample === 'number' ? '::numeric' : typeof sample === 'boolean' ? '::boolean' : '';
  return { sql: `(??->>?)${cast}`, bindings: [column, path] };
}

/** One condition on a group's sub-field, the same operators as on a column (`ne` and `nin` let empty values pass). */
function applySubFieldCondition(builder: Knex.QueryBuilder, c: FieldCondition & { path: string }, postgres: boolean): void {
  const sample = 'values' in c ? c.values[0] : 'value' in c ? c.value : undefined;
  const e = subFieldSql(c.column, c.path, sample, postgres);
  const marks = (n: number) => Array.from({ length: n }, () => '?').join(', ');
  switch (c.op) {
    case 'null':
      builder.whereRaw(`${e.sql} IS NULL`, e.bindings);
      break;
    case 'notNull':
      builder.whereRaw(`${e.sql} IS NOT NULL`, e.bindings);
      break;
    case 'in':
      builder.whereRaw(`${e.sql} IN (${marks(c.values.length)})`, [...e.bindings, ...c.values]);
      break;
    case 'nin':
      builder.whereRaw(`(${e.sql} NOT IN (${marks(c.values.length)}) OR ${e.sql} IS NULL)`, [...e.bindings, ...c.values, ...e.bindings]);
      break;
    case 'contains':
      whereLikeSql(builder, e, `%${likeEscaped(c.value)}%`, postgres);
      break;
    case 'startsWith':
      whereLikeSql(builder, e, `${likeEscaped(c.value)}%`, postgres);
      break;
    case '<>':
      builder.whereRaw(`(${e.sql} <> ? OR ${e.sql} IS NULL)`, [...e.bindings, c.value, ...e.bindings]);
      break;
    default:
      builder.whereRaw(`(${e.sql} ${c.op} ?${'orNull' in c && c.orNull ? ` OR ${e.sql} IS NULL` : ''})`, [
        ...e.bindings,
        c.value,
        ...('orNull' in c && c.orNull ? e.bindings : []),
      ]);
  }
}

/** Adds the conditions to a query's WHERE, ANDed. `ne` and `nin` let empty values pass: an empty status is not "paid". */
export function applyConditions(builder: Knex.QueryBuilder, conditions: readonly Condition[], postgres: boolean): Knex.QueryBuilder {
  for (const c of conditions) {
    if ('or' in c) {
      builder.where((any) => {
        for (const branch of c.or) any.orWhere((all) => void applyConditions(all, branch, postgres));
      });
      continue;
    }
    if (c.path !== undefined) {
      applySubFieldCondition(builder, { ...c, path: c.path }, postgres);
      continue;
    }
    switch (c.op) {
      case 'null':
        builder.whereNull(c.column);
        break;
      case 'notNull':
        builder.whereNotNull(c.column);
        break;
      case 'in':
        builder.whereIn(c.column, c.values);
        break;
      case 'nin':
        builder.where((w) => void w.whereNotIn(c.column, c.values).orWhereNull(c.column));
        break;
      case '<>':
        builder.where((w) => void w.whereNot(c.column, c.value).orWhereNull(c.column));
        break;
      case 'contains':
        whereLike(builder, c.column, `%${likeEscaped(c.value)}%`, postgres);
        break;
      case 'startsWith':
        whereLike(builder, c.column, `${likeEscaped(c.value)}%`, postgres);
        break;
      default:
        whereConditions(builder, [c]);
    }
  }
  return builder;
}
