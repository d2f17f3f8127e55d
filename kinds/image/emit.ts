import { type BuilderOptions, type FieldCommon, type FieldKindEmitter, jsxString, libraryAttr, MB, requiredAttr, uploadSchema } from '../types/emit';

export interface ImageField extends Omit<FieldCommon, 'required'> {
  kind: 'image';
  /** `'onCreate'`: required when adding, optional when editing (the old file is kept). @default false */
  required?: boolean | 'onCreate';
  /** @default 5 */
  maxSizeMb?: number;
}

export const image = (options: BuilderOptions<ImageField> = {}): ImageField => ({ kind: 'image', ...options });

/**
 * Raster images that the server decodes and re-encodes (sharp) before storing
 * them. SVG can carry scripts; BMP and ICO are recognised from 2-4 bytes and
 * sharp cannot decode them, so they are refused too.
 */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'];

export const emit: FieldKindEmitter<ImageField> = {
  column: (_f, ctx) => ({ type: 'string', length: 500, nullable: !ctx.required }),
  zod: (_f, ctx) => `fileValue({ required: ${ctx.required} })`,
  tsType: (_f, ctx) => (ctx.required ? 'string' : 'string | null'),
  inputFrom: 'kinds/image/ImageInput',
  input: (_f, ctx) => `<ImageInput name=${jsxString(ctx.name)} label=${jsxString(ctx.label)}${requiredAttr(ctx)}${libraryAttr(ctx)} />`,
  jsonSchema: (_f, ctx) => uploadSchema(ctx, 'An image path under uploads/, served by the API host (re-encoded on upload: no metadata)'),
  searchable: () => false,
  sortable: false,
  upload: (f) => ({ mimeTypes: IMAGE_TYPES, maxBytes: (f.maxSizeMb ?? 5) * MB }),
};
