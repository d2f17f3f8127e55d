import { STRUCTURED_BYTES } from '../../runtime-server/uploads/part-sizes';
import type { ServerKind } from '../types/server';
import { answerObject, parseStored, storeObject } from './values';

/** One JSON object; answered with every sub-field, stored with each sub-value as its kind stores it. */
export const server: ServerKind = {
  fromColumn: (value, { field, kinds }) => answerObject(parseStored(value, {}), field.fields ?? [], kinds),
  toColumn: async (value, { field, kinds }) => (value === null || value === undefined ? value : JSON.stringify(await storeObject(value, field.fields ?? [], kinds))),
  toCsv: (value) => ({ text: JSON.stringify(value) }),
  bulk: false,
  partBytes: STRUCTURED_BYTES,
  presence: 'object',
};
