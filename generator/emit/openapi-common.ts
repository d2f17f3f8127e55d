/**
 * What every operation of the document shares: the error shape and the
 * responses that use it, the bearer security scheme and how access levels
 * map onto it, and the list query language.
 */
import { DEFAULT_EXPAND_DEPTH, LIST_LIMITS, SELECTION_MEDIA_TYPE, SYSTEM_FILTERS, filterableNames, type FilterOperator } from '../../runtime-shared/list-query';
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

/** The related records' shown fields that `sort` takes, for relations declared `sortable`: `category.name`. */
export function relatedSorts(e: SanitizedEntity): string[] {
  return e.fields.filter((f) => f.meta.sortsByShown && f.meta.relation).map((f) => `${f.meta.relation!.as}.${f.meta.relation!.show}`);
}

export function listParameters(e: SanitizedEntity): OpenApiParameter[] {
  const fields = [...sortableFields(e), ...relatedSorts(e)];
  // An unescaped dot (`category.name`): the pattern stays a plain list of names, a little looser than the server.
  const one = `-?(${fields.join('|')})`;
  const searchable = e.fields.filter((f) => f.meta.searchable).map((f) => f.name);
  return [
    { name: 'page', in: 'query', description: 'The page, from 1.', schema: { type: 'integer', minimum: 1, maximum: MAX_INT, default: 1 } },
    { name: 'perPage', in: 'query', description: 'Records per page.', schema: { type: 'integer', minimum: 1, maximum: 100, default: 20 } },
    {
      name: 'sort',
      in: 'query',
      description: `Comma-separated fields, \`-\` for descending, e.g. \`-created_at,id\`${relatedSorts(e).length ? `; \`${relatedSorts(e)[0]}\` sorts by the related record's field (one the caller may not read sorts as empty)` : ''}. Default: \`${e.defaultSort}\`.`,
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
      description: FILTER_DESCRIPTION,
      style: 'deepObject',
      explode: true,
      schema: filterSchema(e),
    },
  ];
}

const FILTER_DESCRIPTION = [
  'Conditions the records must all meet. `filter[field]=value`: equals (`null`: the field is empty).',
  '`filter[field][operator]=value` with the operators each field lists: `eq`, `ne` (differs, or is empty), `gte`, `lte`,',
  `\`in\` / \`nin\` (comma-separated, at most ${LIST_LIMITS.inValues} values; \`nin\` lets empty values pass), \`contains\` / \`startsWith\``,
  '(case-insensitive, `%` and `_` match themselves), `null` / `notNull` (`true`). Money in cents, dates as YYYY-MM-DD.',
  `\`filter[or][<n>][field]...\`: records meeting any branch (n from 0 to ${LIST_LIMITS.orBranches - 1}), nested at most ${LIST_LIMITS.orDepth} deep;`,
  `at most ${LIST_LIMITS.conditions} conditions in all. A field, operator or value the list does not take answers 400 naming the parameter.`,
].join(' ');

/** What `filter[...]` takes: per field a value, or the operators of its kind; and `or` branches of the same. */
export function filterSchema(e: SanitizedEntity): JsonSchema {
  const byField = filterFields(e);
  const properties: Record<string, JsonSchema> = {};
  for (const [name, ops] of byField) {
    properties[name] = {
      anyOf: [
        { type: 'string', description: 'Equals; `null`: empty' },
        { type: 'object', properties: Object.fromEntries(ops.map((op) => [op, { type: 'string' }])), additionalProperties: false },
      ],
    };
  }
  properties.or = { type: 'array', maxItems: LIST_LIMITS.orBranches, description: 'Branches of the same conditions; a record meeting any of them matches', items: { type: 'object' } };
  return { type: 'object', properties, additionalProperties: false };
}

/** Field names that `filter[...]` accepts with their operators, as runtime-shared/list-query.ts `filterableFields` gives them. */
export function filterFields(e: SanitizedEntity): [string, readonly FilterOperator[]][] {
  const system: [string, readonly FilterOperator[]][] = Object.entries(SYSTEM_FILTERS);
  return [...system, ...filterableNames(e.fields.map((f) => f.meta))];
}

/** `fields` and `expand` of a list or record read (runtime-server/crud/selection.ts). */
export function selectionParameters(e: SanitizedEntity, all: SanitizedEntity[]): OpenApiParameter[] {
  const fields = ['id', ...e.fields.filter((f) => !f.meta.writeOnly).map((f) => f.name), 'created_at', 'updated_at'];
  const paths = expandPaths(e, all, e.expandDepth ?? DEFAULT_EXPAND_DEPTH);
  const answer = `The answer is then \`${SELECTION_MEDIA_TYPE}\` (records as \`${e.pascal}Selection\` describes them).`;
  const parameters: OpenApiParameter[] = [
    {
      name: 'fields',
      in: 'query',
      description: `Only these fields of each record, comma-separated (\`id\` always comes); a relation's record comes with its field. ${answer}`,
      style: 'form',
      explode: false,
      schema: { type: 'array', items: { type: 'string', enum: fields }, minItems: 1 },
    },
  ];
  if (paths.length) {
    parameters.push({
      name: 'expand',
      in: 'query',
      description:
        `Related records attached whole instead of their id and shown field, comma-separated, \`.\` for a level deeper (at most ${e.expandDepth ?? DEFAULT_EXPAND_DEPTH}). ` +
        `Each is read as its own entity shows it to the caller (access, public filter): one the caller may not read is null (left out of a many-to-many list), its id stays in the field. With \`fields\`, the relation's field must be among them. ${answer}`,
      style: 'form',
      explode: false,
      schema: { type: 'array', items: { type: 'string', enum: paths }, minItems: 1 },
    });
  }
  return parameters;
}

/** Every relation path `expand` takes, up to `depth` levels: `service`, `service.category`. */
function expandPaths(e: SanitizedEntity, all: SanitizedEntity[], depth: number, prefix = ''): string[] {
  if (depth === 0) return [];
  return e.fields.flatMap((f) => {
    const rel = f.meta.relation ?? f.meta.manyToMany;
    const target = rel && !f.meta.writeOnly ? all.find((t) => t.name === rel.entity) : undefined;
    return rel && target ? [`${prefix}${rel.as}`, ...expandPaths(target, all, depth - 1, `${prefix}${rel.as}.`)] : [];
  });
}

export const IF_NONE_MATCH: OpenApiParameter = {
  name: 'If-None-Match',
  in: 'header',
  description: 'The ETag of an answer you kept: while the answer would be the same, it is a 304 without a body.',
  schema: { type: 'string' },
};

/** The headers of a read's 200 (runtime-server/crud/read-caching.ts). */
export const READ_HEADERS: Record<string, { description: string; schema: JsonSchema }> = {
  ETag: { description: 'A weak validator of the body: send it back as If-None-Match', schema: { type: 'string' } },
  'Cache-Control': {
    description: '`no-store` where reading needs a sign-in; `private, no-cache` for a signed-in read of a public entity; for an anonymous one `public, max-age=<seconds>` when the entity declares `cache`, else `no-cache`',
    schema: { type: 'string' },
  },
};

export const NOT_MODIFIED = { description: 'Not modified: the answer is still the one of If-None-Match (no body)', headers: { ETag: READ_HEADERS.ETag! } };

export const ID_PARAMETER: OpenApiParameter = { name: 'id', in: 'path', required: true, description: 'The record id.', schema: { type: 'integer', minimum: 1, maximum: MAX_INT } };
