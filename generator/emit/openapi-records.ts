/**
 * The back-office routes of a record in the document (runtime-server/crud/record-routes.ts):
 * its history, restoring a version, and for soft-delete entities restoring
 * from the trash; also the parameters they add to the CRUD operations
 * (`trashed`, `purge`, `If-Match`). Every one of them is for staff only.
 */
import type { JsonSchema, OpenApiDocument, OpenApiOperation, OpenApiParameter } from '../../runtime-shared/openapi';
import type { SanitizedEntity } from '../model';
import { errorRefs, ID_PARAMETER, securityFor } from './openapi-common';
import { errorStatuses, type OperationKind } from './openapi-errors';
import { ref } from './openapi-schemas';

type Paths = OpenApiDocument['paths'];

const json = (schema: JsonSchema) => ({ 'application/json': { schema } });
const values: JsonSchema = { type: ['object', 'null'], description: "The record's values (secrets as \"[redacted]\"); null before a creation or after a deletion" };

/** One entry of `GET /api/<name>/{id}/history`. */
export const HISTORY_VERSION: JsonSchema = {
  type: 'object',
  properties: {
    version: { type: 'integer', minimum: 1, description: "The change's number in the record's history, from 1 (oldest)" },
    at: { type: 'string', description: 'When (ISO 8601, UTC)' },
    operation: { type: 'string', enum: ['create', 'update', 'delete', 'action'] },
    action: { type: ['string', 'null'], description: 'The declared action, `restore` (from the trash), `purge`, or `restore version <n>`' },
    user_email: { type: ['string', 'null'], description: 'Who' },
    changed: { type: 'array', items: { type: 'string' }, description: 'The fields changed' },
    before: values,
    after: values,
  },
  required: ['version', 'at', 'operation', 'action', 'user_email', 'changed', 'before', 'after'],
  additionalProperties: false,
};

export const IF_MATCH: OpenApiParameter = {
  name: 'If-Match',
  in: 'header',
  description: 'The `updated_at` of the copy you edited, e.g. `"2026-11-23T14:05:00.000Z"`: when the record changed since, the update answers 409 naming the fields changed meanwhile. Leave it out to overwrite regardless.',
  schema: { type: 'string' },
};

export const TRASHED: OpenApiParameter = {
  name: 'trashed',
  in: 'query',
  description: '`only`: the records in the trash instead of the live ones (staff with the read grant).',
  schema: { type: 'string', enum: ['only'] },
};

export const PURGE: OpenApiParameter = {
  name: 'purge',
  in: 'query',
  description: '`1`: remove the record for good, also from the trash (staff with the delete grant); otherwise it moves to the trash.',
  schema: { type: 'string', enum: ['1'] },
};

/** An operation for staff only (records and back-office tools): the admin access and its answers. */
export function staffOperation(e: SanitizedEntity, kind: OperationKind, id: string, summary: string, rest: Partial<OpenApiOperation> & Pick<OpenApiOperation, 'responses'>): OpenApiOperation {
  return {
    operationId: `${id}${e.pascal}`,
    summary,
    tags: [e.pluralLabel],
    ...rest,
    responses: { ...rest.responses, ...errorRefs(errorStatuses(kind, 'admin')) },
    security: securityFor('admin'),
    'x-access': 'admin',
  };
}

export function recordPaths(e: SanitizedEntity): Paths {
  if (e.singleton || e.access.update === 'none') return {};
  const one = { description: `The ${e.label}`, content: json({ type: 'object', properties: { data: ref(e.pascal) }, required: ['data'], additionalProperties: false }) };
  const history = { type: 'object', properties: { data: { type: 'array', items: ref('HistoryVersion') } }, required: ['data'], additionalProperties: false } satisfies JsonSchema;
  const version: OpenApiParameter = { name: 'version', in: 'path', required: true, description: 'A version number of the history.', schema: { type: 'integer', minimum: 1, maximum: 999999 } };
  const paths: Paths = {
    [`/api/${e.name}/{id}/history`]: {
      parameters: [ID_PARAMETER],
      get: staffOperation(e, 'history', 'history', `The history of a ${e.label}`, {
        description: 'Its versions from the audit log, newest first: who, when, the fields changed, the values before and after. Staff with the read grant.',
        responses: { 200: { description: 'The versions', content: json(history) } },
      }),
    },
    [`/api/${e.name}/{id}/history/{version}/restore`]: {
      parameters: [ID_PARAMETER, version],
      post: staffOperation(e, 'restoreVersion', 'restoreVersion', `Restore an earlier version of a ${e.label}`, {
        description: 'Saves the values the record had after that version as an update (validated like one, and itself a new version). Secrets and files are kept as they are. 409 for a version that deleted the record. Staff with the update grant.',
        responses: { 200: one },
      }),
    },
  };
  if (e.softDelete) {
    paths[`/api/${e.name}/{id}/restore`] = {
      parameters: [ID_PARAMETER],
      post: staffOperation(e, 'restore', 'restore', `Restore a ${e.label} from the trash`, {
        description: 'Brings the record back from the trash; a record not in the trash is answered as it is. Staff with the delete grant.',
        responses: { 200: one },
      }),
    };
  }
  return paths;
}
