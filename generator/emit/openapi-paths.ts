/**
 * The operations of the document: every route of runtime-server/crud/router.ts
 * for each entity, and the sign-in routes of runtime-server/auth/routes.ts.
 */
import type { JsonSchema, OpenApiDocument, OpenApiMediaType, OpenApiOperation } from '../../runtime-shared/openapi';
import type { SanitizedEntity } from '../model';
import { errorRefs, ID_PARAMETER, listParameters, securityFor } from './openapi-common';
import { errorStatuses, type OperationKind } from './openapi-errors';
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

export function entityPaths(e: SanitizedEntity): Paths {
  const tag = e.pluralLabel;
  const one = { description: `The ${e.label}`, content: json(dataOf(ref(e.pascal))) };
  const operation = (
    kind: OperationKind,
    id: string,
    summary: string,
    op: 'read' | 'create' | 'update' | 'delete',
    rest: Partial<OpenApiOperation> & Pick<OpenApiOperation, 'responses'>,
  ): OpenApiOperation => ({
    operationId: `${id}${e.pascal}`,
    summary,
    tags: [tag],
    ...rest,
    responses: { ...rest.responses, ...errorRefs(errorStatuses(kind, e.access[op])) },
    security: securityFor(e.access[op]),
    'x-access': e.access[op],
  });
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
  const withMethod = (method: 'PUT' | 'PATCH', op: InputOperation): JsonSchema => ({
    allOf: [ref(inputName(e, op, true)), { type: 'object', properties: { _method: { const: method } }, required: ['_method'] }],
  });
  const methodOverride: JsonSchema = { oneOf: [withMethod('PUT', 'Update'), withMethod('PATCH', 'Patch')] };
  if (e.singleton) {
    const maybe = { description: `The ${e.label}, or null before it is first saved`, content: json(dataOf({ oneOf: [ref(e.pascal), { type: 'null' }] })) };
    return {
      [`/api/${e.name}`]: {
        get: operation('singletonGet', 'get', `Get the ${e.label}`, 'read', { responses: { 200: maybe } }),
        put: operation('singletonSave', 'save', `Save the ${e.label}`, 'update', {
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
          post: operation('action', 'runAction', `Run a declared status change of a ${e.label}`, 'update', {
            description: e.actions.map((a) => `\`${a.name}\`: ${a.label}${a.from ? ` (from ${Object.entries(a.from).map(([f, v]) => `${f} ${v.join('/')}`).join(', ')})` : ''}`).join('; '),
            responses: { 200: one },
          }),
        },
      }
    : {};
  return {
    ...actions,
    [`/api/${e.name}`]: {
      get: operation('list', 'list', `List ${e.pluralLabel}`, 'read', { parameters: listParameters(e), responses: { 200: list } }),
      post: operation('create', 'create', `Create a ${e.label}`, 'create', {
        description: `JSON or multipart/form-data.${uploads}`,
        requestBody: body(e, 'Create'),
        responses: { 201: { description: `The created ${e.label}`, content: one.content } },
      }),
    },
    [`/api/${e.name}/{id}`]: {
      parameters: [ID_PARAMETER],
      get: operation('get', 'get', `Get a ${e.label}`, 'read', { responses: { 200: one } }),
      put: operation('replace', 'replace', `Replace a ${e.label}`, 'update', { requestBody: body(e, 'Update'), responses: { 200: one } }),
      patch: operation('patch', 'update', `Change some fields of a ${e.label}`, 'update', { requestBody: body(e, 'Patch'), responses: { 200: one } }),
      post: operation('updateByPost', 'updateByPost', `Update a ${e.label} with _method`, 'update', {
        description: 'A multipart update as the original admin client sends it: `_method=PUT` replaces, `_method=PATCH` changes only the fields sent.',
        requestBody: { required: true, content: multipart(e, methodOverride) },
        responses: { 200: one },
      }),
      delete: operation('delete', 'delete', `Delete a ${e.label}`, 'delete', { responses: { 204: { description: 'Deleted, with its files' } } }),
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
        responses: { ...session('200'), ...errorRefs(errorStatuses('login', 'public')) },
      }),
    },
    '/api/auth/register': {
      post: auth('register', 'Create a customer account and sign in', {
        requestBody: { required: true, content: json(ref('RegisterInput')) },
        responses: { ...session('201'), ...errorRefs(errorStatuses('register', 'public')) },
      }),
    },
    '/api/auth/me': {
      get: auth('me', 'The signed-in user', {
        security: securityFor('authenticated'),
        'x-access': 'authenticated',
        responses: { 200: { description: 'The user of the token', content: json(dataOf(ref('AuthUser'))) }, ...errorRefs(errorStatuses('me', 'authenticated')) },
      }),
    },
  };
}
