/**
 * Emits `generated/server/serializers.ts`: per entity, the functions that shape a record for its answer
 * from the keys its OpenAPI schema documents (`recordSchema`), so that an answer holds what the document
 * says and nothing else, whatever the record object carries. The keys come in the order answers have
 * always written them (crud/serialize.ts): id, the fields, the timestamps, the attached related records,
 * the many-to-many lists, `_meta`; so the JSON is the same byte for byte.
 *
 * Each entity gets three: `record` (every answer without `fields=`/`expand=`: related records as
 * `{id, <show>, <also>}`), `whole` (an `expand=` answer: the same order, related records whole where
 * expanded) and `picked` (a `fields=` answer, in the order `fields=` picks keys). The shaped object is
 * written by `JSON.stringify`: V8's is faster than writing the JSON text by concatenation in JavaScript
 * (measured in docs/performance.md), so what is compiled is the shape, not the text.
 */
import type { JsonSchema } from '../../runtime-shared/openapi';
import type { SanitizedEntity } from '../model';
import { fromGenerated, header } from './header';
import { recordSchema } from './openapi-schemas';

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;
const key = (name: string) => (IDENTIFIER.test(name) ? name : JSON.stringify(name));
const read = (object: string, name: string) => (IDENTIFIER.test(name) ? `${object}.${name}` : `${object}[${JSON.stringify(name)}]`);

/** The keys of an object schema, in its order. */
const keysOf = (schema: JsonSchema | undefined): string[] => Object.keys(schema?.properties ?? {});

/** The documented shape of an attached related record (`{id, <show>, <also>}`), from the record's schema. */
function relatedKeys(property: JsonSchema): string[] {
  const item = property.items ?? (property.anyOf as JsonSchema[] | undefined)?.[0];
  const keys = keysOf(item);
  if (keys.length === 0) throw new Error(`The related record schema has no properties: ${JSON.stringify(property)}`);
  return keys;
}

/** The keys of a record's answer in the order the API writes them, checked against its schema's. */
function answerOrder(e: SanitizedEntity, schema: JsonSchema): string[] {
  const shown = e.fields.filter((f) => !f.meta.writeOnly);
  const order = [
    'id',
    ...shown.filter((f) => f.column !== null).map((f) => f.name),
    'created_at',
    'updated_at',
    ...shown.flatMap((f) => (f.meta.relation ? [f.meta.relation.as] : [])),
    ...shown.flatMap((f) => (f.meta.manyToMany ? [f.name, f.meta.manyToMany.as] : [])),
    ...('_meta' in (schema.properties ?? {}) ? ['_meta'] : []),
  ];
  const documented = keysOf(schema);
  if ([...order].sort().join() !== [...documented].sort().join()) throw new Error(`${e.name}: the answer's keys (${order.join(', ')}) are not the schema's (${documented.join(', ')})`);
  return order;
}

/** The keys a `fields=` answer picks, in its order (crud/serialize.ts `pick`). */
function pickOrder(e: SanitizedEntity, schema: JsonSchema): string[] {
  const shown = e.fields.filter((f) => !f.meta.writeOnly);
  const related = (name: string) => {
    const f = shown.find((x) => x.name === name)!;
    return f.meta.relation?.as ?? f.meta.manyToMany?.as;
  };
  const order = ['id', ...shown.flatMap((f) => [f.name, ...(related(f.name) ? [related(f.name)!] : [])]), 'created_at', 'updated_at', ...('_meta' in (schema.properties ?? {}) ? ['_meta'] : [])];
  return order;
}

interface Names {
  record: string;
  whole: string;
  picked: string;
}

const namesOf = (e: SanitizedEntity): Names => ({ record: `${e.camel}Record`, whole: `${e.camel}Whole`, picked: `${e.camel}Picked` });

/** One entity's functions. */
function entityCode(e: SanitizedEntity, all: SanitizedEntity[]): string {
  const schema = recordSchema(e, all);
  const properties = schema.properties as Record<string, JsonSchema>;
  const names = namesOf(e);
  const related = new Map<string, { shape: string; target: SanitizedEntity; many: boolean }>();
  const helpers: string[] = [];
  for (const f of e.fields) {
    const rel = f.meta.relation ?? f.meta.manyToMany;
    if (!rel || f.meta.writeOnly) continue;
    const shape = `${e.camel}${rel.as.replace(/(^|_)([a-z0-9])/g, (_m, _u: string, c: string) => c.toUpperCase())}Related`;
    const keys = relatedKeys(properties[rel.as]!);
    helpers.push(`/** The ${rel.entity} attached to a ${e.label}, as the \`${e.pascal}\` schema documents it. */
const ${shape} = (v: Row): Row => ({ ${keys.map((k) => `${key(k)}: ${read('v', k)}`).join(', ')} });`);
    related.set(rel.as, { shape, target: all.find((x) => x.name === rel.entity)!, many: Boolean(f.meta.manyToMany) });
  }
  /** How a key's value is shaped: `small` the related records as attached, or whole where expanded. */
  const value = (k: string, expanded: boolean): string => {
    const r = related.get(k);
    const raw = read('r', k);
    if (!r) return k === '_meta' ? `${raw} && locale(${raw} as Row)` : raw;
    // A related record expanded is a whole record (it has `created_at`, which `{id, <show>}` never has).
    const one = expanded && !r.target.singleton ? `(x: Row) => ('created_at' in x ? ${r.target.camel}Answer.whole(x) : ${r.shape}(x))` : r.shape;
    return r.many ? `rows(${raw}, ${one})` : `one(${raw}, ${one})`;
  };
  const fn = (name: string, doc: string, order: string[], expanded: boolean) => `/** ${doc} */
function ${name}(r: Row): Row {
  return { ${order.map((k) => `${key(k)}: ${value(k, expanded)}`).join(', ')} };
}`;
  const record = fn(names.record, `${e.label}: every answer without \`fields\` or \`expand\`.`, answerOrder(e, schema), false);
  // Without related records the three orders are one, and so are the shapes.
  if (related.size === 0) return `${record}\n\nexport const ${e.camel}Answer: AnswerShapes = { record: ${names.record}, whole: ${names.record}, picked: ${names.record} };`;
  return [
    ...helpers,
    record,
    fn(names.whole, `${e.label}: an \`expand\` answer (related records whole where expanded).`, answerOrder(e, schema), true),
    fn(names.picked, `${e.label}: a \`fields\` answer (the keys not picked are absent, so left out).`, pickOrder(e, schema), true),
    `export const ${e.camel}Answer: AnswerShapes = { record: ${names.record}, whole: ${names.whole}, picked: ${names.picked} };`,
  ].join('\n\n');
}

export function emitSerializers(entities: SanitizedEntity[]): string {
  const localized = entities.some((e) => e.fields.some((f) => f.meta.localized));
  return `${header('entities/*.entity.ts')}import type { AnswerShapes } from '${fromGenerated(1, 'runtime-server/crud/answer-json')}';
import type { Row } from '${fromGenerated(1, 'runtime-server/crud/serialize')}';

/** A related record, or null (none, or not the caller's to read); undefined (not picked) stays so, and is left out. */
const one = (v: unknown, shape: (x: Row) => Row): unknown => (v === null || v === undefined ? v : shape(v as Row));
/** The related records of a many-to-many field. */
const rows = (v: unknown, shape: (x: Row) => Row): unknown => (Array.isArray(v) ? (v as Row[]).map(shape) : v);
${localized ? `/** \`_meta\` of a record answered in a locale. */\nconst locale = (v: Row): Row => ({ locale: v.locale, fallback: v.fallback });\n` : ''}
${entities.map((e) => entityCode(e, entities)).join('\n\n')}
`;
}
