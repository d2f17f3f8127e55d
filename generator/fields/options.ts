import type { OptionsField } from '../dsl/fields';
import { jsxString } from '../names';
import { requiredAttr, type FieldKindEmitter } from './kind';

/** A JSON array of strings in a text column. */
export const optionsKind: FieldKindEmitter<OptionsField> = {
  column: (_f, ctx) => ({ type: 'text', nullable: !ctx.required }),
  zod: (f, ctx) => `optionsValue({ required: ${ctx.required}, maxItems: ${f.maxItems ?? 20} })`,
  tsType: () => 'string[]',
  input: (_f, ctx) => `<OptionsInput name=${jsxString(ctx.name)} label=${jsxString(ctx.label)}${requiredAttr(ctx)} />`,
  jsonSchema: (f, ctx) =>
    ctx.mode === 'multipart'
      ? { type: 'string', description: 'A JSON array of strings' }
      : { type: 'array', items: { type: 'string', minLength: 1 }, maxItems: f.maxItems ?? 20 },
  searchable: () => false,
  sortable: false,
};
