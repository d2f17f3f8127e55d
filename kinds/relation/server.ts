import { numberFilter } from '../../runtime-server/crud/filter-values';
import type { ServerKind } from '../types/server';

/** The related record's id. Attaching the record and CSV by its shown field go by the `relation` meta (serialize.ts, csv-columns.ts). */
export const server: ServerKind = {
  fromColumn: (value) => (value === null || value === undefined ? null : Number(value)),
  filterValue: (raw, { param }) => numberFilter(raw, param, true),
};
