import { sanitizeRichText } from '../../runtime-server/http/sanitize-html';
import { BYTES_PER_CHAR } from '../../runtime-server/uploads/part-sizes';
import type { ServerKind } from '../types/server';

/** htmlValue() in runtime-shared/validation.ts accepts at most 200,000 characters. */
const RICH_TEXT_CHARS = 200_000;

/** HTML from the editor, sanitized to what the editor can produce before it is stored. */
export const server: ServerKind = {
  toColumn: (value) => (typeof value === 'string' ? sanitizeRichText(value) : value),
  partBytes: RICH_TEXT_CHARS * BYTES_PER_CHAR,
  presence: 'text',
};
