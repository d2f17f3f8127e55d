/**
 * resourceClient(): the typed client of one generated API, on top of
 * `apiGet` / `apiSend`. Generated modules (`generated/api/<name>.api.ts`)
 * fix its types, so a renamed field or sort key is a compile error in every
 * page that uses it.
 *
 * @example
 *   const { data } = await bannerApi.list({ perPage: 10, sort: ['-created_at'], filter: { service_id: 2 } });
 */
import { backOfficeClient, type BackOfficeClient } from './back-office';
import { apiGet, apiSend, type DataResponse, type ListResponse, type RequestOptions } from './client';
import { listQueryString, type ListParams } from './list-query';
import { recordClient, type RecordClient } from './record-client';

export { listQueryString, type ListParams, type SortKey } from './list-query';

/** `A`: the names of the entity's declared actions (bulk actions). */
export interface ResourceClient<T, I, S extends string, A extends string = never> extends BackOfficeClient<S, A, I>, RecordClient<T> {
  list(query?: ListParams<S>, options?: RequestOptions): Promise<ListResponse<T>>;
  get(id: number, options?: RequestOptions): Promise<T>;
  /** A JSON body, or `FormData` when uploading files. */
  create(input: I | FormData, options?: RequestOptions): Promise<T>;
  /** Replaces the record: `PUT` with JSON, or `POST` with `_method=PUT` with `FormData`, as the server expects multipart updates. */
  update(id: number, input: I | FormData, options?: RequestOptions): Promise<T>;
  /** Changes only the fields sent. */
  patch(id: number, input: Partial<I>, options?: RequestOptions): Promise<T>;
  remove(id: number, options?: RequestOptions): Promise<void>;
}

/** The client of `/api/<name>`; `name` is the entity's kebab-case name. */
export function resourceClient<T, I, S extends string, A extends string = never>(name: string): ResourceClient<T, I, S, A> {
  const base = `/api/${name}`;
  const at = (id: number) => `${base}/${encodeURIComponent(String(id))}`;
  const unwrap = async (answer: Promise<DataResponse<T>>) => (await answer).data;
  return {
    ...backOfficeClient<S, A, I>(name),
    list: (query, options) => apiGet<ListResponse<T>>(`${base}${listQueryString(query)}`, options),
    get: (id, options) => unwrap(apiGet<DataResponse<T>>(at(id), options)),
    create: (input, options) => unwrap(apiSend<DataResponse<T>>('POST', base, input as object, options)),
    update: (id, input, options) => {
      if (!(input instanceof FormData)) return unwrap(apiSend<DataResponse<T>>('PUT', at(id), input as object, options));
      if (!input.has('_method')) input.append('_method', 'PUT');
      return unwrap(apiSend<DataResponse<T>>('POST', at(id), input, options));
    },
    patch: (id, input, options) => unwrap(apiSend<DataResponse<T>>('PATCH', at(id), input, options)),
    remove: async (id, options) => {
      await apiSend<undefined>('DELETE', at(id), undefined, options);
    },
    ...recordClient<T>(name),
  };
}
