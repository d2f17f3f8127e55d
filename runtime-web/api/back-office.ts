/**
 * The back-office calls of a list (runtime-server/crud/back-office-routes.ts),
 * typed by the entity: bulk changes, the CSV export path and CSV import.
 */
import { apiSend, type DataResponse, type RequestOptions } from './client';
import { listQueryString, type ListFilter, type ListParams } from './list-query';

/** Rows by id, or every row the list shows for a filter and search (an empty one needs `all: true`). */
export type BulkSelection<S extends string> =
  | { ids: readonly number[] }
  | { filter: ListFilter<S>; q?: string; all?: true };

/** `delete`, `update` (set `values` on every row) or a declared action. */
export type BulkRequest<S extends string, A extends string, I> = BulkSelection<S> & { action: 'delete' | 'update' | A; values?: Partial<I> };

export interface BulkResult {
  action: string;
  count: number;
  ids: number[];
}

import type { ImportResult } from '../../runtime-shared/import-result';

export type { ImportResult, ImportRowResult } from '../../runtime-shared/import-result';

export interface BackOfficeClient<S extends string, A extends string, I> {
  /** All or nothing: a refused row refuses the request (an `ApiError` whose `fields` name the rows by id). */
  bulk(request: BulkRequest<S, A, I>, options?: RequestOptions): Promise<BulkResult>;
  /** The export's path for a list query (page and perPage are left out: every matching row); download it with the token. */
  exportPath(query?: Omit<ListParams<S>, 'page' | 'perPage'>, columns?: readonly string[]): string;
  /** Checks (`dryRun`) or imports a CSV file. */
  importCsv(file: Blob, dryRun: boolean, options?: RequestOptions): Promise<ImportResult>;
}

export function backOfficeClient<S extends string, A extends string, I>(name: string): BackOfficeClient<S, A, I> {
  const base = `/api/${name}`;
  return {
    bulk: async (request, options) => (await apiSend<DataResponse<BulkResult>>('POST', `${base}/bulk`, request, options)).data,
    exportPath: (query = {}, columns) => {
      const params = new URLSearchParams(listQueryString(query).slice(1));
      params.set('format', 'csv');
      if (columns?.length) params.set('columns', columns.join(','));
      return `${base}/export?${params}`;
    },
    importCsv: async (file, dryRun, options) => {
      const form = new FormData();
      form.append('file', file, 'import.csv');
      return (await apiSend<DataResponse<ImportResult>>('POST', `${base}/import${dryRun ? '?dryRun=1' : ''}`, form, options)).data;
    },
  };
}
