import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { SYSTEM_COLUMNS, type EntityMeta } from '../../runtime-shared/meta';
import type { ListResponse } from '../api/client';
import { useApiGet } from '../api/use-api-get';

export const PER_PAGE_CHOICES = [10, 20, 50, 100] as const;
const DEFAULT_PER_PAGE = 20;

function positiveInt(raw: string | null, fallback: number): number {
  const n = Number(raw);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

/**
 * The API query for the page's search params. Besides page/perPage/sort/q, a
 * param named after a filterable field (`?state=posted` from the navigation)
 * becomes `filter[state]=posted`; explicit `filter[...]` params pass through.
 */
export function toApiQuery(meta: EntityMeta, params: URLSearchParams): URLSearchParams {
  const filterable = new Set<string>([...SYSTEM_COLUMNS, ...meta.fields.filter((f) => f.sortable).map((f) => f.name)]);
  const query = new URLSearchParams();
  query.set('page', String(positiveInt(params.get('page'), 1)));
  query.set('perPage', String(Math.min(100, positiveInt(params.get('perPage'), DEFAULT_PER_PAGE))));
  for (const key of ['sort', 'q']) {
    const value = params.get(key)?.trim();
    if (value) query.set(key, value);
  }
  for (const [key, value] of params) {
    if (key.startsWith('filter[')) query.append(key, value);
    else if (filterable.has(key) && value !== '') query.set(`filter[${key}]`, value);
  }
  return query;
}

/**
 * List state kept in the URL (so reload, back and shared links keep the page,
 * sort and search) plus the fetch of that page. Markup-free: any table can use it.
 * @example const list = useListQuery<Banner>(bannerMeta); list.setSort('-title');
 */
export function useListQuery<T>(meta: EntityMeta) {
  const [params, setParams] = useSearchParams();
  const apiQuery = useMemo(() => toApiQuery(meta, params), [meta, params]);
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
  };
}

export type ListQueryState<T> = ReturnType<typeof useListQuery<T>>;
