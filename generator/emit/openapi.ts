/**
 * Emits `generated/openapi.json`: an OpenAPI 3.1 description of every
 * generated route and the sign-in routes, with record and input schemas
 * built from the same field kinds as the zod schemas. Pure and stable: the
 * same entities give the same bytes (no dates, keys in a fixed order).
 */
import type { JsonSchema, OpenApiDocument } from '../../runtime-shared/openapi';
import type { SanitizedEntity } from '../model';
import { ERROR_SCHEMA, errorResponses, SECURITY_SCHEMES } from './openapi-common';
import { authPaths, entityPaths } from './openapi-paths';
import { entitySchemas } from './openapi-schemas';

const LIST_META: JsonSchema = {
  type: 'object',
  properties: { total: { type: 'integer', minimum: 0 }, page: { type: 'integer', minimum: 1 }, perPage: { type: 'integer', minimum: 1 } },
  required: ['total', 'page', 'perPage'],
  additionalProperties: false,
};

/** The account as runtime-server/auth/accounts.ts answers it: never the password hash. */
const AUTH_SCHEMAS: Record<string, JsonSchema> = {
  AuthUser: {
    type: 'object',
    properties: {
      id: { type: 'integer', minimum: 1 },
      email: { type: 'string', format: 'email' },
      first_name: { type: 'string' },
      last_name: { type: ['string', 'null'] },
      role_id: { type: ['integer', 'null'] },
      role: {
        oneOf: [
          {
            type: 'object',
            description: 'What the role grants: the back office at all, everything, or operations per entity',
            properties: {
              id: { type: 'integer' },
              key: { type: 'string' },
              name: { type: 'string' },
              admin_access: { type: 'boolean' },
              all_permissions: { type: 'boolean' },
              permissions: { type: 'object', additionalProperties: { type: 'array', items: { enum: ['read', 'create', 'update', 'delete'] } } },
            },
            required: ['id', 'key', 'name', 'admin_access', 'all_permissions', 'permissions'],
            additionalProperties: false,
          },
          { type: 'null' },
        ],
      },
    },
    required: ['id', 'email', 'first_name', 'last_name', 'role_id', 'role'],
    additionalProperties: false,
  },
  AuthSession: {
    type: 'object',
    properties: { token: { type: 'string', description: 'Send as `Authorization: Bearer <token>`' }, user: { $ref: '#/components/schemas/AuthUser' } },
    required: ['token', 'user'],
    additionalProperties: false,
  },
  LoginInput: {
    type: 'object',
    properties: { email: { type: 'string', minLength: 1 }, password: { type: 'string', minLength: 1 } },
    required: ['email', 'password'],
  },
  RegisterInput: {
    type: 'object',
    properties: {
      first_name: { type: 'string', minLength: 1, maxLength: 80 },
      last_name: { type: ['string', 'null'], maxLength: 80 },
      email: { type: 'string', format: 'email', maxLength: 254 },
      password: { type: 'string', minLength: 8, maxLength: 200, writeOnly: true },
    },
    required: ['first_name', 'email', 'password'],
  },
};

export interface OpenApiInfo {
  title: string;
  version: string;
}

/** The document as data; `emitOpenApi` writes it as text. */
export function buildOpenApi(entities: SanitizedEntity[], info: OpenApiInfo = { title: 'REST API', version: '1.0.0' }): OpenApiDocument {
  const schemas: Record<string, JsonSchema> = { Error: ERROR_SCHEMA, ListMeta: LIST_META, ...AUTH_SCHEMAS };
  for (const e of entities) Object.assign(schemas, entitySchemas(e, entities));
  return {
    openapi: '3.1.0',
    info: {
      ...info,
      description:
        'Generated from entities/*.entity.ts by `npm run generate`. Lists take `page`, `perPage`, `sort`, `q` and `filter[field]`; ' +
        'every error answers `{"error": {"message", "fields"?}}`.',
    },
    // Tools resolve every path against this: the API is served by the host that serves the document.
    servers: [{ url: '/' }],
    tags: [...entities.map((e) => ({ name: e.pluralLabel, description: `/api/${e.name}` })), { name: 'Auth', description: 'Sign-in' }],
    paths: Object.assign({}, ...entities.map(entityPaths), authPaths()),
    components: { schemas, responses: errorResponses(), securitySchemes: SECURITY_SCHEMES },
  };
}

export function emitOpenApi(entities: SanitizedEntity[]): string {
  return `${JSON.stringify(buildOpenApi(entities), null, 2)}\n`;
}
