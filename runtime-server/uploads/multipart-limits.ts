/**
 * How much of a multipart body multer may hold in memory, from the entity's
 * own schema: every declared field once (plus `_method`), each no longer than
 * the longest value its zod schema accepts, one file per upload field, no
 * file larger than the largest `maxSizeMb`. Anything beyond is refused while
 * streaming, before it is buffered (see receive.ts).
 */
import type { Options } from 'multer';
import type { EntityMeta, FieldMeta } from '../../runtime-shared/meta';

/** UTF-8 needs at most 4 bytes per character; zod counts characters, multer bytes. */
const BYTES_PER_CHAR = 4;
/** htmlValue() in runtime-shared/validation.ts accepts at most 200,000 characters. */
const RICH_TEXT_CHARS = 200_000;
/** Lists and objects travel as JSON text (options: 20 × 500 characters by default; many-to-many ids; json). */
const STRUCTURED_BYTES = 64 * 1024;
/** Numbers, dates, ids, enums, booleans, emails (254), phones (30), URLs (2,048) and a stored path sent back. */
const SCALAR_BYTES = 2048 * BYTES_PER_CHAR;

/** The largest value, in bytes, that the field's schema can accept from a multipart part. */
export function fieldBytes(field: FieldMeta): number {
  if (field.maxLength !== undefined) return field.maxLength * BYTES_PER_CHAR;
  if (field.kind === 'richText') return RICH_TEXT_CHARS * BYTES_PER_CHAR;
  if (field.kind === 'options' || field.kind === 'json' || field.kind === 'manyToMany') return STRUCTURED_BYTES;
  return SCALAR_BYTES;
}

export function multipartLimits(meta: EntityMeta): NonNullable<Options['limits']> {
  const uploads = meta.fields.filter((f) => f.upload);
  // An upload field may come as a file or as its stored path sent back (the spec's edit form).
  const fields = meta.fields.length + 1;
  return {
    fields,
    fieldNameSize: 100,
    fieldSize: Math.max(SCALAR_BYTES, ...meta.fields.map(fieldBytes)),
    files: uploads.length,
    fileSize: Math.max(0, ...uploads.map((f) => f.upload!.maxBytes)),
    parts: fields + uploads.length,
    headerPairs: 20,
  };
}
