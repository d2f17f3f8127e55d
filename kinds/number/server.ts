import { numberFilter } from '../../runtime-server/crud/filter-values';
import type { ServerKind } from '../types/server';

/** Drivers answer decimals (and PostgreSQL's bigint counts) as strings: answers are numbers. */
export const server: ServerKind = {
  fromColumn: (value) => (value === null || value === undefined ? null : Number(value)),
  // Whole unless declared `integer: false`; `id` (which has no field) is whole too.
  filterValue: (raw, { column, field, param }) => numberFilter(raw, param, column === 'id' || !field?.decimal),
  toCsv: (value) => ({ text: String(value), numeric: true }),
};
