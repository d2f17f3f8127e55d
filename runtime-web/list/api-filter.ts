/**
 * The list's API query as the back-office calls take it: the export's query
 * string (every row: no page), and the `filter` object of a bulk request on
 * "every row matching" (`filter[price][gte]=100` → `{ price: { gte: '100' } }`).
 */
export type BulkFilter = Record<string, string | { gte?: string; lte?: string }>;

export function bulkFilterOf(apiQuery: URLSearchParams): { filter: BulkFilter; q?: string } {
  const filter: BulkFilter = {};
  for (const [key, value] of apiQuery) {
    const match = /^filter\[(\w+)\](?:\[(gte|lte)\])?$/.exec(key);
    if (!match) continue;
    const [, field, op] = match as unknown as [string, string, 'gte' | 'lte' | undefined];
    if (!op) filter[field] = value;
    else filter[field] = { ...(typeof filter[field] === 'object' ? filter[field] : {}), [op]: value };
  }
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
