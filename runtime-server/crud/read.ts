/** Reading records: one page of a list, or one record by id. */
import type { Knex } from 'knex';
import type { EntityMeta } from '../../runtime-shared/meta';
import { MAX_INT } from '../../runtime-shared/validation';
import { isPostgres } from '../db/connect';
import { firstRow } from '../db/first-row';
import { firstPrepared, runPrepared } from '../db/prepared';
import { notFound, badRequest } from '../http/errors';
import { byIdQuery, tieBroken } from './fixed-shapes';
import { applySort, applyWhere, countMatching, type ListQuery } from './list-query';
import { checkExpand, type Selection } from './selection';
import { answeredColumns, normalise, serializeRows, type Row } from './serialize';
import { firstPageStatement, statementsOf } from './statements';
import { inTrash } from './trash-filter';
import { meetsConditions, type RowCondition, type RowFilter, type Viewer } from './visibility';

export interface ListResult {
  data: Row[];
  meta: { total: number; page: number; perPage: number };
}

export async function listRecords(db: Knex, meta: EntityMeta, query: ListQuery, viewer: Viewer): Promise<ListResult> {
  if (query.selection) checkExpand(meta, query.selection.expand, viewer.entities);
  // The first page of an unfiltered list in the default order: the generated statements, prepared (statements.ts).
  const prepared = firstPageStatement(meta, query);
  if (prepared) {
    const total = Number((await firstPrepared(db, prepared.count))?.total ?? 0);
    const rows = await runPrepared(db, prepared.page, { perPage: query.perPage });
    return { data: await serializeRows(db, meta, rows, viewer, query.selection), meta: { total, page: 1, perPage: query.perPage } };
  }
  const like = isPostgres(db) ? 'ILIKE' : 'LIKE';
  const total = await countMatching(db, meta, query, like);
  const offset = (query.page - 1) * query.perPage;
  const ordered = (builder: Knex.QueryBuilder) => tieBroken(applySort(builder, meta, query.sort, viewer), query.sort);
  // Past page 1 the skipped rows are found by id alone (from an index when the order has one), and only
  // the page's rows are read whole: page 4,000 of 100,000 banners took 15 ms reading rows, 3 ms so.
  const pageIds = offset > 0 ? ordered(applyWhere(db(meta.table).select('id'), meta, query, like)).limit(query.perPage).offset(offset) : undefined;
  const rows = (pageIds
    ? await ordered(db(meta.table).select(answeredColumns(meta)).whereIn('id', pageIds))
    : await ordered(applyWhere(db(meta.table).select(answeredColumns(meta)), meta, query, like)).limit(query.perPage)) as Row[];
  return {
    data: await serializeRows(db, meta, rows, viewer, query.selection),
    meta: { total, page: query.page, perPage: query.perPage },
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
  const rowById = !scope && !trashed ? statementsOf(meta)?.rowById : undefined;
  const row = (rowById ? await firstPrepared(db, rowById, { id }) : await firstRow((trashed ? db(meta.table) : inTrash(db(meta.table), meta, false)).where({ ...scope, id }))) as Row | undefined;
  if (!row) throw notFound(`${meta.label} ${id}`);
  return row;
}

/**
 * One record as the API answers it. `only`: the conditions a caller without the read grant sees rows by
 * (a public filter, their own rows): any other row is a 404, judged on the whole record before `fields=` narrows it.
 */
export async function findRecord(db: Knex, meta: EntityMeta, id: number, viewer: Viewer, o: { selection?: Selection; only?: readonly RowCondition[] } = {}): Promise<Row> {
  const { selection, only } = o;
  if (selection) checkExpand(meta, selection.expand, viewer.entities);
  const readById = statementsOf(meta)?.readById;
  const row = (readById ? await firstPrepared(db, readById, { id }) : await byIdQuery(db, meta, answeredColumns(meta), id)) as Row | undefined;
  if (!row || (only && !meetsConditions(normalise(meta, row), only))) throw notFound(`${meta.label} ${id}`);
  const [record] = await serializeRows(db, meta, [row], viewer, selection);
  return record!;
}

export { answeredColumns } from './serialize';
