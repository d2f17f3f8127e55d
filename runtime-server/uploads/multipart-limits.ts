/**
 * How much of a multipart body multer may hold in memory, from the entity's
 * own schema: every declared field once (plus `_method`), each no longer than
 * the longest value its zod schema accepts, one file per upload field, no
 * file larger than the largest `maxSizeMb`. Anything beyond is refused while
 * streaming, before it is buffered (see receive.ts).
 */
import type { Options } from 'multer';
import { serverKinds } from '../../kinds/registry/server';
import type { EntityMeta, FieldMeta } from '../../runtime-shared/meta';
import { BYTES_PER_CHAR, SCALAR_BYTES } from './part-sizes';

/** The largest value, in bytes, that the field's schema can accept from a multipart part. */
export function fieldBytes(field: FieldMeta): number {
  if (field.maxLength !== undefined) return field.maxLength * BYTES_PER_CHAR;
  return serverKinds[field.kind].partBytes ?? SCALAR_BYTES;
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
