import { momentFilter } from '../../runtime-server/crud/filter-values';
import type { ServerKind } from '../types/server';

/** An ISO 8601 moment as text: filters must be dates or moments too. */
export const server: ServerKind = {
  filterValue: (raw, { param }) => momentFilter(raw, param),
};
