/**
 * Small builders shared by the site's hand-written route descriptions
 * (shop/openapi.ts, careers/openapi.ts, dashboard-openapi.ts), so each one
 * writes the same answer envelope and reuses the generated error answers.
 */
import { BODY_PARSER_ERRORS, type JsonSchema } from '../../runtime-shared/openapi';

export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429;

const ERROR_RESPONSES: Record<ErrorStatus, string> = {
  400: 'BadRequest',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'NotFound',
  409: 'Conflict',
  413: 'PayloadTooLarge',
  415: 'UnsupportedMediaType',
  429: 'TooManyRequests',
};

export const ref = (name: string): JsonSchema => ({ $ref: `#/components/schemas/${name}` });

/** The generated document's error answers ({error: {message, fields?}}) for these statuses and those of the body parser. */
export const errors = (...statuses: ErrorStatus[]) =>
  Object.fromEntries(
    [...new Set<ErrorStatus>([...BODY_PARSER_ERRORS, ...statuses])].sort((a, b) => a - b).map((s) => [String(s), { $ref: `#/components/responses/${ERROR_RESPONSES[s]}` }]),
  );

/** A JSON answer `{data: <schema>}`. */
export const data = (schema: JsonSchema, description: string) => ({ description, content: { 'application/json': { schema: strict({ data: schema }) } } });

/** A required JSON request body. */
export const json = (schema: JsonSchema) => ({ required: true, content: { 'application/json': { schema } } });

/** An object with exactly these properties, all of them always answered. */
export const strict = (properties: Record<string, JsonSchema>): JsonSchema => ({ type: 'object', properties, required: Object.keys(properties), additionalProperties: false });
