import { STRUCTURED_BYTES } from '../../runtime-server/uploads/part-sizes';
import { answerObject, blockType, parseStored, storeObject } from '../group/values';
import type { ServerKind } from '../types/server';

const items = (value: unknown): unknown[] => (Array.isArray(value) ? (value as unknown[]) : []);

/**
 * A JSON list of typed blocks; each answered with its type's sub-fields, stored with each sub-value as
 * its kind stores it (rich text sanitized by the rich-text kind). A stored block whose type is no longer
 * declared is left out of answers (a migration removes such blocks: docs/structured-content.md).
 */
export const server: ServerKind = {
  fromColumn: (value, { field, kinds }) =>
    items(parseStored(value, [])).flatMap((item) => {
      const type = blockType(item, field.blocks ?? []);
      return type ? [{ type: type.type, ...answerObject(item, type.fields, kinds) }] : [];
    }),
  toColumn: async (value, { field, kinds }) => {
    if (value === null || value === undefined) return value;
    const stored = await Promise.all(
      items(value).map(async (item) => {
        const type = blockType(item, field.blocks ?? []);
        // The schema let only declared types through; a block of another type cannot reach here.
        if (!type) throw new Error(`${field.name}: a block of an undeclared type`);
        return { type: type.type, ...(await storeObject(item, type.fields, kinds)) };
      }),
    );
    return JSON.stringify(stored);
  },
  toCsv: (value) => ({ text: JSON.stringify(value) }),
  bulk: false,
  partBytes: 16 * STRUCTURED_BYTES,
  presence: 'list',
};
