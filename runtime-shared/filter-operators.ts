/**
 * The operators of `filter[<field>][<operator>]` and the sets the field kinds pick from (kinds/<kind>/emit.ts
 * `filters`). A leaf module: the entity meta (meta.ts) names them, the query language (list-query.ts) uses them.
 */
/** Every operator of `filter[<field>][<operator>]`. Equality needs none (`filter[field]=value`), `eq` says it too. */
export const FILTER_OPERATORS = ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'contains', 'startsWith', 'null', 'notNull'] as const;
export type FilterOperator = (typeof FILTER_OPERATORS)[number];

/** The operator sets the kinds pick from (kinds/<kind>/emit.ts `filters`). */
export const TEXT_FILTERS: readonly FilterOperator[] = ['eq', 'ne', 'in', 'nin', 'contains', 'startsWith'];
/** Numbers, money, dates and date-times: ranges too. */
export const ORDERED_FILTERS: readonly FilterOperator[] = ['eq', 'ne', 'gte', 'lte', 'in', 'nin'];
/** Enums and relations: one of fixed values (or ids). */
export const CHOICE_FILTERS: readonly FilterOperator[] = ['eq', 'ne', 'in', 'nin'];
/** Yes/no values. */
export const FLAG_FILTERS: readonly FilterOperator[] = ['eq', 'ne'];

