import type { JsonSchema } from '../../runtime-shared/openapi';
import { schemaToZod } from './schema-zod';
import { type BuilderOptions, type FieldCommon, type FieldKindEmitter, jsxString } from '../types/emit';

/** Free-form JSON data, edited in a code editor or by hand-written screens (role permissions). */
export interface JsonField extends Omit<FieldCommon, 'required'> {
  kind: 'json';
  /**
   * A JSON Schema (2020-12) the object must match, checked in the admin form and on the server (written out as zod
   * by the generator: the keywords of kinds/json/schema-zod.ts) and written into the OpenAPI document. @default any object
   * @example schema: { type: 'object', additionalProperties: { type: 'array', items: { enum: ['read', 'update'] } } }
   */
  schema?: JsonSchema;
}

export const json = (opts: BuilderOptions<JsonField> = {}): JsonField => ({ kind: 'json', ...opts });

/** A JSON object in a text column, edited in a code editor (CodeMirror, loaded lazily) or by hand-written screens. */
export const emit: FieldKindEmitter<JsonField> = {
  column: () => ({ type: 'text', nullable: true }),
  zod: (f, ctx) => (f.schema ? `jsonObject(${schemaToZod(f.schema, `${ctx.name}.schema`)})` : 'jsonValue()'),
  zodHelpers: { from: 'kinds/json/value', names: ['jsonObject'] },
  tsType: () => 'Record<string, unknown>',
  inputFrom: 'kinds/json/JsonInput',
  input: (_f, ctx) => `<JsonInput name=${jsxString(ctx.name)} label=${jsxString(ctx.label)} />`,
  jsonSchema: (f, ctx) => (ctx.mode === 'multipart' ? { type: 'string', description: 'A JSON object' } : { ...f.schema, type: 'object' }),
  searchable: () => false,
  sortable: false,
  wide: true,
};
