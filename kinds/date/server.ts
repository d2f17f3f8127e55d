import { momentFilter } from '../../runtime-server/crud/filter-values';
import type { ServerKind } from '../types/server';

/** A YYYY-MM-DD text: filters must be dates too. */
export const server: ServerKind = {
  filterValue: (raw, { param }) => momentFilter(raw, param),
};
