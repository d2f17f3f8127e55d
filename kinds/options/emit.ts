import { type BuilderOptions, type FieldCommon, type FieldKindEmitter, jsxString, requiredAttr } from '../types/emit';

/** A list of short strings (answer options, tags), stored as JSON. */
export interface OptionsField extends FieldCommon {
  kind: 'options';
  /** @default 20 */
  maxItems?: number;
}

export const options = (opts: BuilderOptions<OptionsField> = {}): OptionsField => ({ kind: 'options', ...opts });

/** A JSON array of strings in a text column. */
export const emit: FieldKindEmitter<OptionsField> = {
  column: (_f, ctx) => ({ type: 'text', nullable: !ctx.required }),
  zod: (f, ctx) => `optionsValue({ required: ${ctx.required}, maxItems: ${f.maxItems ?? 20} })`,
  tsType: () => 'string[]',
  inputFrom: 'kinds/options/OptionsInput',
  input: (_f, ctx) => `<OptionsInput name=${jsxString(ctx.name)} label=${jsxString(ctx.label)}${requiredAttr(ctx)} />`,
  jsonSchema: (f, ctx) =>
    ctx.mode === 'multipart'
      ? { type: 'string', description: 'A JSON array of strings' }
      : { type: 'array', items: { type: 'string', minLength: 1 }, maxItems: f.maxItems ?? 20 },
  searchable: () => false,
  sortable: false,
  wide: true,
};
