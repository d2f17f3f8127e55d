/**
 * The JSON body parser runs on every /api request, before routing, access
 * checks and validation: whatever the operation, a body that is not JSON is a
 * 400, one over 1 MB a 413 and one in an unsupported charset a 415. Every
 * operation of the served document documents those three answers, and each
 * is checked here against the document, for every operation.
 */
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenApiDocument } from '../../runtime-shared/openapi';
import type { Answer } from '../helpers/http';
import { expectConforms } from '../helpers/openapi';
import { startTestServer, type TestServer } from '../helpers/server';

let server: TestServer;
let doc: OpenApiDocument;

beforeAll(async () => {
  server = await startTestServer();
  doc = (await (await fetch(`${server.url}/api/openapi.json`)).json()) as OpenApiDocument;
});
afterAll(() => server?.close());

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
const METHODS: Method[] = ['get', 'post', 'put', 'patch', 'delete'];
const OVER_1MB = JSON.stringify({ text: 'x'.repeat(1_100_000) });

/** Every operation but the health check (it answers before any body is read), its path filled in. */
function operations(): { path: string; method: Method; url: string }[] {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    METHODS.filter((m) => item[m] && path !== '/api/health').map((method) => ({ path, method, url: path.replace(/\{action\}/g, 'publish').replace(/\{\w+\}/g, '1') })),
  );
}

/** Through node:http: fetch refuses a body on GET, which a client may still send. */
function send(url: string, method: Method, body: string, contentType: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${server.url}${url}`, { method: method.toUpperCase(), headers: { 'Content-Type': contentType, 'Content-Length': Buffer.byteLength(body) } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, body: JSON.parse(Buffer.concat(chunks).toString()) }));
    });
    // The server may answer 413 and close before the whole body is sent.
    req.on('error', (error: NodeJS.ErrnoException) => (error.code === 'EPIPE' || error.code === 'ECONNRESET' ? undefined : reject(error)));
    req.end(body);
  });
}

describe('the JSON body parser, on every operation', () => {
  it('answers a body that is not JSON with a documented 400', async () => {
    expect(operations().length).toBeGreaterThan(300);
    for (const { path, method, url } of operations()) {
      const answer = await send(url, method, '{"not json', 'application/json');
      expect(answer.body, `${method} ${path}`).toEqual({ error: { message: 'The request body is not valid JSON' } });
      expectConforms(doc, answer, path, method, 400);
    }
  });

  it('answers an unsupported charset with a documented 415', async () => {
    for (const { path, method, url } of operations()) {
      const answer = await send(url, method, '{}', 'application/json; charset=latin1');
      expect(answer.body, `${method} ${path}`).toEqual({ error: { message: 'Unsupported content type or charset' } });
      expectConforms(doc, answer, path, method, 415);
    }
  });

  it('answers a body over 1 MB with a documented 413', async () => {
    for (const { path, method, url } of operations()) {
      const answer = await send(url, method, OVER_1MB, 'application/json');
      expect(answer.body, `${method} ${path}`).toEqual({ error: { message: 'The request body is too large' } });
      expectConforms(doc, answer, path, method, 413);
    }
  });
});
