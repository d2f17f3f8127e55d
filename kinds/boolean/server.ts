import { booleanFilter } from '../../runtime-server/crud/filter-values';
import type { ServerKind } from '../types/server';

/** SQLite stores 0/1, PostgreSQL true/false: answers always say true or false (a missing value is false). */
export const server: ServerKind = {
  fromColumn: (value) => (value === null || value === undefined ? false : Boolean(Number(value) || value === true)),
  filterValue: (raw, { param }) => booleanFilter(raw, param),
  toCsv: (value) => ({ text: value ? 'true' : 'false' }),
  flag: true,
};
