/**
 * fast-check values from a documented JSON Schema (the subset z.toJSONSchema writes for request
 * bodies): `bodyFrom` makes bodies the document accepts, and about half the time breaks one
 * property (drops it, or sets a value that breaks some schema), so both sides of a validator are
 * exercised. Numbers sent as strings are left out on purpose: the forms' schemas accept "5" for 5.
 */
import fc from 'fast-check';
import type { JsonSchema, OpenApiDocument } from '../../runtime-shared/openapi';

const resolve = (doc: OpenApiDocument, s: JsonSchema): JsonSchema => (s.$ref ? resolve(doc, doc.components.schemas[s.$ref.split('/').pop()!]!) : s);

function patternsOf(s: JsonSchema): RegExp[] {
  const own = typeof s.pattern === 'string' ? [s.pattern] : [];
  const more = ((s.allOf as JsonSchema[] | undefined) ?? []).flatMap((part) => (typeof part.pattern === 'string' ? [part.pattern] : []));
  return [...own, ...more].map((p) => new RegExp(p, 'u'));
}

function stringFrom(s: JsonSchema): fc.Arbitrary<string> {
  const min = (s.minLength) ?? 0;
  const max = (s.maxLength) ?? 60;
  const patterns = patternsOf(s);
  const fits = (v: string) => v.length >= min && v.length <= max && patterns.every((p) => p.test(v));
  // The most specific pattern (the last: zod writes its own "no NUL" first) makes the values; the rest filter them.
  const base = patterns.length ? fc.stringMatching(patterns.at(-1)!) : fc.string({ minLength: min, maxLength: Math.min(max, min + 30) });
  return base.filter(fits);
}

/** Values `schema` accepts. */
export function valueFrom(doc: OpenApiDocument, schema: JsonSchema): fc.Arbitrary<unknown> {
  const s = resolve(doc, schema);
  // A documented example is a value the route takes where random text rarely is (a country of the list).
  if (Array.isArray(s.examples) && s.examples.length) return fc.oneof(fc.constantFrom(...(s.examples as unknown[])), valueFrom(doc, { ...s, examples: undefined }));
  if (s.anyOf) return fc.oneof(...(s.anyOf as JsonSchema[]).map((part) => valueFrom(doc, part)));
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  const type = Array.isArray(s.type) ? s.type : [s.type];
  const one = (t: string | undefined): fc.Arbitrary<unknown> => {
    switch (t) {
      case 'null':
        return fc.constant(null);
      case 'boolean':
        return fc.boolean();
      case 'integer':
        return fc.integer({ min: (s.minimum) ?? ((s.exclusiveMinimum as number | undefined) ?? -1000) + 1, max: (s.maximum) ?? 1_000_000 });
      case 'number':
        return fc.double({ min: (s.minimum) ?? -1000, max: (s.maximum) ?? 1000, noNaN: true });
      case 'string':
        return stringFrom(s);
      case 'array':
        return fc.array(valueFrom(doc, s.items ?? {}), { minLength: (s.minItems as number | undefined) ?? 0, maxLength: Math.min((s.maxItems as number | undefined) ?? 4, 4) });
      case 'object':
        return objectFrom(doc, s);
      default:
        return fc.constant('anything');
    }
  };
  return fc.oneof(...type.map(one));
}

function objectFrom(doc: OpenApiDocument, s: JsonSchema): fc.Arbitrary<Record<string, unknown>> {
  const props = s.properties ?? {};
  const required = new Set(s.required ?? []);
  if (Object.keys(props).length === 0 && s.additionalProperties && typeof s.additionalProperties === 'object') {
    const names = s.propertyNames ? stringFrom(s.propertyNames as JsonSchema) : fc.string({ maxLength: 8 });
    return fc.dictionary(names, valueFrom(doc, s.additionalProperties as JsonSchema), { maxKeys: 3 });
  }
  const record = Object.fromEntries(Object.entries(props).map(([name, p]) => [name, valueFrom(doc, p)]));
  return fc.record(record, { requiredKeys: Object.keys(props).filter((n) => required.has(n)) });
}

/** Values that break some schema; none of them is a number written as a string. */
const BAD = fc.constantFrom<unknown>(null, '', '   ', 'x'.repeat(3000), '\u0000', -1, 0, 1.5, 2 ** 31, true, [], {}, ['a'], 'not-valid', 'a@', '+');

/** A body: one the document accepts, or (about half the time) one with a property dropped or set to a bad value. */
export function bodyFrom(doc: OpenApiDocument, schema: JsonSchema): fc.Arbitrary<Record<string, unknown>> {
  const s = resolve(doc, schema);
  const names = Object.keys(s.properties ?? {});
  const valid = objectFrom(doc, s);
  if (names.length === 0) return valid;
  const broken = fc.tuple(valid, fc.constantFrom(...names), fc.option(BAD, { nil: undefined, freq: 4 })).map(([body, name, bad]) => {
    const copy: Record<string, unknown> = { ...body };
    if (bad === undefined) delete copy[name];
    else copy[name] = bad;
    return copy;
  });
  return fc.oneof(valid, broken);
}
