/**
 * resourceClient(): the typed client of one generated API, on top of
 * `apiGet` / `apiSend`. Generated modules (`generated/api/<name>.api.ts`)
 * fix its types, so a renamed field or sort key is a compile error in every
 * page that uses it, and a read with `fields` / `expand` answers records typed
 * with only those fields and the expanded relations whole (selection.ts).
 *
 * @example
 *   const { data } = await bannerApi.list({ perPage: 10, sort: ['-created_at'], filter: { service_id: { in: [2, 3] } } });
 *   const titles = await bannerApi.list({ fields: ['title'] }); // titles.data[0].sub_title does not compile
 */
import { backOfficeClient, type BackOfficeClient } from './back-office';
import { apiGet, apiSend, type DataResponse, type ListResponse, type RequestOptions } from './client';
import { listQueryString, type ListParams } from './list-query';
import { recordClient, type RecordClient } from './record-client';
import type { ExpandPath, FieldName, Relations, Selected, SelectionParams } from './selection';

export { listQueryString, type ListFilter, type ListParams, type SortKey } from './list-query';
export type { RelationShape, Selected } from './selection';

/** `A`: the names of the entity's declared actions (bulk actions); `R`: its relations, for `fields` and `expand`. */
export interface ResourceClient<T, I, S extends string, A extends string = never, R extends Relations = Record<never, never>> extends BackOfficeClient<S, A, I>, RecordClient<T> {
  list<const F extends FieldName<T, R> = never, const X extends ExpandPath<R> = never>(
    query?: Omit<ListParams<S>, 'fields' | 'expand'> & SelectionParams<F, X>,
    options?: RequestOptions,
  ): Promise<ListResponse<Selected<T, R, F, X>>>;
  /** `fields`, `expand` and `locale` go beside the request options: `get(3, { fields: ['title'], locale: 'de' })`. */
  get<const F extends FieldName<T, R> = never, const X extends ExpandPath<R> = never>(id: number, options?: RequestOptions & SelectionParams<F, X> & LocaleOption): Promise<Selected<T, R, F, X>>;
  /** A JSON body, or `FormData` when uploading files. */
  create(input: I | FormData, options?: RequestOptions): Promise<T>;
  /** Replaces the record: `PUT` with JSON, or `POST` with `_method=PUT` with `FormData`, as the server expects multipart updates. */
  update(id: number, input: I | FormData, options?: RequestOptions & LocaleOption): Promise<T>;
  /** Changes only the fields sent; with `locale`, the localized fields sent are that locale's values. */
  patch(id: number, input: Partial<I>, options?: RequestOptions & LocaleOption): Promise<T>;
  remove(id: number, options?: RequestOptions): Promise<void>;
}

/** Entities with localized fields: the content locale read or written (docs/localization.md). */
export interface LocaleOption {
  locale?: string;
}

/** `?locale=de`, or '' without one. */
const localeQuery = (locale: string | undefined) => (locale ? `?locale=${encodeURIComponent(locale)}` : '');

/** The client of `/api/<name>`; `name` is the entity's kebab-case name. */
export function resourceClient<T, I, S extends string, A extends string = never, R extends Relations = Record<never, never>>(name: string): ResourceClient<T, I, S, A, R> {
  const base = `/api/${name}`;
  const at = (id: number) => `${base}/${encodeURIComponent(String(id))}`;
  const unwrap = async (answer: Promise<DataResponse<T>>) => (await answer).data;
  return {
    ...backOfficeClient<S, A, I>(name),
    // The answers' types narrow with `fields` and `expand`; the server answers exactly that (runtime-server/crud/selection.ts).
    list: (query, options) => apiGet(`${base}${listQueryString(query)}`, options),
    get: (id, options = {}) => {
      const { fields, expand, locale, ...request } = options;
      return unwrap(apiGet<DataResponse<T>>(`${at(id)}${listQueryString({ ...(fields ? { fields } : {}), ...(expand ? { expand } : {}), ...(locale ? { locale } : {}) })}`, request)) as never;
    },
    create: (input, options) => unwrap(apiSend<DataResponse<T>>('POST', base, input as object, options)),
    update: (id, input, { locale, ...options } = {}) => {
      if (!(input instanceof FormData)) return unwrap(apiSend<DataResponse<T>>('PUT', `${at(id)}${localeQuery(locale)}`, input as object, options));
      if (!input.has('_method')) input.append('_method', 'PUT');
      return unwrap(apiSend<DataResponse<T>>('POST', `${at(id)}${localeQuery(locale)}`, input, options));
    },
    patch: (id, input, { locale, ...options } = {}) => unwrap(apiSend<DataResponse<T>>('PATCH', `${at(id)}${localeQuery(locale)}`, input, options)),
    remove: async (id, options) => {
      await apiSend<undefined>('DELETE', at(id), undefined, options);
    },
    ...recordClient<T>(name),
  };
}
