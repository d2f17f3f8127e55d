import type { JsonField } from '../dsl/fields';
import { jsxString } from '../names';
import type { FieldKindEmitter } from './kind';

/** A JSON object in a text column, edited by hand-written screens or as JSON text. */
export const jsonKind: FieldKindEmitter<JsonField> = {
  column: () => ({ type: 'text', nullable: true }),
  zod: () => 'jsonValue()',
  tsType: () => 'Record<string, unknown>',
  input: (_f, ctx) => `<JsonInput name=${jsxString(ctx.name)} label=${jsxString(ctx.label)} />`,
  jsonSchema: (_f, ctx) => (ctx.mode === 'multipart' ? { type: 'string', description: 'A JSON object' } : { type: 'object' }),
  searchable: () => false,
  sortable: false,
};
