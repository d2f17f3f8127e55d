/**
 * The list query language, defined once for everyone who speaks it: the server's parser
 * (runtime-server/crud/list-query.ts), the admin's lists and bulk requests (runtime-web/list), the
 * typed client (runtime-web/api) and the OpenAPI generator. On the wire:
 *
 *   ?page=2&perPage=20&sort=-created_at,title&q=text
 *   &filter[status]=paid                      equality (`null`: the field is empty)
 *   &filter[total][gte]=1000                  an operator: filter[<field>][<operator>]=<value>
 *   &filter[status][in]=paid,shipped          a list of values, comma-separated
 *   &filter[or][0][status]=paid&filter[or][1][total][gte]=100   rows matching any branch
 *   &fields=id,title&expand=service,service.category
 *
 * Which operators a field takes is its kind's declaration (`filters` in kinds/<kind>/emit.ts), written
 * into the field's meta by the generator (`FieldMeta.filters`), with `null`/`notNull` added for fields
 * that may be empty.
 */
import { ORDERED_FILTERS, type FilterOperator } from './filter-operators';
import type { EntityMeta, FieldMeta } from './meta';

export * from './filter-operators';

/** The columns every table has: `id` is a whole number, the timestamps date-times, and never empty. */
export const SYSTEM_FILTERS: Readonly<Record<'id' | 'created_at' | 'updated_at', readonly FilterOperator[]>> = {
  id: ORDERED_FILTERS,
  created_at: ORDERED_FILTERS,
  updated_at: ORDERED_FILTERS,
};

/** Bounds of one list request: each beyond them is a 400 naming the parameter. */
export const LIST_LIMITS = {
  /** Values of one `in` / `nin`. */
  inValues: 100,
  /** Branches of one `or` group. */
  orBranches: 10,
  /** `or` groups inside `or` branches: `filter[or][0][or][1][x]` is depth 2. */
  orDepth: 2,
  /** Conditions of one request, in every branch together. */
  conditions: 40,
  /** Characters of a `contains` / `startsWith` value. */
  textLength: 200,
} as const;

/**
 * The media type of an answer narrowed by `fields=` or carrying records expanded by `expand=`: documented apart
 * from `application/json` (whole records with their related records' id and shown field), whose schema stays exact.
 */
export const SELECTION_MEDIA_TYPE = 'application/json; profile=selection';

/** How deep `expand` may reach (`expand=service.category` is 2) unless the entity declares `expandDepth`. */
export const DEFAULT_EXPAND_DEPTH = 2;

/**
 * The operators a field takes: its kind's, and `null`/`notNull` when it may be empty; none for a field not filterable.
 * `seo.no_index` names a group's sub-field (filterField).
 */
export function operatorsOf(meta: EntityMeta, column: string): readonly FilterOperator[] {
  if (column in SYSTEM_FILTERS) return SYSTEM_FILTERS[column as keyof typeof SYSTEM_FILTERS];
  const found = filterField(meta, column);
  return found ? (found.field.filters ?? []) : [];
}

/**
 * The field a filter names: an entity's own field, or (`seo.no_index`) a group's sub-field, with `path`, its
 * key inside the group's stored object. Undefined for no such field, or one never answered (write-only).
 */
export function filterField(meta: EntityMeta, column: string): { field: FieldMeta; column: string; path?: string } | undefined {
  const dot = column.indexOf('.');
  const name = dot < 0 ? column : column.slice(0, dot);
  const field = meta.fields.find((f) => f.name === name);
  if (!field || field.writeOnly) return undefined;
  if (dot < 0) return { field, column };
  const path = column.slice(dot + 1);
  const sub = field.subFilters ? field.fields?.find((f) => f.name === path) : undefined;
  return sub && !sub.writeOnly ? { field: sub, column: name, path } : undefined;
}

/**
 * A group's filterable sub-fields as fields of their own, named `seo.no_index` and labelled "Search engines: Hide
 * from search engines": what the admin's "More filters" offers beside the entity's fields.
 */
export function subFilterFields(meta: EntityMeta): FieldMeta[] {
  return meta.fields.flatMap((f) =>
    f.subFilters && !f.writeOnly ? (f.fields ?? []).filter((s) => !s.writeOnly && s.filters?.length).map((s) => ({ ...s, name: `${f.name}.${s.name}`, label: `${f.label}: ${s.label}` })) : [],
  );
}

/** Every `filter[...]` name with its operators: the fields, and the filterable sub-fields of groups (`seo.title`). */
export function filterableNames(fields: readonly FieldMeta[]): [string, readonly FilterOperator[]][] {
  return fields.flatMap((f): [string, readonly FilterOperator[]][] => {
    if (f.writeOnly) return [];
    const own: [string, readonly FilterOperator[]][] = f.filters?.length ? [[f.name, f.filters]] : [];
    const subs = f.subFilters ? (f.fields ?? []).filter((s) => !s.writeOnly && s.filters?.length).map((s): [string, readonly FilterOperator[]] => [`${f.name}.${s.name}`, s.filters!]) : [];
    return [...own, ...subs];
  });
}

/** The operators of a kind for one field: the kind's set, and `null`/`notNull` unless the field is required. */
export function fieldFilters(kindFilters: readonly FilterOperator[] | undefined, required: FieldMeta['required']): readonly FilterOperator[] | undefined {
  if (!kindFilters?.length) return undefined;
  return required === true ? kindFilters : [...kindFilters, 'null', 'notNull'];
}

/** The fields `fields=` may name: every answered field (never a write-only one), `id` always answered. */
export function selectableFields(meta: EntityMeta): string[] {
  return ['id', ...meta.fields.filter((f) => !f.writeOnly).map((f) => f.name), 'created_at', 'updated_at'];
}

/** The relations `expand=` may name, by the key the related record is answered under (`service` of `service_id`). */
export function expandableRelations(meta: EntityMeta): { as: string; entity: string; field: string }[] {
  return meta.fields.flatMap((f) => {
    const rel = f.relation ?? f.manyToMany;
    return rel && !f.writeOnly ? [{ as: rel.as, entity: rel.entity, field: f.name }] : [];
  });
}

/** A filter value as a client gives it. */
export type FilterScalar = string | number | boolean;

/** The operators of one field, as a client gives them (`{ gte: 100, lte: 500 }`, `{ in: ['paid', 'shipped'] }`). */
export interface FieldFilter {
  eq?: FilterScalar;
  ne?: FilterScalar;
  gte?: FilterScalar;
  lte?: FilterScalar;
  in?: readonly FilterScalar[];
  nin?: readonly FilterScalar[];
  contains?: string;
  startsWith?: string;
  null?: true;
  notNull?: true;
}

/**
 * A whole filter: per field a value (equality; `null`: empty) or operators, all of which must hold, and
 * `or`: rows matching any of the branches.
 * @example { status: { in: ['paid', 'shipped'] }, or: [{ total: { gte: 10000 } }, { user_id: 3 }] }
 */
export type ListFilter<S extends string = string> = { [K in S]?: FilterScalar | null | FieldFilter } & { or?: readonly ListFilter<S>[] };

/** The query parameters of a filter, in order: `[['filter[status][in]', 'paid,shipped'], ...]`. */
export function filterParams(filter: ListFilter, prefix = 'filter'): [string, string][] {
  const out: [string, string][] = [];
  const entries: [string, ListFilter[string] | readonly ListFilter[]][] = Object.entries(filter);
  for (const [name, value] of entries) {
    if (value === undefined) continue;
    if (isBranches(value)) {
      if (name === 'or') value.forEach((branch, i) => out.push(...filterParams(branch, `${prefix}[or][${i}]`)));
    } else if (value === null || typeof value !== 'object') out.push([`${prefix}[${name}]`, value === null ? 'null' : String(value)]);
    else {
      const operators = Object.entries(value as Record<string, FieldFilter[keyof FieldFilter]>);
      for (const [op, v] of operators) {
        if (v === undefined) continue;
        out.push([`${prefix}[${name}][${op}]`, typeof v === 'object' ? v.map(String).join(',') : String(v)]);
      }
    }
  }
  return out;
}

const isBranches = (value: unknown): value is readonly ListFilter[] => Array.isArray(value);

/** The bracketed parts of a `filter[...]` key (`filter[or][0][total][gte]` → `['or', '0', 'total', 'gte']`), or undefined for any other key. */
export function filterKeyParts(key: string): string[] | undefined {
  const match = /^filter((?:\[[^[\]]*\])+)$/.exec(key);
  return match ? [...match[1]!.matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1]!) : undefined;
}

/** The filter that `filter[...]` parameters make (the inverse of `filterParams`), for a bulk request on "every row matching". */
export function filterOf(params: Iterable<[string, string]>): ListFilter {
  const root: ListFilter = {};
  for (const [key, raw] of params) {
    const parts = filterKeyParts(key);
    if (!parts) continue;
    let node: Record<string, unknown> = root;
    while (parts[0] === 'or' && parts.length > 2) {
      const branches = (node.or ??= []) as Record<string, unknown>[];
      node = branches[Number(parts[1])] ??= {};
      parts.splice(0, 2);
    }
    const [field, op] = parts as [string, FilterOperator | undefined];
    if (!op) node[field] = raw === 'null' ? null : raw;
    else {
      const ops = (typeof node[field] === 'object' && node[field] !== null ? node[field] : {}) as Record<string, unknown>;
      ops[op] = op === 'in' || op === 'nin' ? raw.split(',') : op === 'null' || op === 'notNull' ? true : raw;
      node[field] = ops;
    }
  }
  // Branches numbered with gaps (`[or][0]`, `[or][5]`) close up.
  const compact = (f: Record<string, unknown>): ListFilter => {
    if (Array.isArray(f.or)) f.or = (f.or as (Record<string, unknown> | undefined)[]).filter((b) => b !== undefined).map(compact);
    return f as ListFilter;
  };
  return compact(root);
}

/** A sortable field, `-` first for descending. */
export type SortKey<S extends string> = S | `-${S}`;

/** The list query language of the API, typed by the entity's sortable (and filterable) fields. */
export interface ListParams<S extends string = string> {
  page?: number;
  perPage?: number;
  sort?: SortKey<S> | readonly SortKey<S>[];
  /** Text searched in the entity's searchable fields. */
  q?: string;
  filter?: ListFilter<S>;
  /** Only these fields of each record (`id` always comes). */
  fields?: readonly string[];
  /** Related records attached whole instead of their id and name, `.` for one more level: `['service', 'service.category']`. */
  expand?: readonly string[];
  /** Entities with localized fields: each record in this locale, falling back per field to the default (docs/localization.md). */
  locale?: string;
  /** Entities with localized fields: only the records whose localized fields lack values in this locale. */
  missingTranslation?: string;
}

/** `?page=2&sort=-title&filter[state]=posted`, or '' for no query. */
export function listQueryString<S extends string>(query: ListParams<S> = {}): string {
  const params = new URLSearchParams();
  if (query.page !== undefined) params.set('page', String(query.page));
  if (query.perPage !== undefined) params.set('perPage', String(query.perPage));
  const sort = typeof query.sort === 'string' ? [query.sort] : (query.sort ?? []);
  if (sort.length) params.set('sort', sort.join(','));
  if (query.q) params.set('q', query.q);
  for (const [key, value] of filterParams(query.filter ?? {})) params.append(key, value);
  if (query.fields?.length) params.set('fields', query.fields.join(','));
  if (query.expand?.length) params.set('expand', query.expand.join(','));
  if (query.locale) params.set('locale', query.locale);
  if (query.missingTranslation) params.set('missing_translation', query.missingTranslation);
  const text = params.toString();
  return text ? `?${text}` : '';
}
