/**
 * The operators of `filter[<field>][<operator>]` and the sets the field kinds pick from (kinds/<kind>/emit.ts
 * `filters`). A leaf module: the entity meta (meta.ts) names them, the query language (list-query.ts) uses them.
 */
/** Every operator of `filter[<field>][<operator>]`. Equality needs none (`filter[field]=value`), `eq` says it too. */
export const FILTER_OPERATORS = ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'contains', 'startsWith', 'null', 'notNull'] as const;
export type FilterOperator = (typeof FILTER_OPERATORS)[number];

/*
 * The operator sets the kinds pick from (kinds/<kind>/emit.ts `filters`). Every filterable field took
 * `gte`/`lte` before the other operators came (comparing as its column sorts: text alphabetically, false
 * before true): they stay on all of them, so no client's filter stops working.
 */
/** Numbers, money, dates and date-times. */
export const ORDERED_FILTERS: readonly FilterOperator[] = ['eq', 'ne', 'gte', 'lte', 'in', 'nin'];
/** Short texts (names, emails, codes): the text searches too. */
export const TEXT_FILTERS: readonly FilterOperator[] = [...ORDERED_FILTERS, 'contains', 'startsWith'];
/** Enums and relations: one of fixed values (or ids). */
export const CHOICE_FILTERS: readonly FilterOperator[] = ORDERED_FILTERS;
/** Yes/no values: a list of them says nothing a single value does not. */
export const FLAG_FILTERS: readonly FilterOperator[] = ['eq', 'ne', 'gte', 'lte'];

