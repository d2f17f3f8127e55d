import type { ImageField } from '../dsl/fields';
import { jsxString } from '../names';
import { MB, requiredAttr, uploadSchema, type FieldKindEmitter } from './kind';

/** Raster images only: SVG can carry scripts, so it is not accepted. */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/bmp', 'image/x-icon'];

export const imageKind: FieldKindEmitter<ImageField> = {
  column: (_f, ctx) => ({ type: 'string', length: 500, nullable: !ctx.required }),
  zod: (_f, ctx) => `fileValue({ required: ${ctx.required} })`,
  tsType: (_f, ctx) => (ctx.required ? 'string' : 'string | null'),
  input: (_f, ctx) => `<ImageInput name=${jsxString(ctx.name)} label=${jsxString(ctx.label)}${requiredAttr(ctx)} />`,
  jsonSchema: (_f, ctx) => uploadSchema(ctx, 'An image path under uploads/, served by the API host'),
  searchable: () => false,
  sortable: false,
  upload: (f) => ({ mimeTypes: IMAGE_TYPES, maxBytes: (f.maxSizeMb ?? 5) * MB }),
};
