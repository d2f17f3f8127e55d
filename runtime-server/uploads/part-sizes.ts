/**
 * Sizes of multipart parts (multipart-limits.ts): the field kinds' server parts say how long a value
 * of theirs may be (`partBytes`) in these units.
 */

/** UTF-8 needs at most 4 bytes per character; zod counts characters, multer bytes. */
export const BYTES_PER_CHAR = 4;
/** Lists and objects travel as JSON text (options: 20 × 500 characters by default; many-to-many ids; json). */
export const STRUCTURED_BYTES = 64 * 1024;
/** Numbers, dates, ids, enums, booleans, emails (254), phones (30), URLs (2,048) and a stored path sent back. */
export const SCALAR_BYTES = 2048 * BYTES_PER_CHAR;
