/**
 * Issue 7 item 10: what Express or a body parser refuses is the client's
 * error: its 4xx status and the error shape, never a 500 and no stack logged.
 */
import { request } from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { call, login, type Answer } from '../helpers/http';
import { ADMIN, startTestServer, type TestServer } from '../helpers/server';

let server: TestServer;
let admin: string;
// Watches the server's log: a client error must not be logged as a failure.
const logged = vi.spyOn(console, 'error');

beforeAll(async () => {
  server = await startTestServer();
  admin = await login(server.url, ADMIN.email, ADMIN.password);
});
afterAll(() => server?.close());
afterEach(() => logged.mockClear());

/** A raw request whose body may be cut short: fetch cannot send a lying Content-Length. */
function raw(path: string, headers: Record<string, string>, body: string): Promise<Answer> {
  const url = new URL(path, server.url);
  return new Promise((resolve, reject) => {
    const req = request({ host: url.hostname, port: url.port, path: url.pathname, method: 'POST', headers }, (res) => {
      let text = '';
      res.on('data', (c) => (text += c));
      res.on('end', () => resolve({ status: res.statusCode!, body: JSON.parse(text) }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

describe('client errors keep their 4xx status', () => {
  it('a malformed %E0 path parameter is a 400', async () => {
    for (const path of ['/api/banner/%E0', '/api/applicant/%E0/files/resume']) {
      const res = await call(`${server.url}${path}`, { token: admin });
      expect(res.status, path).toBe(400);
      expect(res.body, path).toEqual({ error: { message: 'The path is not valid (malformed percent-encoding)' } });
    }
    expect(logged).not.toHaveBeenCalled();
  });

  it('a truncated multipart body is a 400', async () => {
    const boundary = 'XyZ';
    const body = `--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\nCut sh`;
    const res = await raw('/api/banner', { Authorization: `Bearer ${admin}`, 'Content-Type': `multipart/form-data; boundary=${boundary}`, 'Content-Length': String(body.length) }, body);
    expect(res).toEqual({ status: 400, body: { error: { message: 'The multipart body is malformed or incomplete' } } });
    const noBoundary = await raw('/api/banner', { Authorization: `Bearer ${admin}`, 'Content-Type': 'multipart/form-data' }, 'x');
    expect(noBoundary).toEqual({ status: 400, body: { error: { message: 'The multipart body is malformed or incomplete' } } });
    expect(logged).not.toHaveBeenCalled();
  });

  it('malformed JSON is a 400, a too large JSON body a 413, an unknown charset a 415', async () => {
    const bad = await call(`${server.url}/api/contact`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"name":' });
    expect(bad).toEqual({ status: 400, body: { error: { message: 'The request body is not valid JSON' } } });
    const big = await call(`${server.url}/api/contact`, { method: 'POST', json: { message: 'x'.repeat(1024 * 1024 + 1) } });
    expect(big).toEqual({ status: 413, body: { error: { message: 'The request body is too large' } } });
    const charset = await call(`${server.url}/api/contact`, { method: 'POST', headers: { 'Content-Type': 'application/json; charset=klingon' }, body: '{}' });
    expect(charset).toEqual({ status: 415, body: { error: { message: 'Unsupported content type or charset' } } });
    expect(logged).not.toHaveBeenCalled();
  });
});
