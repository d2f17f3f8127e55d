import type { ImageField } from '../dsl/fields';
import { jsxString } from '../names';
import { MB, requiredAttr, uploadSchema, type FieldKindEmitter } from './kind';

/**
 * Raster images that the server decodes and re-encodes (sharp) before storing
 * them. SVG can carry scripts; BMP and ICO are recognised from 2-4 bytes and
 * sharp cannot decode them, so they are refused too.
 */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'];

export const imageKind: FieldKindEmitter<ImageField> = {
  column: (_f, ctx) => ({ type: 'string', length: 500, nullable: !ctx.required }),
  zod: (_f, ctx) => `fileValue({ required: ${ctx.required} })`,
  tsType: (_f, ctx) => (ctx.required ? 'string' : 'string | null'),
  input: (_f, ctx) => `<ImageInput name=${jsxString(ctx.name)} label=${jsxString(ctx.label)}${requiredAttr(ctx)} />`,
  jsonSchema: (_f, ctx) => uploadSchema(ctx, 'An image path under uploads/, served by the API host (re-encoded on upload: no metadata)'),
  searchable: () => false,
  sortable: false,
  upload: (f) => ({ mimeTypes: IMAGE_TYPES, maxBytes: (f.maxSizeMb ?? 5) * MB }),
};
