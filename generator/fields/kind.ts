/**
 * What one field kind contributes to each artefact. One file per kind in
 * this folder implements it; `index.ts` maps every kind to its file, and the
 * compiler refuses a kind that is missing.
 */
import type { ManyToManyMeta, RelationMeta, UploadMeta } from '../../runtime-shared/meta';
import type { JsonSchema } from '../../runtime-shared/openapi';
import type { ColumnSpec } from '../model';

export interface KindContext {
  name: string;
  label: string;
  /** Required-ness for the schema being emitted (create or update). */
  required: boolean;
  /** Required-ness as declared, for form inputs (`'onCreate'` marks the input only when adding). */
  declaredRequired: boolean | 'onCreate';
  relation?: RelationMeta;
  manyToMany?: ManyToManyMeta;
}

/**
 * Where a JSON Schema is used: `record` is the value in API answers,
 * `input` the value of a JSON request body, `multipart` the value of a
 * multipart/form-data part (where uploads are binary files).
 */
export type SchemaMode = 'record' | 'input' | 'multipart';

export interface SchemaContext extends KindContext {
  mode: SchemaMode;
}

export interface FieldKindEmitter<F> {
  /** The database column (migrations, schema snapshot); `null` when the value lives elsewhere (a join table). */
  column(field: F, ctx: KindContext): ColumnSpec | null;
  /** A zod expression, using the helpers of runtime-shared/validation. */
  zod(field: F, ctx: KindContext): string;
  /** The TypeScript type of the value in API answers. */
  tsType(field: F, ctx: KindContext): string;
  /** The JSX of the admin form input, using runtime-web/form/fields. */
  input(field: F, ctx: KindContext): string;
  /**
   * The JSON Schema of the value (OpenAPI 3.1): nullable when `ctx.required`
   * is false, as the API answers or accepts it. Label and help are added by the emitter.
   * @example text → { type: 'string', maxLength: 255 }
   */
  jsonSchema(field: F, ctx: SchemaContext): JsonSchema;
  searchable(field: F): boolean;
  sortable: boolean;
  writeOnly?: boolean;
  upload?(field: F): UploadMeta;
  options?(field: F): { value: string; label: string }[];
}

/** `required="onCreate"`, `required` or nothing, for JSX. */
export function requiredAttr(ctx: KindContext): string {
  if (ctx.declaredRequired === 'onCreate') return ' required="onCreate"';
  return ctx.declaredRequired ? ' required' : '';
}

export const MB = 1024 * 1024;

/** `schema` that also accepts null when `nullable`: `type` becomes a list, an `enum` gains null. */
export function orNull(schema: JsonSchema, nullable: boolean): JsonSchema {
  if (!nullable) return schema;
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  return { ...schema, type: [...types, 'null'], ...(schema.enum ? { enum: [...schema.enum, null] } : {}) };
}

/**
 * An uploaded file's value. Answers hold the stored path; only a multipart
 * part can carry a new file, and a JSON body can at most send the stored path back.
 */
export function uploadSchema(ctx: SchemaContext, stored: string): JsonSchema {
  if (ctx.mode === 'record') return orNull({ type: 'string', description: stored }, !ctx.required);
  if (ctx.mode === 'multipart') {
    return { type: 'string', contentMediaType: 'application/octet-stream', description: 'The file, checked by its content; on update leave it out (or send the stored path back) to keep the stored file' };
  }
  return orNull({ type: 'string', description: 'A JSON body cannot upload a file (use multipart/form-data); send the stored path back, or nothing, to keep it' }, !ctx.required);
}
