/**
 * The knex queries whose shape is fixed by the entity alone (only values vary): a read by id, the live
 * rows' count, the first page in the default order, a relation's record attached to one row. The server
 * builds them here when it runs them through knex (read.ts, list-query.ts, serialize.ts), and the generator
 * builds the same ones at generate time and keeps knex's compiled SQL for each database
 * (generated/server/statements/, run by db/prepared.ts). Plain data in, so the generator can call them
 * without the field kinds' server parts.
 */
import type { Knex } from 'knex';
import type { EntityMeta } from '../../runtime-shared/meta';
import { isPostgres } from '../db/connect';
import { firstRow } from '../db/first-row';
import { inTrash } from './trash-filter';

type Table = Pick<EntityMeta, 'table' | 'softDelete'>;

/** A key of a list's order on a column of the entity's own table. */
export interface OrderKey {
  column: string;
  direction: 'asc' | 'desc';
}

/** One live row by id (`first`: at most one). */
export const byIdQuery = (db: Knex, meta: Table, columns: readonly string[], id: number): Knex.QueryBuilder =>
  firstRow(inTrash(db(meta.table).select(columns), meta, false).where({ id }));

/** One live row by id, all its columns: what a write reads before it changes the row (read.ts `findRaw`). */
export const rowByIdQuery = (db: Knex, meta: Table, id: number): Knex.QueryBuilder => firstRow(inTrash(db(meta.table), meta, false).where({ id }));

/** Whether a live row has this id (`first`: its id, or nothing): a relation's chosen record exists (prepare-input.ts). */
export const liveIdQuery = (db: Knex, target: Table, id: number): Knex.QueryBuilder => firstRow(inTrash(db(target.table), target, false).where({ id }), 'id');

/**
 * The rows a list matches, counted in one statement (`total`). `filtered` adds the list's search and
 * filters (none for the fixed shape). For the live rows of a soft-delete entity: all matching rows minus
 * the matching rows in the trash, each counted from an index (list-query.ts says why).
 */
export function countQuery(db: Knex, meta: Table, trashed: boolean, filtered: (builder: Knex.QueryBuilder) => Knex.QueryBuilder = (b) => b): Knex.QueryBuilder {
  if (!meta.softDelete || trashed) return firstRow(filtered(inTrash(db(meta.table), meta, trashed)).count({ total: '*' }));
  const all = filtered(db(meta.table)).count('*');
  const trashedRows = filtered(inTrash(db(meta.table), meta, true)).count('*');
  return firstRow(db.select(db.raw('(?) - (?) as total', [all, trashedRows])));
}

/** A stable order across pages: ties are broken by id, in the direction of the last key. */
export function tieBroken(builder: Knex.QueryBuilder, keys: readonly OrderKey[]): Knex.QueryBuilder {
  return keys.some((k) => k.column === 'id') ? builder : builder.orderBy('id', keys.at(-1)?.direction ?? 'desc');
}

/** The first page of the live rows, neither searched nor filtered, in an order on the table's own columns. */
export function firstPageQuery(db: Knex, meta: Table, columns: readonly string[], order: readonly OrderKey[], perPage: number): Knex.QueryBuilder {
  const builder = inTrash(db(meta.table).select(columns), meta, false);
  for (const { column, direction } of order) builder.orderBy(column, direction);
  return tieBroken(builder, order).limit(perPage);
}

/**
 * The records a relation points at, by id: `narrow` adds the conditions a viewer without the read grant
 * reads them under (none for the fixed shape); one in the trash is absent.
 */
export function attachQuery(db: Knex, target: Table, columns: readonly string[], ids: readonly number[], narrow: (builder: Knex.QueryBuilder) => Knex.QueryBuilder = (b) => b): Knex.QueryBuilder {
  return inTrash(narrow(db(target.table).select(columns).whereIn('id', ids)), target, false);
}

/**
 * The records a relation points at, for any number of ids in one parameter (`ids`): JSON text read with
 * `json_each` on SQLite, an array matched with `= any` on PostgreSQL. The text is the same for 1 id or 100,
 * so it is prepared once (a list's page attaches its relations with it); `attachQuery` lists the ids instead.
 * `ids` is the value bound as it is: the generator passes its placeholder, and db/prepared.ts turns an array
 * into JSON text for SQLite.
 */
export function attachManyQuery(db: Knex, target: Table, columns: readonly string[], ids: unknown): Knex.QueryBuilder {
  const builder = db(target.table).select(columns);
  if (isPostgres(db)) builder.whereRaw('?? = any(?)', ['id', ids as Knex.Value]);
  else builder.whereRaw('?? in (select value from json_each(?))', ['id', ids as Knex.Value]);
  return inTrash(builder, target, false);
}
