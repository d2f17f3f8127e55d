/**
 * The component schemas of one entity, built from the same field kinds as
 * its zod schemas and record type: `Banner` (an answer), `BannerCreate`,
 * `BannerUpdate`, `BannerPatch` (JSON bodies) and, for entities with uploads,
 * their multipart twins `BannerCreateForm`, `BannerUpdateForm`, `BannerPatchForm`.
 */
import { TRANSLATIONS_FIELD } from '../sanitize-locales';
import { localeMeta } from './openapi-locales';
import type { JsonSchema } from '../../runtime-shared/openapi';
import { kindOf } from '../kind-of';
import { kindContext } from './kind-context';
import type { SchemaContext, SchemaMode } from '../../kinds/types/emit';
import type { SanitizedEntity, SanitizedField } from '../model';

export type InputOperation = 'Create' | 'Update' | 'Patch';

export const ref = (name: string): JsonSchema => ({ $ref: `#/components/schemas/${name}` });

export const hasUploads = (e: SanitizedEntity): boolean => e.fields.some((f) => f.meta.upload);

/** The component name of an input body: multipart twins exist only for entities with uploads. */
export function inputName(e: SanitizedEntity, op: InputOperation, multipart: boolean): string {
  return `${e.pascal}${op}${multipart && hasUploads(e) ? 'Form' : ''}`;
}

function fieldSchema(f: SanitizedField, mode: SchemaMode, required: boolean): JsonSchema {
  const ctx: SchemaContext = { ...kindContext(f, required), mode };
  const schema = kindOf(f.definition).jsonSchema(f.definition, ctx);
  return { title: f.label, ...schema, ...(f.help ? { description: f.help } : {}) };
}

/** A related record as answers attach it: its id, shown field and `also` fields, typed from the target entity. */
function relatedRecord(target: { entity: string; show: string; also?: readonly string[] }, all: SanitizedEntity[]): JsonSchema {
  const fields = all.find((e) => e.name === target.entity)?.fields ?? [];
  const names = [target.show, ...(target.also ?? [])];
  const properties: Record<string, JsonSchema> = { id: { type: 'integer' } };
  for (const name of names) {
    const field = fields.find((t) => t.name === name);
    properties[name] = field ? fieldSchema(field, 'record', field.required !== false) : {};
  }
  return { type: 'object', properties, required: ['id', ...names], additionalProperties: false };
}

/** The related record attached under `relation.as`; null when there is none or the caller may not read it. */
function attached(f: SanitizedField, all: SanitizedEntity[]): JsonSchema {
  const rel = f.meta.relation!;
  return { description: `The related ${rel.entity}, or null when there is none or the caller may not read it (its access and public filter apply)`, anyOf: [relatedRecord(rel, all), { type: 'null' }] };
}

/** The records of a many-to-many field, attached under `manyToMany.as` beside their ids. */
function attachedMany(f: SanitizedField, all: SanitizedEntity[]): JsonSchema {
  const many = f.meta.manyToMany!;
  return { type: 'array', description: `The related ${many.entity} records the caller may read, by id (the ids field lists them all)`, items: relatedRecord(many, all) };
}

const TIMESTAMP: JsonSchema = { type: 'string', description: 'An ISO 8601 date and time, set by the server' };

/** `Banner`: a record as every read and write answers it. */
export function recordSchema(e: SanitizedEntity, all: SanitizedEntity[]): JsonSchema {
  const properties: Record<string, JsonSchema> = { id: { type: 'integer', minimum: 1 } };
  for (const f of e.fields) {
    if (f.meta.writeOnly) continue;
    properties[f.name] = fieldSchema(f, 'record', f.required !== false);
    if (f.meta.relation) properties[f.meta.relation.as] = attached(f, all);
    if (f.meta.manyToMany) properties[f.meta.manyToMany.as] = attachedMany(f, all);
  }
  properties.created_at = TIMESTAMP;
  properties.updated_at = TIMESTAMP;
  // Answered in one locale (`locale=`), a record has `_meta` instead of the translations of every locale.
  const required = Object.keys(properties).filter((name) => name !== TRANSLATIONS_FIELD);
  Object.assign(properties, localeMeta(e));
  return { type: 'object', description: `A ${e.label} as the API answers it.`, properties, required, additionalProperties: false };
}

/**
 * `BannerSelection`: a record as `fields=` and `expand=` answer it (runtime-server/crud/selection.ts):
 * the same fields, only `id` sure to be there, and each related record either as usual (its id and shown
 * field) or whole, as its own entity's selection (which is how expanded records inside it come too).
 */
export function selectionSchema(e: SanitizedEntity, all: SanitizedEntity[]): JsonSchema {
  const record = recordSchema(e, all);
  const properties = { ...record.properties } as Record<string, JsonSchema>;
  for (const f of e.fields) {
    const rel = f.meta.relation ?? f.meta.manyToMany;
    if (!rel || f.meta.writeOnly) continue;
    const target = all.find((x) => x.name === rel.entity)!;
    // A singleton has no selection schema (it is read whole): it is never a relation's target anyway.
    if (target.singleton) continue;
    const whole = ref(`${target.pascal}Selection`);
    if (f.meta.relation) properties[rel.as] = { ...attached(f, all), anyOf: [relatedRecord(rel, all), whole, { type: 'null' }] };
    else properties[rel.as] = { ...attachedMany(f, all), items: { anyOf: [relatedRecord(rel, all), whole] } };
  }
  return { type: 'object', description: `A ${e.label} as \`fields\` and \`expand\` answer it: only the fields asked for (\`id\` always), related records whole where expanded.`, properties, required: ['id'], additionalProperties: false };
}

/** A request body; the required fields follow the zod schemas of generated/schemas. */
export function inputSchema(e: SanitizedEntity, op: InputOperation, multipart: boolean): JsonSchema {
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  for (const f of e.fields) {
    // As in emit/schema.ts: `onCreate` fields and passwords are optional on update; a patch requires nothing.
    // A write-only value (a password) is kept when an update leaves it out: never needed there, and never non-null.
    const writeOnly = kindOf(f.definition).writeOnly === true;
    const needed = op === 'Create' ? f.required !== false : op === 'Update' && f.required === true && !writeOnly;
    // Leaving a field out is allowed more often than emptying it: a required field never takes null (its column is NOT NULL).
    const nonNull = needed || (f.required !== false && !writeOnly);
    properties[f.name] = fieldSchema(f, multipart ? 'multipart' : 'input', nonNull);
    if (needed) required.push(f.name);
  }
  const what = { Create: 'create', Update: 'replace (PUT)', Patch: 'change some fields of (PATCH)' }[op];
  return {
    type: 'object',
    description: `What a client sends to ${what} a ${e.label}${multipart ? ' as multipart/form-data' : ''}. Unknown fields are ignored.`,
    properties,
    ...(required.length ? { required } : {}),
  };
}

/** The input bodies an entity's operations take: a singleton is only ever saved whole (PUT); an operation nobody may call (`'none'`) takes none. */
export const inputOperations = (e: SanitizedEntity): InputOperation[] =>
  (e.singleton ? (['Update'] as InputOperation[]) : (['Create', 'Update', 'Patch'] as InputOperation[])).filter(
    (op) => e.access[op === 'Create' ? 'create' : 'update'] !== 'none',
  );

/** Every component schema of one entity, by name: only those its operations use. */
export function entitySchemas(e: SanitizedEntity, all: SanitizedEntity[]): Record<string, JsonSchema> {
  const schemas: Record<string, JsonSchema> = { [e.pascal]: recordSchema(e, all), ...(e.singleton ? {} : { [`${e.pascal}Selection`]: selectionSchema(e, all) }) };
  for (const op of inputOperations(e)) {
    schemas[inputName(e, op, false)] = inputSchema(e, op, false);
    if (hasUploads(e)) schemas[inputName(e, op, true)] = inputSchema(e, op, true);
  }
  return schemas;
}
