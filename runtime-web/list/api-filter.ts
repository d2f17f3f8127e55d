/**
 * The list's API query as the back-office calls take it: the export's query
 * string (every row: no page), and the `filter` object of a bulk request on
 * "every row matching" (`filter[price][gte]=100` → `{ price: { gte: '100' } }`, by the
 * one definition of the syntax, runtime-shared/list-query.ts).
 */
import { filterOf, type ListFilter } from '../../runtime-shared/list-query';

export type BulkFilter = ListFilter;

export function bulkFilterOf(apiQuery: URLSearchParams): { filter: BulkFilter; q?: string } {
  const filter = filterOf(apiQuery);
  const q = apiQuery.get('q');
  return { filter, ...(q ? { q } : {}) };
}

/** `api/<name>/export?...`: the list's query without paging, as CSV, with the visible columns. */
export function exportPath(name: string, apiQuery: URLSearchParams, columns: readonly string[]): string {
  const params = new URLSearchParams(apiQuery);
  params.delete('page');
  params.delete('perPage');
  params.set('format', 'csv');
  params.set('columns', columns.join(','));
  return `api/${name}/export?${params}`;
}
