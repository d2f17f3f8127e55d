/**
 * The operations of the document: every route of runtime-server/crud/router.ts
 * for each entity (the account routes are in openapi-auth.ts).
 */
import { isLocalized, missingTranslation, readLocale, writeLocale } from './openapi-locales';
import type { JsonSchema, OpenApiDocument, OpenApiMediaType, OpenApiOperation } from '../../runtime-shared/openapi';
import type { SanitizedEntity } from '../model';
import { SELECTION_MEDIA_TYPE } from '../../runtime-shared/list-query';
import { errorRefs, ID_PARAMETER, IF_NONE_MATCH, listParameters, NOT_MODIFIED, READ_HEADERS, securityFor, selectionParameters } from './openapi-common';
import { errorStatuses, type OperationKind } from './openapi-errors';
import { hasUploads, inputName, ref, type InputOperation } from './openapi-schemas';
import { pascalCase } from '../names';
import { backOfficePaths } from './openapi-back-office';
import { IF_MATCH, PURGE, recordPaths, TRASHED } from './openapi-records';
import { DRAFT, DRAFT_NOTE, draftPaths, PREVIEW } from './openapi-drafts';

type Paths = OpenApiDocument['paths'];

export const json = (schema: JsonSchema) => ({ 'application/json': { schema } });
export const dataOf = (schema: JsonSchema): JsonSchema => ({ type: 'object', properties: { data: schema }, required: ['data'], additionalProperties: false });

/** Multipart parts of uploads carry their accepted content types. */
function multipart(e: SanitizedEntity, schema: JsonSchema): Record<string, OpenApiMediaType> {
  const encoding = Object.fromEntries(e.fields.filter((f) => f.meta.upload).map((f) => [f.name, { contentType: f.meta.upload!.mimeTypes.join(', ') }]));
  return { 'multipart/form-data': { schema, ...(Object.keys(encoding).length ? { encoding } : {}) } };
}

/** JSON always; multipart/form-data only for entities with uploads (the others answer it 415). */
function body(e: SanitizedEntity, op: InputOperation) {
  const content = { ...json(ref(inputName(e, op, false))), ...(hasUploads(e) ? multipart(e, ref(inputName(e, op, true))) : {}) };
  return { required: true, content };
}

/** `GET /api/<name>/{id}/files/<field>` for each private file field (runtime-server/uploads/private-files.ts). */
function downloadPaths(e: SanitizedEntity, operation: (id: string, summary: string, rest: Pick<OpenApiOperation, 'responses'> & Partial<OpenApiOperation>) => OpenApiOperation): Paths {
  const paths: Paths = {};
  for (const f of e.fields.filter((x) => x.meta.upload?.private)) {
    const content = Object.fromEntries(f.meta.upload!.mimeTypes.map((m) => [m, { schema: { type: 'string', contentMediaType: m } }]));
    paths[`/api/${e.name}/{id}/files/${f.name}`] = {
      parameters: [ID_PARAMETER],
      get: operation(`download${pascalCase(f.name)}`, `Download the ${f.label.toLowerCase()} of a ${e.label}`, {
        description: `A private file: sent as an attachment to callers who may read the record; 404 when the record has none.`,
        responses: {
          200: { description: `The file, as an attachment (Content-Disposition: attachment)`, content },
          302: { description: 'With S3_SIGNED_URL_SECONDS set: the file is downloaded from the bucket through a URL signed for that many seconds (Location)', headers: { Location: { description: 'The signed URL', schema: { type: 'string', format: 'uri' } } } },
        },
      }),
    };
  }
  return paths;
}

/** One place a media-library file is used (runtime-server/uploads/library.ts `Usage`). */
const USAGE: JsonSchema = {
  type: 'object',
  properties: {
    entity: { type: 'string', description: 'The entity of the record, e.g. banner' },
    entityLabel: { type: 'string' },
    id: { type: 'integer' },
    title: { type: 'string', description: "The record's name, or its label and id" },
    field: { type: 'string', description: 'The image or file field that shows the file' },
    fieldLabel: { type: 'string' },
    adminPath: { type: ['string', 'null'], description: "The record's admin edit screen, e.g. /admin/edit-banner/3" },
    trashed: { type: 'boolean', description: "The record is in its entity's trash" },
  },
  required: ['entity', 'entityLabel', 'id', 'title', 'field', 'fieldLabel', 'adminPath', 'trashed'],
  additionalProperties: false,
};

const USAGE_RESPONSE: JsonSchema = {
  type: 'object',
  properties: {
    data: { type: 'array', items: USAGE },
    meta: {
      type: 'object',
      properties: { hidden: { type: 'integer', minimum: 0, description: 'Places in records the caller may not read: counted, never named' } },
      required: ['hidden'],
      additionalProperties: false,
    },
  },
  required: ['data', 'meta'],
  additionalProperties: false,
};

/** `GET /api/<library>/{id}/usage` for the media library (runtime-server/crud/router.ts). */
function usagePaths(e: SanitizedEntity, operation: (id: string, summary: string, rest: Pick<OpenApiOperation, 'responses'> & Partial<OpenApiOperation>) => OpenApiOperation): Paths {
  if (!e.library) return {};
  return {
    [`/api/${e.name}/{id}/usage`]: {
      parameters: [ID_PARAMETER],
      get: operation('usage', `Where a ${e.label} file is used`, {
        description:
          "Every record field (of any entity, trashed rows included) that shows the file and that the caller may read (their role's read grant on the record's entity); `meta.hidden` counts the others. While there is one, deleting the file answers 409.",
        responses: { 200: { description: 'The places, in entity and id order', content: json(USAGE_RESPONSE) } },
      }),
    },
  };
}

/** What owner access means for the operation, after its own description (runtime-server/crud/ownership.ts). */
function withOwnerNote(e: SanitizedEntity, op: 'read' | 'create' | 'update' | 'delete', description: string | undefined): { description?: string } {
  const owner = e.owner;
  let note: string | undefined;
  if (owner && e.access[op] === 'owner') {
    const rows = op === 'read' ? 'Rows are limited to the caller\'s own' : `Only the caller's own ${e.pluralLabel.toLowerCase()} can be ${op === 'update' ? 'changed' : 'deleted'}`;
    note = `${rows} (\`${owner}\` is their account); staff whose role grants ${op} on ${e.name} reach every row. Another user's row answers 404, as a missing one does.`;
    if (op === 'update') note += ` The owner never changes: a \`${owner}\` in the body is ignored.`;
  } else if (owner && op === 'create' && e.access.create !== 'admin') {
    note = `The new ${e.label.toLowerCase()} belongs to the caller: \`${owner}\` is set from the token and a value in the body is ignored (staff whose role grants create on ${e.name} may name any owner).`;
  }
  const text = [description, note].filter(Boolean).join(' ');
  return text ? { description: text } : {};
}

/** Drops the operations whose access is `'none'` (they have no route), and paths left with none. */
function offered(e: SanitizedEntity, paths: Paths): Paths {
  const out: Paths = {};
  for (const [path, item] of Object.entries(paths)) {
    const kept = Object.fromEntries(Object.entries(item).filter(([, op]) => !(op && typeof op === 'object' && 'x-access' in op && op['x-access'] === 'none')));
    if (Object.keys(kept).some((k) => k !== 'parameters')) out[path] = kept;
  }
  return out;
}

export function entityPaths(e: SanitizedEntity, all: SanitizedEntity[]): Paths {
  return { ...backOfficePaths(e), ...draftPaths(e), ...offered(e, allEntityPaths(e, all)) };
}

function allEntityPaths(e: SanitizedEntity, all: SanitizedEntity[]): Paths {
  const tag = e.pluralLabel;
  const one = { description: `The ${e.label}`, content: json(dataOf(ref(e.pascal))) };
  // Reads: an ETag and a caching policy, 304 for a kept answer, and the selection's own media type.
  const selected = (schema: JsonSchema) => ({ [SELECTION_MEDIA_TYPE]: { schema } });
  const read = { parameters: [...selectionParameters(e, all), IF_NONE_MATCH] };
  const oneRead = { description: one.description, headers: READ_HEADERS, content: { ...one.content, ...selected(dataOf(ref(`${e.pascal}Selection`))) } };
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
    ...withOwnerNote(e, op, rest.description),
    responses: { ...rest.responses, ...errorRefs(errorStatuses(kind, e.access[op], e.softDelete, Boolean(e.drafts))) },
    security: securityFor(e.access[op]),
    'x-access': e.access[op],
  });
  const uploads = hasUploads(e) ? ' Files are uploaded with multipart/form-data.' : '';
  const page = (item: string): JsonSchema => ({
    type: 'object',
    properties: {
      data: { type: 'array', items: ref(item) },
      meta: { $ref: '#/components/schemas/ListMeta' },
    },
    required: ['data', 'meta'],
    additionalProperties: false,
  });
  const list = { description: `A page of ${e.pluralLabel}`, headers: READ_HEADERS, content: { ...json(page(e.pascal)), ...selected(page(`${e.pascal}Selection`)) } };
  const withMethod = (method: 'PUT' | 'PATCH', op: InputOperation): JsonSchema => ({
    allOf: [ref(inputName(e, op, true)), { type: 'object', properties: { _method: { const: method } }, required: ['_method'] }],
  });
  const methodOverride: JsonSchema = { oneOf: [withMethod('PUT', 'Update'), withMethod('PATCH', 'Patch')] };
  if (e.singleton) {
    const maybe = { description: `The ${e.label}, or null before it is first saved`, content: json(dataOf({ oneOf: [ref(e.pascal), { type: 'null' }] })) };
    return {
      [`/api/${e.name}`]: {
        get: operation('singletonGet', 'get', `Get the ${e.label}`, 'read', { parameters: [IF_NONE_MATCH], responses: { 200: { ...maybe, headers: READ_HEADERS }, 304: NOT_MODIFIED } }),
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
    // Before the record's own path: the contract test runs operations in this order, and the record's DELETE comes last.
    ...recordPaths(e),
    ...downloadPaths(e, (id, summary, rest) => operation('download', id, summary, 'read', rest)),
    ...usagePaths(e, (id, summary, rest) => operation('get', id, summary, 'read', rest)),
    [`/api/${e.name}`]: {
      get: operation('list', 'list', `List ${e.pluralLabel}`, 'read', { parameters: [...listParameters(e), ...(e.softDelete ? [TRASHED] : []), ...readLocale(e), ...missingTranslation(e), ...read.parameters, ...(e.drafts ? [PREVIEW] : [])], responses: { 200: list, 304: NOT_MODIFIED } }),
      post: operation('create', 'create', `Create a ${e.label}`, 'create', {
        description: `JSON or multipart/form-data.${uploads}`,
        ...(isLocalized(e) ? { parameters: writeLocale(e) } : {}),
        requestBody: body(e, 'Create'),
        responses: { 201: { description: `The created ${e.label}`, content: one.content } },
      }),
    },
    [`/api/${e.name}/{id}`]: {
      parameters: [ID_PARAMETER],
      get: operation('get', 'get', `Get a ${e.label}`, 'read', { parameters: [...read.parameters, ...(e.drafts ? [DRAFT, PREVIEW] : []), ...readLocale(e)], ...(e.drafts ? { description: DRAFT_NOTE } : {}), responses: { 200: oneRead, 304: NOT_MODIFIED } }),
      put: operation('replace', 'replace', `Replace a ${e.label}`, 'update', { parameters: [IF_MATCH, ...writeLocale(e)], requestBody: body(e, 'Update'), responses: { 200: one } }),
      patch: operation('patch', 'update', `Change some fields of a ${e.label}`, 'update', { parameters: [IF_MATCH, ...writeLocale(e)], requestBody: body(e, 'Patch'), responses: { 200: one } }),
      post: operation('updateByPost', 'updateByPost', `Update a ${e.label} with _method`, 'update', {
        parameters: [IF_MATCH, ...writeLocale(e)],
        description: 'An update as the original admin client sends it (multipart for entities with files): `_method=PUT` replaces, `_method=PATCH` changes only the fields sent.',
        requestBody: { required: true, content: hasUploads(e) ? multipart(e, methodOverride) : json(methodOverride) },
        responses: { 200: one },
      }),
      delete: e.softDelete
        ? operation('delete', 'delete', `Move a ${e.label} to the trash, or purge it`, 'delete', { parameters: [PURGE], responses: { 204: { description: 'Moved to the trash; with purge=1 removed for good, with its files' } } })
        : operation('delete', 'delete', `Delete a ${e.label}`, 'delete', { responses: { 204: { description: 'Deleted, with its files' } } }),
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
