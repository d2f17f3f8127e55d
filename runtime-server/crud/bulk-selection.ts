/**
 * Which rows a bulk request names: `ids` (rows that do not exist, or that the
 * caller may not see, are refused by id), or `filter` (and `q`) as the list
 * takes them: every matching row, up to MAX_BULK_ROWS.
 */
import type { Knex } from 'knex';
import { filterParams, type ListFilter } from '../../runtime-shared/list-query';
import type { EntityMeta } from '../../runtime-shared/meta';
import { isPostgres } from '../db/connect';
import { badRequest } from '../http/errors';
import { applyWhere, parseListQuery } from './list-query';
import { inTrash } from './trash-filter';
import type { Row } from './serialize';
import { rowConditions, whereConditions, type RowFilter } from './visibility';

/** More rows than this in one request is refused: a bulk change runs in one transaction, holding the database meanwhile. */
export const MAX_BULK_ROWS = 1000;

/** `filter`: the list's filter as JSON (`{ price: { gte: 100 }, or: [...] }`), as the list's `filter[...]` parameters take it. */
export type Selection = { ids: number[] } | { filter: ListFilter; q?: string };

export interface Selected {
  rows: Row[];
  /** Ids asked for that no visible row has. */
  missing: number[];
}

export async function selectRows(trx: Knex, meta: EntityMeta, selection: Selection, only: RowFilter | undefined): Promise<Selected> {
  const query = trx(meta.table).select('*').orderBy('id');
  whereConditions(query, rowConditions(only ?? {}));
  if ('ids' in selection) {
    // A row in the trash is missing here, as it is for the single-record routes.
    const rows = (await inTrash(query, meta, false).whereIn('id', selection.ids)) as Row[];
    const found = new Set(rows.map((r) => Number(r.id)));
    return { rows, missing: [...new Set(selection.ids)].filter((id) => !found.has(id)) };
  }
  // The list's own query language checks the fields and converts the values (booleans, numbers).
  const raw: Record<string, unknown> = Object.fromEntries(filterParams(selection.filter));
  if (selection.q !== undefined) raw.q = selection.q;
  const list = parseListQuery(meta, raw);
  const rows = (await applyWhere(query, meta, list, isPostgres(trx) ? 'ILIKE' : 'LIKE').limit(MAX_BULK_ROWS + 1)) as Row[];
  if (rows.length > MAX_BULK_ROWS) throw badRequest(`The filter matches more than ${MAX_BULK_ROWS} records; narrow it and repeat`);
  return { rows, missing: [] };
}
