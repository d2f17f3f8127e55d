/**
 * Validating real API answers against the generated OpenAPI document, with
 * zod's JSON Schema reader (2020-12). It resolves only `#/$defs/...`
 * references, so the document's `#/components/schemas/...` are rewritten so.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import { z } from 'zod';
import type { JsonSchema, OpenApiDocument } from '../../runtime-shared/openapi';
import type { Answer } from './http';
import { ROOT } from './temp-project';

export function readOpenApi(root = ROOT): OpenApiDocument {
  return JSON.parse(readFileSync(path.join(root, 'generated/openapi.json'), 'utf8')) as OpenApiDocument;
}

const toDefs = (value: unknown): unknown =>
  JSON.parse(JSON.stringify(value).replaceAll('"#/components/schemas/', '"#/$defs/'));

/**
 * Validators made so far, per document and schema: making one reads every component schema of the
 * document (about 15 ms), and some files check hundreds of answers against the same few schemas.
 */
const validators = new WeakMap<OpenApiDocument, Map<string, z.ZodType>>();

/** A zod schema for `schema`, with the document's component schemas in reach. */
export function validatorFor(doc: OpenApiDocument, schema: JsonSchema): z.ZodType {
  let made = validators.get(doc);
  if (!made) validators.set(doc, (made = new Map()));
  const key = JSON.stringify(schema);
  let validator = made.get(key);
  if (!validator) made.set(key, (validator = z.fromJSONSchema(toDefs({ ...schema, $defs: doc.components.schemas }) as Parameters<typeof z.fromJSONSchema>[0])));
  return validator;
}

/** The JSON schema of an operation's answer with `status`. */
export function responseSchema(doc: OpenApiDocument, path: string, method: 'get' | 'post' | 'put' | 'patch' | 'delete', status: number): JsonSchema {
  const operation = doc.paths[path]?.[method];
  if (!operation) throw new Error(`no operation ${method} ${path}`);
  let response = operation.responses[String(status)];
  if (response && '$ref' in response) response = doc.components.responses[response.$ref.split('/').pop()!];
  const schema = response?.content?.['application/json']?.schema;
  if (!schema) throw new Error(`${method} ${path} documents no JSON answer with status ${status}`);
  return schema;
}

/** Problems of `body` against the documented answer, as readable lines; empty when it conforms. */
export function conformance(doc: OpenApiDocument, path: string, method: 'get' | 'post' | 'put' | 'patch' | 'delete', status: number, body: unknown): string[] {
  const result = validatorFor(doc, responseSchema(doc, path, method, status)).safeParse(body);
  return result.success ? [] : result.error.issues.map((i) => `${method.toUpperCase()} ${path} ${status}: ${i.path.join('.')}: ${i.message}`);
}

/**
 * Expects the status, that the operation documents it, and a body that
 * conforms to the documented answer (none for 204).
 */
export function expectConforms(doc: OpenApiDocument, answer: Answer, path: string, method: 'get' | 'post' | 'put' | 'patch' | 'delete', status: number): void {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  const operation = doc.paths[path]?.[method];
  expect(Object.keys(operation?.responses ?? {}), `${method} ${path}`).toContain(String(status));
  if (status === 204) expect(answer.body).toBeUndefined();
  else expect(conformance(doc, path, method, status, answer.body)).toEqual([]);
}
