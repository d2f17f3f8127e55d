/**
 * The list query language of the generated APIs (`?page=2&sort=-title&filter[state]=posted`),
 * typed by an entity's sortable fields: shared by the record calls (resource-client.ts) and the
 * back-office calls (back-office.ts).
 */

/** A sortable field, `-` first for descending. */
export type SortKey<S extends string> = S | `-${S}`;

/** The list query language of the API, typed by the entity's sortable (and filterable) fields. */
export interface ListParams<S extends string> {
  page?: number;
  perPage?: number;
  sort?: SortKey<S> | readonly SortKey<S>[];
  /** Text searched in the entity's searchable fields. */
  q?: string;
  /** Exact matches; `null` matches an empty value. */
  filter?: { [K in S]?: string | number | boolean | null };
}

/** `?page=2&sort=-title&filter[state]=posted`, or '' for no query. */
export function listQueryString<S extends string>(query: ListParams<S> = {}): string {
  const params = new URLSearchParams();
  if (query.page !== undefined) params.set('page', String(query.page));
  if (query.perPage !== undefined) params.set('perPage', String(query.perPage));
  const sort = typeof query.sort === 'string' ? [query.sort] : (query.sort ?? []);
  if (sort.length) params.set('sort', sort.join(','));
  if (query.q) params.set('q', query.q);
  for (const [field, value] of Object.entries<string | number | boolean | null | undefined>(query.filter ?? {})) {
    if (value !== undefined) params.set(`filter[${field}]`, value === null ? 'null' : String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}
