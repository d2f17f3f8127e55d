/**
 * The JSON body parser runs on every /api request that may carry a body (all
 * methods but GET and HEAD), before routing, access checks and validation:
 * whatever the operation, a body that is not JSON is a 400, one over 1 MB a
 * 413 and one in an unsupported charset a 415. Every operation of the served
 * document documents those three answers, and each is checked here against
 * the document, for every such operation. No GET or HEAD route reads a body,
 * so theirs is not parsed: it is ignored, whatever it holds.
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

/** Every operation but the health check (it answers before any body is read), its path filled in: those with a body, or the GETs. */
function operations(which: 'with a body' | 'get' = 'with a body'): { path: string; method: Method; url: string }[] {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    METHODS.filter((m) => item[m] && path !== '/api/health' && (m === 'get') === (which === 'get')).map((method) => ({ path, method, url: path.replace(/\{action\}/g, 'publish').replace(/\{\w+\}/g, '1') })),
  );
}

/** JSON answers parsed; the others (CSV exports, the API's HTML reference, files) as text. */
function parsed(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Through node:http: fetch refuses a body on GET, which a client may still send. */
function send(url: string, method: Method, body: string, contentType: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${server.url}${url}`, { method: method.toUpperCase(), headers: { 'Content-Type': contentType, 'Content-Length': Buffer.byteLength(body) } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, body: parsed(Buffer.concat(chunks).toString()) }));
    });
    // The server may answer 413 and close before the whole body is sent.
    req.on('error', (error: NodeJS.ErrnoException) => (error.code === 'EPIPE' || error.code === 'ECONNRESET' ? undefined : reject(error)));
    req.end(body);
  });
}

describe('the JSON body parser, on every operation', () => {
  it('answers a body that is not JSON with a documented 400', async () => {
    expect(operations().length).toBeGreaterThan(200);
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

describe('a GET with a body', () => {
  it('is answered as without one: the body is not parsed, whatever it holds', async () => {
    const gets = operations('get');
    expect(gets.length).toBeGreaterThan(100);
    const plain = await send('/api/banner?perPage=1', 'get', '', 'application/json');
    expect(plain.status).toBe(200);
    for (const body of ['{"not json', OVER_1MB, '{"page": 2}']) {
      for (const contentType of ['application/json', 'application/json; charset=latin1']) {
        expect(await send('/api/banner?perPage=1', 'get', body, contentType)).toEqual(plain);
      }
    }
    // On every GET operation, a body that is not JSON changes nothing: no 400 of the parser.
    for (const { path, url } of gets) {
      const answer = await send(url, 'get', '{"not json', 'application/json');
      expect(answer.body, `get ${path}`).not.toEqual({ error: { message: 'The request body is not valid JSON' } });
    }
  });
});
