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
