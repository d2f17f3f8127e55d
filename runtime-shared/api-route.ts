/**
 * A hand-written route declared once, in zod: the schemas its handler validates the body, query
 * and headers with are the ones its OpenAPI operation is made from (zod's own `z.toJSONSchema`),
 * and its answers are zod schemas too. The document cannot drift from what the route checks.
 *
 * Requests are described in zod's input direction (what a client may send: a `default()` makes a
 * field optional), answers in the output direction (what the server sends). A schema given an id
 * with `.meta({ id: 'Name' })` becomes `#/components/schemas/Name`; `component('Name')` stands for a
 * schema another part of the document defines (the generated records, `Error`, `ListMeta`).
 * `.meta({ description, examples })` documents a field; examples are kept for requests too (zod
 * leaves a transforming schema's examples out of the input direction).
 *
 * @example
 * export const START = apiRoute({
 *   method: 'post', path: '/api/payment/start', operationId: 'startPayment', tags: ['Shop'],
 *   summary: 'Start paying one of your orders', access: 'authenticated',
 *   body: z.object({ order_number: z.string().min(1).max(30) }),
 *   answers: { 200: { description: 'Where the buyer goes to pay', schema: data(z.object({ payment_url: z.string() })) } },
 *   errors: [401, 404, 409],
 * });
 * // The handler validates with the declaration: START.body.parse(req.body ?? {})
 */
import { z } from 'zod';
import {
  BODY_PARSER_ERRORS, ERROR_RESPONSES, type ErrorStatus, type HttpMethod, type JsonSchema, type OpenApiDocument, type OpenApiMediaType, type OpenApiOperation, type OpenApiParameter,
  type OpenApiResponse,
} from './openapi';

/** Who may call a route; `applicant` style levels name their security scheme themselves. */
export type RouteAccess = 'public' | 'authenticated' | 'admin' | { level: string; security: Record<string, string[]>[] };

/** An answer: its meaning, and the body's schema (none for 204). */
export interface RouteAnswer {
  description: string;
  schema?: z.ZodType;
}

/** A multipart form's file parts: they reach the handler through the upload step, not the zod schema. */
export interface FilePart {
  description: string;
  /** The accepted media types, e.g. `application/pdf, image/png`. */
  contentType: string;
  required: boolean;
}

type Shape = z.ZodObject<z.ZodRawShape>;

export interface RouteSpec<B extends z.ZodType | undefined, Q extends Shape | undefined, H extends Shape | undefined> {
  method: HttpMethod;
  /** As OpenAPI writes it: `/api/careers/jobs/{id}`. */
  path: string;
  operationId: string;
  summary: string;
  description?: string;
  tags: string[];
  access: RouteAccess;
  /** The path's parameters, e.g. `z.object({ id: z.int().min(1) })`. */
  params?: Shape;
  query?: Q;
  headers?: H;
  body?: B;
  /** A body that may be left out (default: required). */
  optionalBody?: boolean;
  /** Sent as multipart/form-data with these file parts beside the body's fields. */
  files?: Record<string, FilePart>;
  answers: Record<number, RouteAnswer>;
  /** Refusals answered with the one error shape; the body parser's 400, 413 and 415 are always added. */
  errors?: ErrorStatus[];
}

/** A declared route: its schemas (for the handler) and its OpenAPI description. */
export type ApiRoute<B extends z.ZodType | undefined = z.ZodType | undefined, Q extends Shape | undefined = Shape | undefined, H extends Shape | undefined = Shape | undefined> = RouteSpec<B, Q, H> & {
  readonly body: B;
  readonly query: Q;
  readonly headers: H;
};

export function apiRoute<B extends z.ZodType | undefined = undefined, Q extends Shape | undefined = undefined, H extends Shape | undefined = undefined>(
  spec: RouteSpec<B, Q, H>,
): ApiRoute<B, Q, H> {
  return spec as ApiRoute<B, Q, H>;
}

/** The `{data: ...}` envelope of the API's answers. */
export const data = <S extends z.ZodType>(schema: S) => z.object({ data: schema });

const COMPONENT = 'x-component';

/** A schema of the document that is defined elsewhere (generated records, `Error`, `ListMeta`): written as its `$ref`. */
export function component<T = Record<string, unknown>>(name: string): z.ZodType<T> {
  // Representable as an object for zod; the document writes only the reference (see `override`).
  return z.record(z.string(), z.unknown()).meta({ [COMPONENT]: name }) as unknown as z.ZodType<T>;
}

const COMPONENTS = '#/components/schemas/';

function override(ctx: { zodSchema: unknown; jsonSchema: Record<string, unknown> }): void {
  // zod bounds every integer to the safe range: true of any JSON number the API sends, and noise in the document.
  if (ctx.jsonSchema.maximum === Number.MAX_SAFE_INTEGER) delete ctx.jsonSchema.maximum;
  if (ctx.jsonSchema.minimum === Number.MIN_SAFE_INTEGER) delete ctx.jsonSchema.minimum;
  const meta: Record<string, unknown> | undefined = z.globalRegistry.get(ctx.zodSchema as z.ZodType);
  // zod leaves a transforming schema's examples out of the input direction (they might be outputs); ours are written as sent.
  if (Array.isArray(meta?.examples) && ctx.jsonSchema.examples === undefined) ctx.jsonSchema.examples = meta.examples;
  const name = meta?.[COMPONENT];
  if (typeof name !== 'string') return;
  for (const key of Object.keys(ctx.jsonSchema)) delete ctx.jsonSchema[key];
  ctx.jsonSchema.$ref = `${COMPONENTS}${name}`;
}

const toComponents = (json: unknown): JsonSchema => JSON.parse(JSON.stringify(json).replaceAll('"#/$defs/', `"${COMPONENTS}`)) as JsonSchema;

/**
 * The JSON Schema of `schema`, its named parts moved to `schemas` (the document's components).
 * A name used twice for different schemas (an input and an answer that differ) is a mistake: it throws.
 */
export function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output', schemas: Record<string, JsonSchema>): JsonSchema {
  const { $defs, ...json } = z.toJSONSchema(schema, { io, target: 'draft-2020-12', unrepresentable: 'throw', cycles: 'ref', reused: 'inline', override }) as Record<string, unknown>;
  // The document names the dialect once, not each schema.
  delete json.$schema;
  for (const [name, def] of Object.entries(($defs ?? {}) as Record<string, unknown>)) {
    const written = toComponents(def);
    if (schemas[name] && JSON.stringify(schemas[name]) !== JSON.stringify(written)) throw new Error(`Two different schemas are named ${name} (${io})`);
    schemas[name] = written;
  }
  return toComponents(json);
}

/** `{ '400': { $ref }, ... }` for these statuses and those of the body parser, in order. */
export function errorRefs(statuses: readonly ErrorStatus[]): Record<string, { $ref: string }> {
  const all = [...new Set<ErrorStatus>([...BODY_PARSER_ERRORS, ...statuses])].sort((a, b) => a - b);
  return Object.fromEntries(all.map((s) => [String(s), { $ref: `#/components/responses/${ERROR_RESPONSES[s][0]}` }]));
}

/** An access level as an operation's `security`: public needs none; `admin` names the role the bearer must have. */
export function securityOf(access: RouteAccess): { security: Record<string, string[]>[]; 'x-access': string } {
  if (typeof access === 'object') return { security: access.security, 'x-access': access.level };
  return { security: access === 'public' ? [] : [{ bearerAuth: access === 'admin' ? ['admin'] : [] }], 'x-access': access };
}

/** Each property of an object schema as one parameter `in` the path, query or headers. */
function parametersOf(shape: Shape | undefined, where: OpenApiParameter['in'], schemas: Record<string, JsonSchema>): OpenApiParameter[] {
  if (!shape) return [];
  const json = jsonSchemaOf(shape, 'input', schemas);
  const required = new Set(json.required ?? []);
  return Object.entries(json.properties ?? {}).map(([name, { description, ...schema }]) => ({
    name,
    in: where,
    ...(typeof description === 'string' ? { description } : {}),
    ...(where === 'path' || required.has(name) ? { required: true } : {}),
    schema,
  }));
}

function requestBody(route: ApiRoute, schemas: Record<string, JsonSchema>): OpenApiOperation['requestBody'] {
  if (!route.body) return undefined;
  const schema = jsonSchemaOf(route.body, 'input', schemas);
  if (!route.files) return { required: !route.optionalBody, content: { 'application/json': { schema } } };
  // The form's fields are the body's; its files are added beside them, as the upload step reads them.
  const target = schema.$ref ? schemas[schema.$ref.slice(COMPONENTS.length)]! : schema;
  const files = Object.entries(route.files);
  for (const [name, file] of files) {
    const part = z.string().meta({ contentMediaType: 'application/octet-stream', description: file.description });
    target.properties = { ...target.properties, [name]: jsonSchemaOf(part, 'input', schemas) };
    if (file.required) target.required = [...(target.required ?? []), name];
  }
  const media: OpenApiMediaType = { schema, encoding: Object.fromEntries(files.map(([name, file]) => [name, { contentType: file.contentType }])) };
  return { required: !route.optionalBody, content: { 'multipart/form-data': media } };
}

function answer(a: RouteAnswer, schemas: Record<string, JsonSchema>): OpenApiResponse {
  return a.schema ? { description: a.description, content: { 'application/json': { schema: jsonSchemaOf(a.schema, 'output', schemas) } } } : { description: a.description };
}

/** The OpenAPI operation of a declared route; the named schemas it uses are added to `schemas`. */
export function operationOf(route: ApiRoute, schemas: Record<string, JsonSchema>): OpenApiOperation {
  const parameters = [...parametersOf(route.params, 'path', schemas), ...parametersOf(route.query, 'query', schemas), ...parametersOf(route.headers, 'header', schemas)];
  const body = requestBody(route, schemas);
  const answers = Object.fromEntries(Object.entries(route.answers).map(([status, a]) => [status, answer(a, schemas)]));
  return {
    operationId: route.operationId,
    summary: route.summary,
    ...(route.description ? { description: route.description } : {}),
    tags: route.tags,
    ...securityOf(route.access),
    ...(parameters.length ? { parameters } : {}),
    ...(body ? { requestBody: body } : {}),
    responses: { ...answers, ...errorRefs(route.errors ?? []) },
  };
}

/** The paths and component schemas of declared routes. */
export function documentRoutes(routes: readonly ApiRoute[]): { paths: OpenApiDocument['paths']; schemas: Record<string, JsonSchema> } {
  const schemas: Record<string, JsonSchema> = {};
  const paths: OpenApiDocument['paths'] = {};
  for (const route of routes) paths[route.path] = { ...paths[route.path], [route.method]: operationOf(route, schemas) };
  return { paths, schemas };
}

/** `base` with declared routes, their schemas and tag added (and any security schemes they use). */
export function withRoutes(
  base: OpenApiDocument,
  add: { tag: { name: string; description: string }; routes: readonly ApiRoute[]; securitySchemes?: OpenApiDocument['components']['securitySchemes'] },
): OpenApiDocument {
  const { paths, schemas } = documentRoutes(add.routes);
  for (const name of Object.keys(schemas)) if (name in base.components.schemas) throw new Error(`The schema ${name} is in the document already`);
  return {
    ...base,
    tags: [...base.tags, add.tag],
    // A hand-written operation may sit beside generated ones on the same path (`POST /api/webhook` beside its list).
    paths: { ...base.paths, ...Object.fromEntries(Object.entries(paths).map(([p, item]) => [p, { ...base.paths[p], ...item }])) },
    components: {
      ...base.components,
      schemas: { ...base.components.schemas, ...schemas },
      securitySchemes: { ...base.components.securitySchemes, ...add.securitySchemes },
    },
  };
}
