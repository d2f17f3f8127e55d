/**
 * The small part of OpenAPI 3.1 and JSON Schema 2020-12 that the generator
 * writes and the server's reference page reads. Loose on purpose: a JSON
 * Schema may carry any keyword, and the document is plain JSON.
 */

/** A JSON Schema (2020-12, the OpenAPI 3.1 dialect). */
export interface JsonSchema {
  type?: string | string[];
  $ref?: string;
  title?: string;
  description?: string;
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  format?: string;
  contentMediaType?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  [keyword: string]: unknown;
}

export interface OpenApiParameter {
  name: string;
  in: 'query' | 'path' | 'header' | 'cookie';
  description?: string;
  required?: boolean;
  style?: string;
  explode?: boolean;
  schema: JsonSchema;
}

export interface OpenApiMediaType {
  schema: JsonSchema;
  encoding?: Record<string, { contentType: string }>;
  /** A request that works as it is (the contract test sends it as the valid request). */
  example?: unknown;
}

export interface OpenApiResponse {
  description: string;
  content?: Record<string, OpenApiMediaType>;
  headers?: Record<string, { description: string; schema: JsonSchema }>;
}

export interface OpenApiOperation {
  operationId: string;
  summary: string;
  description?: string;
  tags: string[];
  parameters?: (OpenApiParameter | { $ref: string })[];
  requestBody?: { required: boolean; content: Record<string, OpenApiMediaType> };
  responses: Record<string, OpenApiResponse | { $ref: string }>;
  security: Record<string, string[]>[];
  /** Who may call the operation: `public`, `authenticated` or `admin` (the site's exam routes: `applicant`). */
  'x-access': string;
}

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; description?: string };
  servers: { url: string; description?: string }[];
  tags: { name: string; description?: string }[];
  paths: Record<string, Partial<Record<HttpMethod, OpenApiOperation>> & { parameters?: OpenApiParameter[] }>;
  components: {
    schemas: Record<string, JsonSchema>;
    responses: Record<string, OpenApiResponse>;
    parameters?: Record<string, OpenApiParameter>;
    securitySchemes: Record<string, { type: string; scheme?: string; bearerFormat?: string; in?: string; name?: string; description?: string }>;
  };
}

export const HTTP_METHODS: readonly HttpMethod[] = ['get', 'post', 'put', 'patch', 'delete'];

/**
 * What the JSON body parser answers on every /api operation, before routing and access checks: a
 * malformed body (400), one over 1 MB (413), an unsupported charset (415). Every operation documents them.
 */
export const BODY_PARSER_ERRORS = [400, 413, 415] as const;

/** Status → reusable response name and meaning, for the statuses the server answers. */
export const ERROR_RESPONSES = {
  400: ['BadRequest', 'The request is invalid: a field (see `fields`), the id or a query parameter'],
  401: ['Unauthorized', 'Sign-in needed: no token, or an expired or invalid one'],
  403: ['Forbidden', "The signed-in user's role does not allow this"],
  404: ['NotFound', 'No such record or route'],
  409: ['Conflict', 'A unique value is already used, the record is linked to other records, or (If-Match) it changed since you read it'],
  413: ['PayloadTooLarge', 'The body or an uploaded file is too large'],
  415: ['UnsupportedMediaType', "An uploaded file's content is not an accepted type, or the body's type is not supported"],
  429: ['TooManyRequests', 'Too many failed sign-ins, or too many submissions without signing in, from this address: wait and try again'],
} as const;

export type ErrorStatus = keyof typeof ERROR_RESPONSES;
