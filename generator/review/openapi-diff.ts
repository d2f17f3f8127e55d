/**
 * compareOpenApi(): every change between two OpenAPI documents that a client could notice, each
 * marked breaking or not (schema-compare.ts says which, per direction). Pure: documents in, list out.
 *
 * Keys are short and stable, so that an entity's `breaking` list can name them:
 * - operations: `DELETE /api/banner/{id} removed`, `GET /api/banner status 404 removed`,
 *   `GET /api/banner parameter sort removed`, `POST /api/banner request multipart/form-data removed`;
 * - fields of named schemas, under the API name of their resource (`Banner`, `BannerCreate`,
 *   `BannerPatchForm` are all `banner`): `banner.sub_title removed`, `banner.title maxLength 255 → 100`;
 * - fields of bodies written inline in an operation: `GET /api/banner 200 body.meta removed`.
 */
import { compareSchemas, type ApiChange, type CompareContext, type Direction, type Json } from './schema-compare';

export type { ApiChange } from './schema-compare';

const METHODS = ['get', 'put', 'post', 'patch', 'delete', 'head', 'options'] as const;
/** Suffixes of the request schemas of one resource (generator/emit/openapi-schemas.ts). */
const SUFFIXES = ['CreateForm', 'UpdateForm', 'PatchForm', 'Create', 'Update', 'Patch'];

const isJson = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const obj = (v: unknown): Json => (isJson(v) ? v : {});
const kebab = (pascal: string) => pascal.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

export function compareOpenApi(oldDoc: Json, newDoc: Json): ApiChange[] {
  const changes = new Map<string, ApiChange>();
  const schemas = { old: obj(obj(oldDoc.components).schemas), new: obj(obj(newDoc.components).schemas) };
  const responses = { old: obj(obj(oldDoc.components).responses), new: obj(obj(newDoc.components).responses) };
  const queue: { name: string; direction: Direction }[] = [];
  const queued = new Set<string>();

  const ctx: CompareContext = {
    resolve: (ref, side) => {
      const [, , kind, name] = ref.split('/');
      const table = kind === 'responses' ? responses[side] : schemas[side];
      return isJson(table[name!]) ? (table[name!] as Json) : undefined;
    },
    visitRef: (name, direction) => {
      if (queued.has(`${direction}:${name}`)) return;
      queued.add(`${direction}:${name}`);
      queue.push({ name, direction });
    },
    add: (key, breaking, where) => {
      const known = changes.get(key);
      if (!known) changes.set(key, { key, breaking, where: [where] });
      else {
        known.breaking ||= breaking;
        if (!known.where.includes(where)) known.where.push(where);
      }
    },
  };

  const oldPaths = obj(oldDoc.paths);
  const newPaths = obj(newDoc.paths);
  for (const path of new Set([...Object.keys(oldPaths), ...Object.keys(newPaths)])) {
    for (const method of METHODS) {
      const before = obj(oldPaths[path])[method];
      const after = obj(newPaths[path])[method];
      const op = `${method.toUpperCase()} ${path}`;
      if (isJson(before) && !isJson(after)) ctx.add(`${op} removed`, true, op);
      else if (!isJson(before) && isJson(after)) ctx.add(`${op} added`, false, op);
      else if (isJson(before) && isJson(after)) compareOperation(ctx, op, before, after);
    }
  }

  // Named schemas, each once per direction it is used in, under its resource's name.
  const resourceOf = (name: string) => {
    const suffix = SUFFIXES.find((s) => name.endsWith(s) && name.length > s.length);
    const base = suffix ? name.slice(0, -suffix.length) : name;
    return kebab(base in schemas.new || base in schemas.old ? base : name);
  };
  for (let next = queue.shift(); next; next = queue.shift()) {
    const before = schemas.old[next.name];
    const after = schemas.new[next.name];
    if (isJson(before) && isJson(after)) compareSchemas(ctx, next.direction, resourceOf(next.name), next.name, before, after);
  }
  return [...changes.values()].sort((a, b) => Number(b.breaking) - Number(a.breaking) || a.key.localeCompare(b.key));
}

function compareOperation(ctx: CompareContext, op: string, before: Json, after: Json): void {
  // Parameters, by where they go and their name.
  const params = (o: Json) => new Map((Array.isArray(o.parameters) ? (o.parameters as Json[]) : []).map((p) => [`${String(p.in)} ${String(p.name)}`, p]));
  const oldParams = params(before);
  const newParams = params(after);
  for (const [id, p] of oldParams) {
    const name = String(p.name);
    const next = newParams.get(id);
    if (!next) {
      ctx.add(`${op} parameter ${name} removed`, true, op);
      continue;
    }
    if (next.required === true && p.required !== true) ctx.add(`${op} parameter ${name} made required`, true, op);
    compareSchemas(ctx, 'request', `${op} parameter ${name}`, op, obj(p.schema), obj(next.schema));
  }
  for (const [id, p] of newParams) {
    if (!oldParams.has(id)) ctx.add(`${op} parameter ${String(p.name)} added${p.required === true ? ' as required' : ''}`, p.required === true, op);
  }

  // The request body, per media type.
  const oldBody = obj(before.requestBody);
  const newBody = obj(after.requestBody);
  if (newBody.required === true && oldBody.required !== true && before.requestBody !== undefined) ctx.add(`${op} request body made required`, true, op);
  if (before.requestBody === undefined && newBody.required === true) ctx.add(`${op} request body added as required`, true, op);
  compareContent(ctx, 'request', `${op} request`, op, obj(oldBody.content), obj(newBody.content));

  // Answers, per status.
  const oldAnswers = obj(before.responses);
  const newAnswers = obj(after.responses);
  for (const status of Object.keys(oldAnswers)) {
    if (!(status in newAnswers)) ctx.add(`${op} status ${status} removed`, true, op);
  }
  for (const status of Object.keys(newAnswers)) {
    if (!(status in oldAnswers)) {
      ctx.add(`${op} status ${status} added`, false, op);
      continue;
    }
    const answer = (a: unknown, side: 'old' | 'new') => {
      const r = obj(a);
      return typeof r.$ref === 'string' ? (ctx.resolve(r.$ref, side) ?? {}) : r;
    };
    compareContent(ctx, 'answer', `${op} ${status}`, op, obj(answer(oldAnswers[status], 'old').content), obj(answer(newAnswers[status], 'new').content));
  }
}

function compareContent(ctx: CompareContext, direction: Direction, label: string, op: string, before: Json, after: Json): void {
  for (const type of Object.keys(before)) {
    if (!(type in after)) {
      ctx.add(`${label} ${type} removed`, true, op);
      continue;
    }
    compareSchemas(ctx, direction, `${label} body`, op, obj(obj(before[type]).schema), obj(obj(after[type]).schema));
  }
  for (const type of Object.keys(after)) if (!(type in before)) ctx.add(`${label} ${type} added`, false, op);
}
