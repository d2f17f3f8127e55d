/**
 * What every operation of the document shares: the error shape and the
 * responses that use it, the bearer security scheme and how access levels
 * map onto it, and the list query language.
 */
import type { AccessLevel } from '../../runtime-shared/meta';
import { MAX_INT } from '../../runtime-shared/validation';
import { BODY_PARSER_ERRORS, ERROR_RESPONSES, type ErrorStatus, type JsonSchema, type OpenApiDocument, type OpenApiParameter, type OpenApiResponse } from '../../runtime-shared/openapi';
import type { SanitizedEntity } from '../model';
import { ref } from './openapi-schemas';

export { ERROR_RESPONSES, type ErrorStatus };

export const BEARER = 'bearerAuth';

/** The one error shape of runtime-server/http/error-handler.ts. */
export const ERROR_SCHEMA: JsonSchema = {
  type: 'object',
  description: 'Every failure answers this shape; `fields` names the fields at fault, with a message for each.',
  properties: {
    error: {
      type: 'object',
      properties: {
        message: { type: 'string', description: 'Fit to show to the user' },
        fields: { type: 'object', additionalProperties: { type: 'string' }, description: 'Field name → message, e.g. {"title": "This field is required"}' },
      },
      required: ['message'],
      additionalProperties: false,
    },
  },
  required: ['error'],
  additionalProperties: false,
};


export function errorResponses(): Record<string, OpenApiResponse> {
  const json = { 'application/json': { schema: ref('Error') } };
  return Object.fromEntries(Object.values(ERROR_RESPONSES).map(([name, description]) => [name, { description, content: json }]));
}

/** `{ '400': { $ref } , ... }` for the given statuses and those of the body parser. */
export function errorRefs(statuses: ErrorStatus[]): Record<string, { $ref: string }> {
  const all = [...new Set<ErrorStatus>([...BODY_PARSER_ERRORS, ...statuses])].sort((a, b) => a - b);
  return Object.fromEntries(all.map((s) => [String(s), { $ref: `#/components/responses/${ERROR_RESPONSES[s][0]}` }]));
}

export const SECURITY_SCHEMES: OpenApiDocument['components']['securitySchemes'] = {
  [BEARER]: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description:
      'The token of POST /api/auth/login or /api/auth/register, as `Authorization: Bearer <token>`. `Bearer<token>` without the space is accepted too, as the original admin client sends it. ' +
      'An API key (POST /api/api-keys; it starts `ak_`) goes in the same header: it acts with its role, and its writes are audited under its name. ' +
      'A revoked or expired key, or one whose creator may no longer grant its role, is refused with 401.',
  },
};

/** An access level as an operation's `security`: public needs none; `admin` names the role the bearer must have. */
export function securityFor(level: AccessLevel): Record<string, string[]>[] {
  if (level === 'public') return [];
  return [{ [BEARER]: level === 'admin' ? ['admin'] : [] }];
}

/** Field names that `sort` and `filter[...]` accept, as runtime-server/crud/list-query.ts checks them. */
export function sortableFields(e: SanitizedEntity): string[] {
  return ['id', 'created_at', 'updated_at', ...e.fields.filter((f) => f.meta.sortable && !f.meta.writeOnly).map((f) => f.name)];
}

export function listParameters(e: SanitizedEntity): OpenApiParameter[] {
  const fields = sortableFields(e);
  const one = `-?(${fields.join('|')})`;
  const searchable = e.fields.filter((f) => f.meta.searchable).map((f) => f.name);
  return [
    { name: 'page', in: 'query', description: 'The page, from 1.', schema: { type: 'integer', minimum: 1, maximum: MAX_INT, default: 1 } },
    { name: 'perPage', in: 'query', description: 'Records per page.', schema: { type: 'integer', minimum: 1, maximum: 100, default: 20 } },
    {
      name: 'sort',
      in: 'query',
      description: `Comma-separated fields, \`-\` for descending, e.g. \`-created_at,id\`. Default: \`${e.defaultSort}\`.`,
      schema: { type: 'string', pattern: `^${one}(,${one})*$` },
    },
    {
      name: 'q',
      in: 'query',
      description: searchable.length ? `Text searched in ${searchable.join(', ')} (case-insensitive, contains).` : 'Text search; this entity has no searchable field.',
      schema: { type: 'string' },
    },
    {
      name: 'filter',
      in: 'query',
      description: 'Exact matches, as `filter[field]=value`; `null` matches an empty value. Ranges (dates, numbers, money in cents): `filter[field][gte]=value` and `filter[field][lte]=value`.',
      style: 'deepObject',
      explode: true,
      schema: { type: 'object', properties: Object.fromEntries(fields.map((f) => [f, { type: 'string' }])), additionalProperties: false },
    },
  ];
}

export const ID_PARAMETER: OpenApiParameter = { name: 'id', in: 'path', required: true, description: 'The record id.', schema: { type: 'integer', minimum: 1, maximum: MAX_INT } };
