/**
 * The contract test's view of generated/openapi.json: its operations, the
 * schemas of their bodies and answers, and an ajv (JSON Schema 2020-12,
 * strict) validator for what the server answers.
 */
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { HTTP_METHODS, type HttpMethod, type JsonSchema, type OpenApiDocument, type OpenApiOperation, type OpenApiParameter, type OpenApiResponse } from '../../../runtime-shared/openapi';
import { readOpenApi } from '../../helpers/openapi';

export const doc: OpenApiDocument = readOpenApi();

export interface Operation {
  method: HttpMethod;
  /** As in the document, e.g. `/api/banner/{id}`. */
  path: string;
  op: OpenApiOperation;
  parameters: OpenApiParameter[];
  /** The entity of `/api/<name>...` routes, e.g. `banner`; undefined for `/api/auth/...`. */
  entity?: string;
}

export function operations(): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    HTTP_METHODS.flatMap((method) => {
      const op = item[method];
      if (!op) return [];
      const parameters = [...(item.parameters ?? []), ...((op.parameters ?? []) as OpenApiParameter[])];
      const name = /^\/api\/([^/]+)/.exec(path)![1]!;
      return [{ method, path, op, parameters, ...(name === 'auth' ? {} : { entity: name }) }];
    }),
  );
}

/** A schema with its top-level `$ref` followed (one level is all the document uses). */
export function resolve(schema: JsonSchema): JsonSchema {
  return schema.$ref ? doc.components.schemas[schema.$ref.split('/').pop()!]! : schema;
}

export function requestSchema(o: Operation, mediaType: 'application/json' | 'multipart/form-data'): JsonSchema | undefined {
  return o.op.requestBody?.content[mediaType]?.schema;
}

// `discriminator`: blocks fields tell their block types apart by `type` (OpenAPI's keyword, which ajv checks when asked).
const ajv = new Ajv2020({ strict: true, allowUnionTypes: true, allErrors: true, discriminator: true });
addFormats(ajv);
const toDefs = (value: unknown): JsonSchema => JSON.parse(JSON.stringify(value).replaceAll('"#/components/schemas/', '"openapi#/$defs/')) as JsonSchema;
ajv.addSchema({ $id: 'openapi', $defs: toDefs(doc.components.schemas) });
/**
 * Validators by schema (its JSON): operations share most of their answers' schemas (the error answers, a
 * record's), and compiling one costs ajv milliseconds; compiled once per operation and status, they were a
 * tenth of the contract test's CPU.
 */
const validators = new Map<string, ValidateFunction>();
const validatorOf = new WeakMap<JsonSchema, ValidateFunction>();

/** The documented statuses of an operation, as strings. */
export const documentedStatuses = (o: Operation): string[] => Object.keys(o.op.responses);

/**
 * Problems of an answer against the document: its status must be listed, and
 * its body must match the schema documented for that status (no body for 204)
 * and the answer's media type (a read narrowed by `fields=` has its own).
 */
export function contractProblems(o: Operation, status: number, body: unknown, contentType = 'application/json'): string[] {
  const name = `${o.method.toUpperCase()} ${o.path}`;
  if (status >= 500) return [`${name} answered ${status}`];
  const listed = o.op.responses[String(status)];
  if (!listed) return [`${name} answered ${status}, which the document does not list (${documentedStatuses(o).join(', ')})`];
  const response: OpenApiResponse = '$ref' in listed ? (doc.components.responses[listed.$ref.split('/').pop()!] as OpenApiResponse) : listed;
  const mediaType = contentType in (response.content ?? {}) ? contentType : 'application/json';
  const schema = response.content?.[mediaType]?.schema;
  // A download (a private file) is documented by its media types, not a JSON schema.
  if (!schema && Object.keys(response.content ?? {}).length) return [];
  if (!schema) return body === undefined ? [] : [`${name} ${status}: the document lists no body, the answer has one`];
  const key = `${name} ${status} ${mediaType}`;
  let validate = validatorOf.get(schema);
  if (!validate) {
    const source = JSON.stringify(schema);
    validate = validators.get(source) ?? ajv.compile(toDefs(schema));
    validators.set(source, validate);
    validatorOf.set(schema, validate);
  }
  if (validate(body)) return [];
  return (validate.errors ?? []).map((e) => `${key}: ${e.instancePath || '/'} ${e.message}${e.params ? ` ${JSON.stringify(e.params)}` : ''}`);
}
