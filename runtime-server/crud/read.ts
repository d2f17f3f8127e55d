/** Reading records: one page of a list, or one record by id. */
import type { Knex } from 'knex';
import type { EntityMeta } from '../../runtime-shared/meta';
import { MAX_INT } from '../../runtime-shared/validation';
import { isPostgres } from '../db/connect';
import { notFound, badRequest } from '../http/errors';
import { applyWhere, type ListQuery } from './list-query';
import { serializeRows, type Row } from './serialize';
import { inTrash } from './trash-filter';
import type { RowFilter, Viewer } from './visibility';

export interface ListResult {
  data: Row[];
  meta: { total: number; page: number; perPage: number };
}

export async function listRecords(db: Knex, meta: EntityMeta, query: ListQuery, viewer: Viewer): Promise<ListResult> {
  const like = isPostgres(db) ? 'ILIKE' : 'LIKE';
  const countRow = await applyWhere(db(meta.table), meta, query, like).count<{ total: number | string }[]>({ total: '*' }).first();
  const page = applyWhere(db(meta.table).select(answeredColumns(meta)), meta, query, like);
  for (const { column, direction } of query.sort) page.orderBy(column, direction);
  page.orderBy('id', query.sort.at(-1)?.direction ?? 'desc'); // a stable order across pages
  const rows = await page.limit(query.perPage).offset((query.page - 1) * query.perPage);
  return {
    data: await serializeRows(db, meta, rows, viewer),
    meta: { total: Number(countRow?.total ?? 0), page: query.page, perPage: query.perPage },
  };
}

/**
 * Digits only: `Number()` alone would read " 1", "1e3" and "0x10" as the ids 1, 1000 and 16, so a
 * malformed id could reach (and delete) another record. Beyond the integer column's range
 * PostgreSQL would fail the query: a 400 too.
 */
export function parseId(raw: string): number {
  const id = /^[1-9][0-9]{0,9}$/.test(raw) ? Number(raw) : NaN;
  if (!(id <= MAX_INT)) throw badRequest(`"${raw}" is not a valid id`);
  return id;
}

/**
 * The stored row; `scope` (a caller's own rows, crud/ownership.ts) makes any other row a 404 too;
 * a row in the trash only with `trashed` (restore, purge).
 */
export async function findRaw(db: Knex, meta: EntityMeta, id: number, scope?: RowFilter, trashed = false): Promise<Row> {
  const row = await (trashed ? db(meta.table) : inTrash(db(meta.table), meta, false)).where({ ...scope, id }).first();
  if (!row) throw notFound(`${meta.label} ${id}`);
  return row as Row;
}

export async function findRecord(db: Knex, meta: EntityMeta, id: number, viewer: Viewer): Promise<Row> {
  const row = await inTrash(db(meta.table).select(answeredColumns(meta)), meta, false).where({ id }).first();
  if (!row) throw notFound(`${meta.label} ${id}`);
  const [record] = await serializeRows(db, meta, [row as Row], viewer);
  return record!;
}

/** The columns an answer shows: never a password hash, nor columns the answer drops anyway. */
const answered = new WeakMap<EntityMeta, string[]>();
export function answeredColumns(meta: EntityMeta): string[] {
  let columns = answered.get(meta);
  if (!columns) {
    columns = ['id', ...meta.fields.filter((f) => !f.writeOnly && f.kind !== 'manyToMany').map((f) => f.name), 'created_at', 'updated_at'];
    answered.set(meta, columns);
  }
  return columns;
}
