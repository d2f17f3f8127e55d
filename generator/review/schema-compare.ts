/**
 * Compares two JSON schemas of one place in the API (a field, a body, a parameter) and lists what
 * changed, in the direction the data flows:
 * - `request` (the client sends it): the server accepting less breaks clients: a field removed, made
 *   required or added as required, null refused, a type changed, an enum value removed, a bound tightened;
 * - `answer` (the server sends it): the server promising less breaks clients: a field removed or made
 *   optional, null possible, a type changed, an enum value added (typed clients switch over every value).
 * Named schemas (`$ref`) are not entered: they are handed to `visitRef`, and compared once each by
 * openapi-diff.ts under their own name.
 */
export type Json = Record<string, unknown>;
export type Direction = 'request' | 'answer';

export interface ApiChange {
  /** A short, stable text: what the report prints and an entity's `breaking` list names. */
  key: string;
  breaking: boolean;
  /** Where it was seen: schema names or operations. */
  where: string[];
}

export interface CompareContext {
  /** Resolves a `$ref` to its schema, in the old or the new document. */
  resolve(ref: string, side: 'old' | 'new'): Json | undefined;
  /** A named schema met on both sides under the same name: compared on its own. */
  visitRef(name: string, direction: Direction): void;
  add(key: string, breaking: boolean, where: string): void;
}

const refName = (ref: string): string => ref.split('/').at(-1)!;
const isJson = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

interface Shape {
  schema: Json;
  nullable: boolean;
  /** Non-null types; empty for "anything" or a union kept whole. */
  types: string[];
}

/** Folds `type: [x, 'null']` and `anyOf: [x, {type: 'null'}]` into a shape with `nullable`. */
function shapeOf(schema: Json): Shape {
  for (const union of ['anyOf', 'oneOf'] as const) {
    const branches = schema[union];
    if (!Array.isArray(branches)) continue;
    const isNull = (b: unknown) => isJson(b) && b.type === 'null';
    const rest = branches.filter((b) => !isNull(b)) as Json[];
    if (rest.length === 1 && rest.length < branches.length) {
      const inner = shapeOf(rest[0]!);
      return { ...inner, nullable: true };
    }
  }
  const type = schema.type;
  const types = (Array.isArray(type) ? type : type === undefined ? [] : [type]).map(String);
  return { schema, nullable: types.includes('null'), types: types.filter((t) => t !== 'null') };
}

/** `integer` values are numbers too: a change from integer to number widens. */
const covers = (wide: string[], narrow: string[]): boolean =>
  wide.length === 0 || narrow.every((t) => wide.includes(t) || (t === 'integer' && wide.includes('number')));

const valuesOf = (s: Json): unknown[] | undefined => (Array.isArray(s.enum) ? s.enum : 'const' in s ? [s.const] : undefined);
const show = (v: unknown): string => (typeof v === 'string' ? `'${v}'` : JSON.stringify(v));
const typeText = (t: string[]): string => (t.length ? t.join(' or ') : 'any');

/** Compares the schemas at `label`; `where` names the schema or operation they belong to. */
export function compareSchemas(ctx: CompareContext, direction: Direction, label: string, where: string, oldSchema: Json, newSchema: Json): void {
  const request = direction === 'request';
  const before = shapeOf(oldSchema);
  const after = shapeOf(newSchema);
  if (request && before.nullable && !after.nullable) ctx.add(`${label} no longer accepts null`, true, where);
  if (!request && after.nullable && !before.nullable) ctx.add(`${label} may be null`, true, where);
  if (request && after.nullable && !before.nullable) ctx.add(`${label} accepts null`, false, where);
  if (!request && before.nullable && !after.nullable) ctx.add(`${label} is never null`, false, where);
  const oldRef = typeof before.schema.$ref === 'string' ? before.schema.$ref : undefined;
  const newRef = typeof after.schema.$ref === 'string' ? after.schema.$ref : undefined;
  if (oldRef && newRef && refName(oldRef) === refName(newRef)) return ctx.visitRef(refName(newRef), direction);
  if (oldRef || newRef) {
    // The place now holds another named schema (or an inline one): compare the contents here.
    const a = oldRef ? ctx.resolve(oldRef, 'old') : before.schema;
    const b = newRef ? ctx.resolve(newRef, 'new') : after.schema;
    if (a && b) compareSchemas(ctx, direction, label, where, a, b);
    return;
  }
  const narrowed = request ? !covers(after.types, before.types) : !covers(before.types, after.types);
  if (typeText(before.types) !== typeText(after.types)) {
    ctx.add(`${label} type changed from ${typeText(before.types)} to ${typeText(after.types)}`, narrowed, where);
  }
  compareValues(ctx, request, label, where, before.schema, after.schema);
  if (request) compareBounds(ctx, label, where, before.schema, after.schema);
  compareObjects(ctx, direction, label, where, before.schema, after.schema);
  compareBranches(ctx, direction, label, where, before.schema, after.schema);
}

function compareValues(ctx: CompareContext, request: boolean, label: string, where: string, a: Json, b: Json): void {
  const before = valuesOf(a);
  const after = valuesOf(b);
  if (!before && !after) return;
  if (!before) return ctx.add(`${label} limited to ${after!.map(show).join(', ')}`, request, where);
  if (!after) return ctx.add(`${label} no longer limited to ${before.map(show).join(', ')}`, !request, where);
  const has = (list: unknown[], v: unknown) => list.some((x) => JSON.stringify(x) === JSON.stringify(v));
  for (const v of before) if (!has(after, v)) ctx.add(`${label} value ${show(v)} removed`, request, where);
  // An answer's new value breaks clients that handle every value (a typed client's exhaustive switch).
  for (const v of after) if (!has(before, v)) ctx.add(`${label} value ${show(v)} added`, !request, where);
}

/** Upper bounds that went down (or appeared) and lower bounds that went up: values once accepted are refused. */
function compareBounds(ctx: CompareContext, label: string, where: string, a: Json, b: Json): void {
  const limit = (key: string, tighter: (x: number, y: number) => boolean) => {
    const before = typeof a[key] === 'number' ? (a[key]) : undefined;
    const after = typeof b[key] === 'number' ? (b[key]) : undefined;
    if (before === after) return;
    if (after === undefined) return ctx.add(`${label} ${key} ${before} removed`, false, where);
    const breaking = before === undefined || tighter(after, before);
    ctx.add(`${label} ${key} ${before ?? 'none'} → ${after}`, breaking, where);
  };
  limit('maxLength', (x, y) => x < y);
  limit('maximum', (x, y) => x < y);
  limit('maxItems', (x, y) => x < y);
  limit('minLength', (x, y) => x > y);
  limit('minimum', (x, y) => x > y);
  limit('minItems', (x, y) => x > y);
  if (typeof b.pattern === 'string' && a.pattern !== b.pattern) comparePatterns(ctx, label, where, a.pattern, b.pattern);
  // OpenAPI's `format` is a string (date-time, email, ...).
  const [formatA, formatB] = [a.format as string | undefined, b.format as string | undefined];
  if (formatB !== undefined && formatA !== formatB) ctx.add(`${label} format ${formatA ?? 'none'} → ${formatB}`, true, where);
}

/**
 * Patterns that list names, as the `sort` parameter's `^-?(id|title)(,-?(id|title))*$`: compared by the
 * names listed, so that a new sortable field widens the pattern and a removed one is named. Any other
 * change of a pattern is reported as breaking: whether one regular expression accepts all another does
 * is not worked out here.
 */
function comparePatterns(ctx: CompareContext, label: string, where: string, before: unknown, after: string): void {
  // Names may hold a dot: a related record's field (`category.name`).
  const GROUP = /\(([\w.|]+)\)/g;
  const skeleton = (p: string) => p.replace(GROUP, '()');
  const names = (p: string) => new Set([...p.matchAll(GROUP)].flatMap((m) => m[1]!.split('|')));
  if (typeof before !== 'string' || skeleton(before) !== skeleton(after)) return ctx.add(`${label} pattern changed`, true, where);
  const had = names(before);
  const has = names(after);
  for (const n of had) if (!has.has(n)) ctx.add(`${label} no longer allows ${n}`, true, where);
  for (const n of has) if (!had.has(n)) ctx.add(`${label} allows ${n}`, false, where);
}

function compareObjects(ctx: CompareContext, direction: Direction, label: string, where: string, a: Json, b: Json): void {
  const request = direction === 'request';
  const before = isJson(a.properties) ? a.properties : undefined;
  const after = isJson(b.properties) ? b.properties : undefined;
  if (before || after) {
    const oldProps = before ?? {};
    const newProps = after ?? {};
    const oldRequired = new Set(Array.isArray(a.required) ? (a.required as string[]) : []);
    const newRequired = new Set(Array.isArray(b.required) ? (b.required as string[]) : []);
    for (const name of Object.keys(oldProps)) {
      const field = `${label}.${name}`;
      if (!(name in newProps)) {
        ctx.add(`${field} removed`, true, where);
        continue;
      }
      if (request && newRequired.has(name) && !oldRequired.has(name)) ctx.add(`${field} made required`, true, where);
      if (!request && oldRequired.has(name) && !newRequired.has(name)) ctx.add(`${field} made optional`, true, where);
      if (request && oldRequired.has(name) && !newRequired.has(name)) ctx.add(`${field} made optional`, false, where);
      if (!request && newRequired.has(name) && !oldRequired.has(name)) ctx.add(`${field} always present`, false, where);
      if (isJson(oldProps[name]) && isJson(newProps[name])) compareSchemas(ctx, direction, field, where, oldProps[name], newProps[name]);
    }
    for (const name of Object.keys(newProps)) {
      if (name in oldProps) continue;
      const required = request && newRequired.has(name);
      ctx.add(`${label}.${name} added${required ? ' as required' : ''}`, required, where);
    }
  }
  if (request && a.additionalProperties !== false && b.additionalProperties === false && (before || after)) {
    ctx.add(`${label} refuses fields it does not list`, true, where);
  }
  if (isJson(a.items) && isJson(b.items)) compareSchemas(ctx, direction, `${label}[]`, where, a.items, b.items);
  if (isJson(a.additionalProperties) && isJson(b.additionalProperties)) {
    compareSchemas(ctx, direction, `${label}.*`, where, a.additionalProperties, b.additionalProperties);
  }
}

/** Unions and intersections that are more than "x or null": compared branch by branch. */
function compareBranches(ctx: CompareContext, direction: Direction, label: string, where: string, a: Json, b: Json): void {
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
    const before = Array.isArray(a[key]) ? (a[key] as Json[]) : [];
    const after = Array.isArray(b[key]) ? (b[key] as Json[]) : [];
    if (before.length === 0 && after.length === 0) continue;
    if (before.length !== after.length) {
      const narrowed = key === 'allOf' ? after.length > before.length : (direction === 'request') === after.length < before.length;
      ctx.add(`${label} ${key} changed from ${before.length} to ${after.length} alternatives`, narrowed, where);
      continue;
    }
    before.forEach((branch, i) => compareSchemas(ctx, direction, label, where, branch, after[i]!));
  }
}
