/**
 * A JSON field's declared schema (JSON Schema, plain data in the entity file) as zod source for the
 * generated schema. Written out by the generator rather than read by zod's `fromJSONSchema` at run time:
 * that converter would add about 9 KB (gzip) to the zod chunk every form of the site loads. The subset
 * covers what a settings object needs; any other keyword is refused with its name, so a schema never
 * means more than is checked.
 */
import type { JsonSchema } from '../../runtime-shared/openapi';
import { quote } from '../types/emit';

/** Keywords that only describe (documentation), kept for the OpenAPI document and ignored here. */
const DESCRIPTIVE = new Set(['title', 'description', 'examples', 'default', '$comment']);
const CHECKED = new Set(['type', 'properties', 'required', 'additionalProperties', 'items', 'minItems', 'maxItems', 'uniqueItems', 'minLength', 'maxLength', 'pattern', 'minimum', 'maximum', 'enum', 'const']);

const literal = (value: unknown) => (typeof value === 'string' ? quote(value) : JSON.stringify(value));

/** The zod expression checking `schema`; `where` names the place in messages about an unsupported keyword. */
export function schemaToZod(schema: JsonSchema, where = 'schema'): string {
  for (const key of Object.keys(schema)) {
    if (!CHECKED.has(key) && !DESCRIPTIVE.has(key)) {
      throw new Error(`${where}: the JSON Schema keyword "${key}" is not supported by json({ schema }); use ${[...CHECKED].join(', ')}`);
    }
  }
  if (schema.const !== undefined) return `z.literal(${literal(schema.const)})`;
  if (schema.enum) {
    const values = schema.enum;
    if (values.every((v) => typeof v === 'string')) return `z.enum([${values.map(literal).join(', ')}])`;
    return `z.union([${values.map((v) => `z.literal(${literal(v)})`).join(', ')}])`;
  }
  const type = Array.isArray(schema.type) ? undefined : schema.type;
  switch (type) {
    case 'object':
      return objectZod(schema, where);
    case 'array': {
      let out = `z.array(${schema.items ? schemaToZod(schema.items, `${where}.items`) : 'z.unknown()'})`;
      if (typeof schema.minItems === 'number') out += `.min(${schema.minItems})`;
      if (typeof schema.maxItems === 'number') out += `.max(${schema.maxItems})`;
      if (schema.uniqueItems === true) out += `.refine((list) => new Set(list.map((item) => JSON.stringify(item))).size === list.length, 'Items must not repeat')`;
      return out;
    }
    case 'string': {
      let out = 'z.string()';
      if (typeof schema.minLength === 'number') out += `.min(${schema.minLength})`;
      if (typeof schema.maxLength === 'number') out += `.max(${schema.maxLength})`;
      if (typeof schema.pattern === 'string') out += `.regex(new RegExp(${quote(schema.pattern)}))`;
      return out;
    }
    case 'integer':
    case 'number': {
      let out = type === 'integer' ? 'z.number().int()' : 'z.number()';
      if (typeof schema.minimum === 'number') out += `.min(${schema.minimum})`;
      if (typeof schema.maximum === 'number') out += `.max(${schema.maximum})`;
      return out;
    }
    case 'boolean':
      return 'z.boolean()';
    case 'null':
      return 'z.null()';
    default:
      throw new Error(`${where}: give one "type" (object, array, string, integer, number, boolean or null), an "enum" or a "const"`);
  }
}

function objectZod(schema: JsonSchema, where: string): string {
  const properties = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  const entries = Object.entries(properties).map(([name, sub]) => `${quote(name)}: ${schemaToZod(sub, `${where}.${name}`)}${required.has(name) ? '' : '.optional()'}`);
  const extra = schema.additionalProperties;
  if (entries.length === 0 && typeof extra === 'object' && extra !== null) return `z.record(z.string(), ${schemaToZod(extra as JsonSchema, `${where}.additionalProperties`)})`;
  const object = `z.object({ ${entries.join(', ')} })`;
  if (extra === false) return `${object}.strict()`;
  if (typeof extra === 'object' && extra !== null) return `${object}.catchall(${schemaToZod(extra as JsonSchema, `${where}.additionalProperties`)})`;
  return `${object}.loose()`;
}
