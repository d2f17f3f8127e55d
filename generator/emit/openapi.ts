/**
 * Emits `generated/openapi.json`: an OpenAPI 3.1 description of every
 * generated route and the sign-in routes, with record and input schemas
 * built from the same field kinds as the zod schemas. Pure and stable: the
 * same entities give the same bytes (no dates, keys in a fixed order).
 */
import type { JsonSchema, OpenApiDocument } from '../../runtime-shared/openapi';
import type { SanitizedEntity } from '../model';
import { ERROR_SCHEMA, errorResponses, SECURITY_SCHEMES } from './openapi-common';
import { authDocument } from './openapi-auth';
import { BACK_OFFICE_SCHEMAS } from './openapi-back-office';
import { DRAFT_SCHEMAS, scheduledChangesPaths } from './openapi-drafts';
import { entityPaths, healthPaths } from './openapi-paths';
import { HISTORY_VERSION } from './openapi-records';
import { entitySchemas } from './openapi-schemas';

const LIST_META: JsonSchema = {
  type: 'object',
  properties: { total: { type: 'integer', minimum: 0 }, page: { type: 'integer', minimum: 1 }, perPage: { type: 'integer', minimum: 1 } },
  required: ['total', 'page', 'perPage'],
  additionalProperties: false,
};

export interface OpenApiInfo {
  title: string;
  version: string;
}

/** The document as data; `emitOpenApi` writes it as text. */
export function buildOpenApi(entities: SanitizedEntity[], info: OpenApiInfo = { title: 'REST API', version: '1.0.0' }): OpenApiDocument {
  const auth = authDocument(entities.some((e) => e.name === 'api-key'));
  const schemas: Record<string, JsonSchema> = { Error: ERROR_SCHEMA, ListMeta: LIST_META, HistoryVersion: HISTORY_VERSION, ...auth.schemas, ...BACK_OFFICE_SCHEMAS };
  if (entities.some((e) => e.drafts)) Object.assign(schemas, DRAFT_SCHEMAS);
  for (const e of entities) Object.assign(schemas, entitySchemas(e, entities));
  return {
    openapi: '3.1.0',
    info: {
      ...info,
      description:
        'Generated from entities/*.entity.ts by `npm run generate`. Lists take `page`, `perPage`, `sort`, `q`, `filter[field]` (with operators and `or` groups), `fields` and `expand`; ' +
        'every error answers `{"error": {"message", "fields"?}}`.',
    },
    // Tools resolve every path against this: the API is served by the host that serves the document.
    servers: [{ url: '/' }],
    tags: [
      ...entities.map((e) => ({ name: e.pluralLabel, description: `/api/${e.name}` })),
      { name: 'Auth', description: 'Sign-in' },
      { name: 'System', description: 'Health check' },
      ...(entities.some((e) => e.drafts) ? [{ name: 'Scheduled changes', description: 'Publishing and unpublishing at set times' }] : []),
    ],
    paths: [...entities.map((e) => entityPaths(e, entities)), scheduledChangesPaths(entities), auth.paths, healthPaths()].reduce<OpenApiDocument['paths']>((all, p) => Object.assign(all, p), {}),
    components: { schemas, responses: errorResponses(), securitySchemes: SECURITY_SCHEMES },
  };
}

export function emitOpenApi(entities: SanitizedEntity[]): string {
  return `${JSON.stringify(buildOpenApi(entities), null, 2)}\n`;
}
