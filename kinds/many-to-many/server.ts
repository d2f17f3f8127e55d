import { STRUCTURED_BYTES } from '../../runtime-server/uploads/part-sizes';
import type { ServerKind } from '../types/server';

/**
 * Ids in a join table, not a column: read, written, exported and imported by the `manyToMany` meta
 * (serialize.ts, prepare-input.ts, csv-columns.ts). A bulk update cannot set one list for every row.
 */
export const server: ServerKind = {
  inTable: false,
  bulk: false,
  partBytes: STRUCTURED_BYTES,
};
