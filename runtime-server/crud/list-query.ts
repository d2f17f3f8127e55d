/**
 * The list query language: `page`, `perPage`, `sort=-created_at,title`,
 * `q=text`, `filter[field]=value`. Only declared fields may be sorted or
 * filtered on; anything else is a 400, and values only ever reach SQL as bindings.
 */
import type { Knex } from 'knex';
import type { EntityMeta } from '../../runtime-shared/meta';
import { MAX_INT } from '../../runtime-shared/validation';
import { badRequest } from '../http/errors';
import { inTrash } from './trash-filter';

export interface ListQuery {
  page: number;
  perPage: number;
  sort: { column: string; direction: 'asc' | 'desc' }[];
  q?: string;
  filters: { column: string; value: string | number | boolean | null }[];
  /** `trashed=only` (soft-delete entities): the rows in the trash instead of the live ones. */
  trashed?: boolean;
}

export const MAX_PER_PAGE = 100;
const SYSTEM_SORTABLE = ['id', 'created_at', 'updated_at'];

function positiveInt(raw: unknown, name: string, fallback: number, max?: number): number {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || (max !== undefined && value > max)) {
    throw badRequest(`${name} must be a whole number from 1${max ? ` to ${max}` : ''}`);
  }
  return value;
}

export function parseListQuery(meta: EntityMeta, query: Record<string, unknown>): ListQuery {
  const sortable = new Set([...SYSTEM_SORTABLE, ...meta.fields.filter((f) => f.sortable && !f.writeOnly).map((f) => f.name)]);
  const result: ListQuery = { page: 1, perPage: 20, sort: [], filters: [] };
  for (const [key, raw] of Object.entries(query)) {
    if (typeof raw !== 'string') throw badRequest(`The query parameter "${key}" is given more than once or in an unknown form`);
    const filter = /^filter\[(\w+)\]$/.exec(key);
    // Bounded so that the offset stays a number every database takes (PostgreSQL fails beyond bigint).
    if (key === 'page') result.page = positiveInt(raw, 'page', 1, MAX_INT);
    else if (key === 'perPage') result.perPage = positiveInt(raw, 'perPage', 20, MAX_PER_PAGE);
    else if (key === 'q') result.q = raw.trim() || undefined;
    else if (key === 'sort') result.sort = parseSort(raw, sortable);
    else if (key === 'trashed' && meta.softDelete) {
      if (raw !== 'only') throw badRequest('trashed must be "only" (the rows in the trash)');
      result.trashed = true;
    }
    else if (filter) {
      const column = filter[1]!;
      if (!sortable.has(column)) throw badRequest(`Unknown filter field "${column}"`);
      result.filters.push({ column, value: raw === 'null' ? null : filterValue(meta, column, raw) });
    } else throw badRequest(`Unknown query parameter "${key}"; use page, perPage, sort, q or filter[field]`);
  }
  if (result.sort.length === 0) result.sort = parseSort(meta.defaultSort, sortable);
  return result;
}

/** A filter value as the column stores it: `true`/`1` for booleans, numbers for numeric kinds. */
function filterValue(meta: EntityMeta, column: string, raw: string): string | number | boolean {
  const kind = meta.fields.find((f) => f.name === column)?.kind ?? (column === 'id' ? 'number' : 'text');
  if (kind === 'boolean') {
    if (!['true', 'false', '1', '0'].includes(raw)) throw badRequest(`filter[${column}] must be true or false`);
    return raw === 'true' || raw === '1';
  }
  if (kind === 'number' || kind === 'money' || kind === 'relation') {
    const value = Number(raw);
    if (raw.trim() === '' || Number.isNaN(value)) throw badRequest(`filter[${column}] must be a number`);
    return value;
  }
  return raw;
}

function parseSort(raw: string, sortable: Set<string>): ListQuery['sort'] {
  return raw
    .split(',')
    .filter(Boolean)
    .map((part) => {
      const column = part.replace(/^[-+]/, '');
      if (!sortable.has(column)) throw badRequest(`Unknown sort field "${column}"`);
      return { column, direction: part.startsWith('-') ? ('desc' as const) : ('asc' as const) };
    });
}

/** Applies search and filters (not paging or sorting) to a query builder. */
export function applyWhere(builder: Knex.QueryBuilder, meta: EntityMeta, query: ListQuery, caseInsensitiveLike: string): Knex.QueryBuilder {
  inTrash(builder, meta, query.trashed ?? false);
  for (const { column, value } of query.filters) {
    if (value === null) builder.whereNull(column);
    else builder.where(column, value);
  }
  const searchable = meta.fields.filter((f) => f.searchable).map((f) => f.name);
  if (query.q && searchable.length > 0) {
    const pattern = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    builder.where((w) => {
      for (const column of searchable) w.orWhereRaw(`?? ${caseInsensitiveLike} ? ESCAPE '\\'`, [column, pattern]);
    });
  }
  return builder;
}
