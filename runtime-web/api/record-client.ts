/**
 * The back-office calls of a record, part of every typed client
 * (`jobApi.history(3)`): its history, restoring a version, and the trash of
 * soft-delete entities (runtime-server/crud/record-routes.ts).
 */
import { apiGet, apiSend, type DataResponse, type ListResponse, type RequestOptions } from './client';

/** One version of a record's history (`GET /api/<name>/:id/history`), newest first. */
export interface HistoryVersion {
  version: number;
  at: string;
  operation: 'create' | 'update' | 'delete' | 'action';
  action: string | null;
  user_email: string | null;
  changed: string[];
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

export interface RecordClient<T> {
  history(id: number, options?: RequestOptions): Promise<HistoryVersion[]>;
  /** Saves the values of an earlier version as an update (itself a new version). */
  restoreVersion(id: number, version: number, options?: RequestOptions): Promise<T>;
  /** Soft-delete entities: a page of the trash. */
  trash(page?: number, options?: RequestOptions): Promise<ListResponse<T>>;
  /** Soft-delete entities: brings a record back from the trash. */
  restore(id: number, options?: RequestOptions): Promise<T>;
  /** Soft-delete entities: removes a record for good, also from the trash. */
  purge(id: number, options?: RequestOptions): Promise<void>;
}

export function recordClient<T>(name: string): RecordClient<T> {
  const at = (id: number) => `/api/${name}/${encodeURIComponent(String(id))}`;
  return {
    history: async (id, options) => (await apiGet<DataResponse<HistoryVersion[]>>(`${at(id)}/history`, options)).data,
    restoreVersion: async (id, version, options) => (await apiSend<DataResponse<T>>('POST', `${at(id)}/history/${version}/restore`, undefined, options)).data,
    trash: (page = 1, options) => apiGet<ListResponse<T>>(`/api/${name}?trashed=only&page=${page}`, options),
    restore: async (id, options) => (await apiSend<DataResponse<T>>('POST', `${at(id)}/restore`, undefined, options)).data,
    purge: async (id, options) => {
      await apiSend<undefined>('DELETE', `${at(id)}?purge=1`, undefined, options);
    },
  };
}
