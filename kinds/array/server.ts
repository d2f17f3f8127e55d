import { STRUCTURED_BYTES } from '../../runtime-server/uploads/part-sizes';
import { answerObject, parseStored, storeObject } from '../group/values';
import type { ServerKind } from '../types/server';

const rows = (value: unknown): unknown[] => (Array.isArray(value) ? (value as unknown[]) : []);

/** A JSON list of rows; each row answered with every sub-field, stored with each sub-value as its kind stores it. */
export const server: ServerKind = {
  fromColumn: (value, { field, kinds }) => rows(parseStored(value, [])).map((row) => answerObject(row, field.fields ?? [], kinds)),
  toColumn: async (value, { field, kinds }) => {
    if (value === null || value === undefined) return value;
    const stored = await Promise.all(rows(value).map((row) => storeObject(row, field.fields ?? [], kinds)));
    return JSON.stringify(stored);
  },
  toCsv: (value) => ({ text: JSON.stringify(value) }),
  bulk: false,
  // Rows of texts and rich text: more than an option list.
  partBytes: 16 * STRUCTURED_BYTES,
  presence: 'list',
};
