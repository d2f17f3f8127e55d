/**
 * `GET /api/<name>/export?format=csv`: every row the list would show for the
 * same `q`, `filter[...]` and `sort` (not one page), as CSV. Rows are read
 * and written in batches, waiting for the client to take each one, so the
 * export never holds the whole table in memory. `columns=a,b` limits it to
 * what the admin list shows; `id` always comes first (an import matches on it).
 */
import type { Response } from 'express';
import type { Knex } from 'knex';
import type { EntityMeta } from '../../runtime-shared/meta';
import { todayIn } from '../../runtime-shared/site-time';
import { isPostgres } from '../db/connect';
import { badRequest } from '../http/errors';
import { csvLine } from '../csv/write';
import { csvValue, exportColumns } from './csv-columns';
import { applySort, applyWhere, countMatching, parseListQuery, type ListQuery } from './list-query';
import { answeredColumns } from './read';
import { serializeRows, type Row } from './serialize';
import { rowConditions, type RowFilter, type Viewer } from './visibility';

/** Rows read per query: small enough to keep memory flat, large enough to keep the query count low. */
export const EXPORT_BATCH = 500;

export interface ExportRequest {
  query: Record<string, unknown>;
  /** Filters the caller cannot lift (the public filter of readers without the read grant). */
  only?: RowFilter;
}

/** Parses the export's parameters: the list's own, plus `format` (csv only) and `columns`. */
export function parseExport(meta: EntityMeta, raw: Record<string, unknown>): { list: ListQuery; columns: string[] } {
  const { format, columns, ...rest } = raw;
  // The export writes every page: paging parameters are left out.
  delete rest.page;
  delete rest.perPage;
  if (format !== undefined && format !== 'csv') throw badRequest('format must be csv');
  if (columns !== undefined && typeof columns !== 'string') throw badRequest('columns is given more than once or in an unknown form');
  return { list: parseListQuery(meta, rest), columns: exportColumns(meta, columns) };
}

// The day in the site's zone (SITE_TIME_ZONE), as every date the site shows.
const fileName = (meta: EntityMeta) => `${meta.name}-${todayIn()}.csv`;

/** Resolves when the client has taken what was written (or went away). */
function drained(res: Response): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      res.off('drain', done);
      res.off('close', done);
      resolve();
    };
    res.once('drain', done);
    res.once('close', done);
  });
}

export async function streamCsv(db: Knex, meta: EntityMeta, request: ExportRequest, viewer: Viewer, res: Response): Promise<void> {
  const { list, columns } = parseExport(meta, request.query);
  list.filters.push(...rowConditions(request.only ?? {}));
  const like = isPostgres(db) ? 'ILIKE' : 'LIKE';
  const total = await countMatching(db, meta, list, like);
  res.status(200);
  res.setHeader('Content-Type', 'text/csv; charset=utf-8');
  res.setHeader('Content-Disposition', `attachment; filename="${fileName(meta)}"`);
  // The number of data rows, so that a client can tell a complete file from one cut short.
  res.setHeader('X-Total-Count', String(total));
  // The byte-order mark lets spreadsheets read the file as UTF-8.
  res.write(`\uFEFF${csvLine(columns.map((text) => ({ text })))}`);
  for (let offset = 0; !res.destroyed; offset += EXPORT_BATCH) {
    const page = applyWhere(db(meta.table).select(answeredColumns(meta)), meta, list, like);
    applySort(page, meta, list.sort, viewer);
    page.orderBy('id', list.sort.at(-1)?.direction ?? 'desc');
    const rows = (await page.limit(EXPORT_BATCH).offset(offset)) as Row[];
    const records = await serializeRows(db, meta, rows, viewer);
    const text = records.map((r) => csvLine(columns.map((c) => csvValue(meta, r, c)))).join('');
    if (text && !res.write(text)) await drained(res);
    if (rows.length < EXPORT_BATCH) break;
  }
  res.end();
}
