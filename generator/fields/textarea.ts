import type { TextareaField } from '../dsl/fields';
import { jsxString } from '../names';
import { orNull, requiredAttr, type FieldKindEmitter } from './kind';

export const textareaKind: FieldKindEmitter<TextareaField> = {
  column: (_f, ctx) => ({ type: 'text', nullable: !ctx.required }),
  zod: (f, ctx) => `textValue({ required: ${ctx.required}, max: ${f.max ?? 5000} })`,
  tsType: (_f, ctx) => (ctx.required ? 'string' : 'string | null'),
  input: (_f, ctx) => `<TextArea name=${jsxString(ctx.name)} label=${jsxString(ctx.label)}${requiredAttr(ctx)} />`,
  jsonSchema: (f, ctx) => orNull({ type: 'string', maxLength: f.max ?? 5000 }, !ctx.required),
  searchable: () => true,
  sortable: false,
};
