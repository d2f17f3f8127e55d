/**
 * The operations of the document: every route of runtime-server/crud/router.ts
 * for each entity, and the sign-in routes of runtime-server/auth/routes.ts.
 */
import type { JsonSchema, OpenApiDocument, OpenApiMediaType, OpenApiOperation } from '../../runtime-shared/openapi';
import type { SanitizedEntity } from '../model';
import { accessErrors, errorRefs, ID_PARAMETER, listParameters, securityFor, type ErrorStatus } from './openapi-common';
import { hasUploads, inputName, ref, type InputOperation } from './openapi-schemas';

type Paths = OpenApiDocument['paths'];

const json = (schema: JsonSchema) => ({ 'application/json': { schema } });
const dataOf = (schema: JsonSchema): JsonSchema => ({ type: 'object', properties: { data: schema }, required: ['data'], additionalProperties: false });

/** Multipart parts of uploads carry their accepted content types. */
function multipart(e: SanitizedEntity, schema: JsonSchema): Record<string, OpenApiMediaType> {
  const encoding = Object.fromEntries(e.fields.filter((f) => f.meta.upload).map((f) => [f.name, { contentType: f.meta.upload!.mimeTypes.join(', ') }]));
  return { 'multipart/form-data': { schema, ...(Object.keys(encoding).length ? { encoding } : {}) } };
}

function body(e: SanitizedEntity, op: InputOperation) {
  const content = { ...json(ref(inputName(e, op, false))), ...multipart(e, ref(inputName(e, op, true))) };
  return { required: true, content };
}

/** Drops the operations whose access is `'none'` (they have no route), and paths left with none. */
function offered(e: SanitizedEntity, paths: Paths): Paths {
  const out: Paths = {};
  for (const [path, item] of Object.entries(paths)) {
    const kept = Object.fromEntries(Object.entries(item).filter(([, op]) => !(op && typeof op === 'object' && 'x-access' in op && op['x-access'] === 'none')));
    if (Object.keys(kept).some((k) => k !== 'parameters')) out[path] = kept as typeof item;
  }
  return out;
}

export function entityPaths(e: SanitizedEntity): Paths {
  return offered(e, allEntityPaths(e));
}

function allEntityPaths(e: SanitizedEntity): Paths {
  const tag = e.pluralLabel;
  const one = { description: `The ${e.label}`, content: json(dataOf(ref(e.pascal))) };
  const operation = (
    id: string,
    summary: string,
    op: 'read' | 'create' | 'update' | 'delete',
    errors: ErrorStatus[],
    rest: Partial<OpenApiOperation> & Pick<OpenApiOperation, 'responses'>,
  ): OpenApiOperation => ({
    operationId: `${id}${e.pascal}`,
    summary,
    tags: [tag],
    ...rest,
    responses: { ...rest.responses, ...errorRefs([...new Set([...errors, ...accessErrors(e.access[op])])].sort()) },
    security: securityFor(e.access[op]),
    'x-access': e.access[op],
  });
  const writeErrors: ErrorStatus[] = [400, 409, 413, 415];
  const uploads = hasUploads(e) ? ' Files are uploaded with multipart/form-data.' : '';
  const list = {
    description: `A page of ${e.pluralLabel}`,
    content: json({
      type: 'object',
      properties: {
        data: { type: 'array', items: ref(e.pascal) },
        meta: { $ref: '#/components/schemas/ListMeta' },
      },
      required: ['data', 'meta'],
      additionalProperties: false,
    }),
  };
  const methodOverride: JsonSchema = {
    allOf: [ref(inputName(e, 'Update', true)), { type: 'object', properties: { _method: { enum: ['PUT', 'PATCH'] } }, required: ['_method'] }],
  };
  if (e.singleton) {
    const maybe = { description: `The ${e.label}, or null before it is first saved`, content: json(dataOf({ oneOf: [ref(e.pascal), { type: 'null' }] })) };
    return {
      [`/api/${e.name}`]: {
        get: operation('get', `Get the ${e.label}`, 'read', [], { responses: { 200: maybe } }),
        put: operation('save', `Save the ${e.label}`, 'update', writeErrors, {
          description: `Creates the one record, or replaces it. JSON or multipart/form-data.${uploads}`,
          requestBody: body(e, 'Update'),
          responses: { 200: one },
        }),
      },
    };
  }
  const actions: Paths = e.actions.length
    ? {
        [`/api/${e.name}/{id}/actions/{action}`]: {
          parameters: [ID_PARAMETER, { name: 'action', in: 'path', required: true, schema: { type: 'string', enum: e.actions.map((a) => a.name) } }],
          post: operation('runAction', `Run a declared status change of a ${e.label}`, 'update', [400, 404, 409], {
            description: e.actions.map((a) => `\`${a.name}\`: ${a.label}${a.from ? ` (from ${Object.entries(a.from).map(([f, v]) => `${f} ${v.join('/')}`).join(', ')})` : ''}`).join('; '),
            responses: { 200: one },
          }),
        },
      }
    : {};
  return {
    ...actions,
    [`/api/${e.name}`]: {
      get: operation('list', `List ${e.pluralLabel}`, 'read', [400], { parameters: listParameters(e), responses: { 200: list } }),
      post: operation('create', `Create a ${e.label}`, 'create', writeErrors, {
        description: `JSON or multipart/form-data.${uploads}`,
        requestBody: body(e, 'Create'),
        responses: { 201: { description: `The created ${e.label}`, content: one.content } },
      }),
    },
    [`/api/${e.name}/{id}`]: {
      parameters: [ID_PARAMETER],
      get: operation('get', `Get a ${e.label}`, 'read', [400, 404], { responses: { 200: one } }),
      put: operation('replace', `Replace a ${e.label}`, 'update', [...writeErrors, 404], { requestBody: body(e, 'Update'), responses: { 200: one } }),
      patch: operation('update', `Change some fields of a ${e.label}`, 'update', [...writeErrors, 404], { requestBody: body(e, 'Patch'), responses: { 200: one } }),
      post: operation('updateByPost', `Update a ${e.label} with _method`, 'update', [...writeErrors, 404], {
        description: 'A multipart update as the original admin client sends it: `_method=PUT` replaces, `_method=PATCH` changes only the fields sent.',
        requestBody: { required: true, content: multipart(e, methodOverride) },
        responses: { 200: one },
      }),
      delete: operation('delete', `Delete a ${e.label}`, 'delete', [400, 404, 409], { responses: { 204: { description: 'Deleted, with its files' } } }),
    },
  };
}

/** `GET /api/health` (runtime-server/http/health.ts), mounted by every app. */
export function healthPaths(): Paths {
  return {
    '/api/health': {
      get: {
        operationId: 'health',
        summary: 'Whether the server and its database answer',
        tags: ['System'],
        security: [],
        'x-access': 'public',
        responses: {
          200: {
            description: 'Up',
            content: json(dataOf({ type: 'object', properties: { status: { const: 'ok' } }, required: ['status'], additionalProperties: false })),
          },
          503: { description: 'The database does not answer', content: json(ref('Error')) },
        },
      },
    },
  };
}

const session = (status: string) => ({ [status]: { description: 'Signed in', content: json(dataOf(ref('AuthSession'))) } });

/** The hand-written sign-in routes every app mounts (runtime-server/auth/routes.ts). */
export function authPaths(): Paths {
  const auth = (id: string, summary: string, rest: Pick<OpenApiOperation, 'responses'> & Partial<OpenApiOperation>): OpenApiOperation => ({
    operationId: id,
    summary,
    tags: ['Auth'],
    security: [],
    'x-access': 'public',
    ...rest,
  });
  return {
    '/api/auth/login': {
      post: auth('login', 'Sign in', {
        requestBody: { required: true, content: json(ref('LoginInput')) },
        responses: { ...session('200'), ...errorRefs([400, 401, 429]) },
      }),
    },
    '/api/auth/register': {
      post: auth('register', 'Create a customer account and sign in', {
        requestBody: { required: true, content: json(ref('RegisterInput')) },
        responses: { ...session('201'), ...errorRefs([400, 409]) },
      }),
    },
    '/api/auth/me': {
      get: auth('me', 'The signed-in user', {
        security: securityFor('authenticated'),
        'x-access': 'authenticated',
        responses: { 200: { description: 'The user of the token', content: json(dataOf(ref('AuthUser'))) }, ...errorRefs([401]) },
      }),
    },
  };
}
