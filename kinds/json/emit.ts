import { type BuilderOptions, type FieldCommon, type FieldKindEmitter, jsxString } from '../types/emit';

/** Free-form JSON data edited by hand-written screens (role permissions). */
export interface JsonField extends Omit<FieldCommon, 'required'> {
  kind: 'json';
}

export const json = (opts: BuilderOptions<JsonField> = {}): JsonField => ({ kind: 'json', ...opts });

/** A JSON object in a text column, edited by hand-written screens or as JSON text. */
export const emit: FieldKindEmitter<JsonField> = {
  column: () => ({ type: 'text', nullable: true }),
  zod: () => 'jsonValue()',
  tsType: () => 'Record<string, unknown>',
  inputFrom: 'kinds/json/JsonInput',
  input: (_f, ctx) => `<JsonInput name=${jsxString(ctx.name)} label=${jsxString(ctx.label)} />`,
  jsonSchema: (_f, ctx) => (ctx.mode === 'multipart' ? { type: 'string', description: 'A JSON object' } : { type: 'object' }),
  searchable: () => false,
  sortable: false,
  wide: true,
};
