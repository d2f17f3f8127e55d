import { jsonColumnText, parseJsonColumn } from '../../runtime-server/crud/json-column';
import { STRUCTURED_BYTES } from '../../runtime-server/uploads/part-sizes';
import type { ServerKind } from '../types/server';

/** A JSON object, stored as JSON text; answered as an object (empty when missing). */
export const server: ServerKind = {
  fromColumn: (value) => parseJsonColumn(value, {}),
  toColumn: jsonColumnText,
  toCsv: (value) => ({ text: JSON.stringify(value) }),
  partBytes: STRUCTURED_BYTES,
};
