/**
 * The generator's half of the kinds made of sub-fields (group, array, blocks): each sub-field is emitted
 * by its own kind (its zod expression, JSON Schema, record type and input), and these helpers put the
 * pieces of one part (a group, an array's row, a block type) together. docs/structured-content.md.
 */
import type { JsonSchema } from '../../runtime-shared/openapi';
import { type DeclaredPart, type EmittedPart, type JsonShape, type KindContext, type SchemaContext, type SubField, quote } from '../types/emit';

/** The part of a kind with one part (group, array): the generator always passes it. */
export function onlyPart(ctx: KindContext): EmittedPart {
  const part = ctx.parts?.[0];
  if (!part) throw new Error(`${ctx.name}: the generator passes the sub-fields of a ${ctx.label} field`);
  return part;
}

const key = (name: string) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : quote(name));

/** `z.object({ title: textValue(...), ... })`, with `extra` entries first (a block's `type`). Rows are required-checked as declared. */
export function objectZod(part: EmittedPart, extra: string[] = []): string {
  const entries = part.fields.map((sub) => `${key(sub.name)}: ${sub.emit.zod(sub.field, sub.ctx)}`);
  return `z.object({ ${[...extra, ...entries].join(', ')} }, { error: 'Enter an object of its fields' })`;
}

/** `{ title: string; body: string | null }`: a value of the part as the API answers it. */
export function objectTsType(part: EmittedPart, extra: string[] = []): string {
  const entries = part.fields.map((sub) => `${key(sub.name)}: ${sub.emit.tsType(sub.field, sub.ctx)}`);
  return `{ ${[...extra, ...entries].join('; ')} }`;
}

/**
 * The JSON Schema of one value of the part. Answers hold every sub-field (null when empty); a request
 * must carry the required ones. Multipart bodies send the whole value as JSON text, so inside it the
 * sub-fields take their JSON form.
 */
export function objectSchema(part: EmittedPart, ctx: SchemaContext, extra: Record<string, JsonSchema> = {}): JsonSchema {
  const mode = ctx.mode === 'multipart' ? 'input' : ctx.mode;
  const properties: Record<string, JsonSchema> = { ...extra };
  for (const sub of part.fields) {
    const schema = sub.emit.jsonSchema(sub.field, { ...sub.ctx, mode });
    properties[sub.name] = { title: sub.ctx.label, ...schema, ...(sub.field.help ? { description: sub.field.help } : {}) };
  }
  const required = mode === 'record' ? Object.keys(properties) : [...Object.keys(extra), ...part.fields.filter((sub) => sub.ctx.required).map((sub) => sub.name)];
  return { type: 'object', properties, ...(required.length ? { required } : {}), additionalProperties: false };
}

/**
 * A multipart part carries the value as JSON text: OpenAPI 3.1 says so with `contentMediaType` and
 * describes the text's content with `contentSchema` (the value a JSON body would send).
 */
export function jsonTextSchema(content: JsonSchema, description: string): JsonSchema {
  return { type: 'string', contentMediaType: 'application/json', contentSchema: content, description };
}

/** The variable a row's inputs are named from: `r0` in an array, `r1` in an array inside its rows. */
export function rowVariable(ctx: KindContext): string {
  return `r${(ctx.name.match(/__r\d+__/g) ?? []).length}`;
}

/**
 * The inputs of the part's sub-fields, named `<prefix>.<sub-field>`. `row`: the prefix is a row's
 * variable (array, blocks), so `name="__r0__.title"` becomes ``name={`${r0}.title`}``.
 */
export function subInputs(part: EmittedPart, prefix: string, row?: string): string {
  const inputs = part.fields.map((sub) => sub.emit.input(sub.field, { ...sub.ctx, name: `${prefix}.${sub.name}` }));
  const jsx = inputs.join('');
  if (!row) return jsx;
  return jsx.replace(new RegExp(`name="__${row}__\\.([\\w.]+)"`, 'g'), (_m, rest: string) => `name={\`\${${row}}.${rest}\`}`);
}

/** The name a row's sub-fields are emitted under, replaced by `subInputs` with the row's variable. */
export const rowPlaceholder = (row: string): string => `__${row}__`;

/**
 * A new row's starting values: the sub-fields' declared defaults (an enum's, a boolean's), an empty list
 * or group for nested parts; the rest start empty.
 */
export function newRowLiteral(part: EmittedPart, extra: string[] = []): string {
  const entries: string[] = [...extra];
  for (const sub of part.fields) {
    const fallback = sub.ctx.parts ? (sub.field.kind === 'group' ? '{}' : '[]') : undefined;
    const declared = sub.emit.column(sub.field, sub.ctx)?.default;
    const value = declared !== undefined ? (typeof declared === 'string' ? quote(declared) : String(declared)) : fallback;
    if (value !== undefined) entries.push(`${key(sub.name)}: ${value}`);
  }
  return `{ ${entries.join(', ')} }`;
}

/** The shape the schema snapshot keeps of a JSON column: each part's sub-fields, their kinds and whether they are required. */
export function shapeOf(parts: readonly EmittedPart[]): JsonShape {
  const shape: JsonShape = {};
  for (const part of parts) {
    shape[part.key] = Object.fromEntries(
      part.fields.map((sub) => [sub.name, { kind: sub.field.kind, required: sub.ctx.required, ...(sub.ctx.parts ? { shape: shapeOf(sub.ctx.parts) } : {}) }]),
    );
  }
  return shape;
}

/** The declared sub-fields, as the generator sanitizes them; array fields declare theirs the same way. */
export function declaredPart(field: { label?: string; fields: Record<string, SubField>; removedFields?: readonly string[] }): DeclaredPart {
  return { key: '', label: field.label ?? '', fields: field.fields, ...(field.removedFields ? { removedFields: field.removedFields } : {}) };
}

