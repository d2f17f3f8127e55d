import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { webKinds } from '../../kinds/registry/web';
import { subFilterFields } from '../../runtime-shared/list-query';
import { SYSTEM_COLUMNS, type EntityMeta, type FieldMeta } from '../../runtime-shared/meta';
import type { ListResponse } from '../api/client';
import { useApiGet } from '../api/use-api-get';

export const PER_PAGE_CHOICES = [10, 20, 50, 100] as const;
const DEFAULT_PER_PAGE = 20;

function positiveInt(raw: string | null, fallback: number): number {
  const n = Number(raw);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

/** Fixed filters, already as text: `{ state: 'posted', job_id: '3' }`. */
export type FixedFilters = Readonly<Record<string, string>>;

/** The field a filter names: the entity's own, or a group's sub-field (`seo.no_index`). */
const filterFieldNamed = (meta: EntityMeta, name: string): FieldMeta | undefined =>
  meta.fields.find((f) => f.name === name) ?? (name.includes('.') ? subFilterFields(meta).find((f) => f.name === name) : undefined);

/** A filter's value as the API takes it, as the field's kind says (booleans as 1/0); system columns as typed. */
function filterValue(meta: EntityMeta, name: string, value: string): string {
  const field = filterFieldNamed(meta, name);
  const param = field && webKinds[field.kind].filterParam;
  return param ? param(value) : value;
}

/** The API key of a filter typed by a person: a text field's finds the text anywhere in it (`filter[name][contains]`). */
function filterKey(meta: EntityMeta, name: string): string {
  const field = filterFieldNamed(meta, name);
  return field?.filters?.includes('contains') ? `filter[${name}][contains]` : `filter[${name}]`;
}

/**
 * The API query for the page's search params. Besides page/perPage/sort/q, a
 * param named after a filterable field (`?state=posted` from the navigation or
 * a filter drop-down) becomes `filter[state]=posted`, and a text field's
 * `filter[name][contains]=…`; explicit `filter[...]` params pass through.
 * `fixed` filters (the page's own) win over the URL and match exactly.
 */
export function toApiQuery(meta: EntityMeta, params: URLSearchParams, fixed: FixedFilters = {}): URLSearchParams {
  const filterable = new Set<string>([
    ...SYSTEM_COLUMNS,
    ...meta.fields.filter((f) => f.sortable).map((f) => f.name),
    ...(meta.listFilters ?? []),
    ...subFilterFields(meta)
      .filter((f) => f.sortable)
      .map((f) => f.name),
  ]);
  const query = new URLSearchParams();
  query.set('page', String(positiveInt(params.get('page'), 1)));
  query.set('perPage', String(Math.min(100, positiveInt(params.get('perPage'), DEFAULT_PER_PAGE))));
  // Localized entities: the records a locale still lacks (docs/localization.md).
  const keys = meta.fields.some((f) => f.localized) ? ['sort', 'q', 'missing_translation'] : ['sort', 'q'];
  for (const key of keys) {
    const value = params.get(key)?.trim();
    if (value) query.set(key, value);
  }
  for (const [key, value] of params) {
    if (key.startsWith('filter[')) query.append(key, value);
    else if (filterable.has(key) && !(key in fixed) && value !== '') query.set(filterKey(meta, key), filterValue(meta, key, value));
  }
  for (const [key, value] of Object.entries(fixed)) query.set(`filter[${key}]`, filterValue(meta, key, value));
  return query;
}

/**
 * List state kept in the URL (so reload, back and shared links keep the page,
 * sort, search and filters) plus the fetch of that page. Markup-free: any table can use it.
 * @example const list = useListQuery<Banner>(bannerMeta); list.setSort('-title');
 */
export function useListQuery<T>(meta: EntityMeta, fixed: FixedFilters = {}) {
  const [params, setParams] = useSearchParams();
  // Callers pass a fresh object each render: its content is the real dependency.
  const fixedKey = JSON.stringify(fixed);
  const apiQuery = useMemo(() => toApiQuery(meta, params, JSON.parse(fixedKey) as FixedFilters), [meta, params, fixedKey]);
  const { data, error, loading, reload } = useApiGet<ListResponse<T>>(`/api/${meta.name}?${apiQuery}`);

  const update = useCallback(
    (changes: Record<string, string | null>, replace = false) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [key, value] of Object.entries(changes)) {
            if (value === null || value === '') next.delete(key);
            else next.set(key, value);
          }
          return next;
        },
        { replace },
      ),
    [setParams],
  );

  const page = Number(apiQuery.get('page'));
  const perPage = Number(apiQuery.get('perPage'));
  return {
    /** The API query of the page (page, perPage, sort, q, filters), for the export and "every row matching". */
    apiQuery,
    rows: data?.data ?? [],
    total: data?.meta.total ?? 0,
    page,
    perPage,
    sort: params.get('sort') ?? '',
    q: params.get('q') ?? '',
    loading,
    /** Only the first load has no rows to keep on screen. */
    firstLoad: loading && !data,
    error,
    reload,
    setPage: (n: number) => update({ page: n > 1 ? String(n) : null }),
    setPerPage: (n: number) => update({ perPage: String(n), page: null }),
    // A new sort or search starts again at page 1; typing replaces history instead of piling it up.
    setSort: (sort: string) => update({ sort, page: null }),
    setQ: (q: string) => update({ q, page: null }, true),
    /** The value of a filter drop-down, kept in the URL under the field's name. */
    filterValue: (name: string) => params.get(name) ?? '',
    setFilter: (name: string, value: string) => update({ [name]: value, page: null }),
    /** The visible columns (`cols=title,service_id`), or null for the declared ones. */
    columns: params.get('cols'),
    setColumns: (fields: string | null) => update({ cols: fields }),
  };
}

export type ListQueryState<T> = ReturnType<typeof useListQuery<T>>;
