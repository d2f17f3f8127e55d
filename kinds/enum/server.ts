import { optionFilter } from '../../runtime-server/crud/filter-values';
import type { ServerKind } from '../types/server';

/** One of fixed values: stored, answered and exported as it is; a filter names one of them. */
export const server: ServerKind = {
  filterValue: (raw, { field, param }) => optionFilter(raw, param, field?.options),
};
