import type { TextField } from '../dsl/fields';
import { jsxString } from '../names';
import { orNull, requiredAttr, type FieldKindEmitter } from './kind';

export const textKind: FieldKindEmitter<TextField> = {
  column: (f, ctx) => ({ type: 'string', length: f.max ?? 255, nullable: !ctx.required, ...(f.unique ? { unique: true } : {}) }),
  zod: (f, ctx) => `textValue({ required: ${ctx.required}, max: ${f.max ?? 255} })`,
  tsType: (_f, ctx) => (ctx.required ? 'string' : 'string | null'),
  input: (_f, ctx) => `<TextInput name=${jsxString(ctx.name)} label=${jsxString(ctx.label)}${requiredAttr(ctx)} />`,
  jsonSchema: (f, ctx) => orNull({ type: 'string', maxLength: f.max ?? 255 }, !ctx.required),
  searchable: (f) => f.searchable ?? true,
  sortable: true,
};
