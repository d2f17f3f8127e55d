/**
 * gzip for clients that accept it: JSON and HTML answers of 1 KB or more, and
 * the built web assets (compressed once, cached for a year). Raw bytes are
 * read with node:http, which, unlike fetch, does not decompress by itself.
 * And the security headers every answer carries (recorded from helmet once at
 * start, runtime-server/http/security-headers.ts), on the same server.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server';

let server: TestServer;
let webDir: string;
const script = `console.log(${JSON.stringify('a line of the app bundle '.repeat(200))});\n`;

function get(url: string, headers: Record<string, string>): Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
}

beforeAll(async () => {
  webDir = mkdtempSync(path.join(tmpdir(), 'compression-web-'));
  mkdirSync(path.join(webDir, 'assets'));
  writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>t</title>');
  writeFileSync(path.join(webDir, 'assets', 'app-3f2a9c.js'), script);
  server = await startTestServer({ webDir });
  const now = new Date().toISOString();
  const [service] = await server.db('services').insert({ name: 'Cloud', created_at: now, updated_at: now }).returning('id');
  const rows = Array.from({ length: 30 }, (_, i) => ({ title: `Banner ${i}`, sub_title: 'A subtitle', photo: 'uploads/banner/x.png', service_id: (service as { id: number }).id, created_at: now, updated_at: now }));
  await server.db('banners').insert(rows);
});

afterAll(async () => {
  await server.close();
  rmSync(webDir, { recursive: true, force: true });
});

/** helmet's headers with our options (SECURITY_HEADER_OPTIONS), as the browser receives them. */
const SECURITY_HEADERS = {
  'content-security-policy':
    "default-src 'self';base-uri 'self';font-src 'self' https: data:;form-action 'self';frame-ancestors 'self';img-src 'self' data: blob: https:;object-src 'none';script-src 'self';script-src-attr 'none';style-src 'self' 'unsafe-inline';upgrade-insecure-requests;frame-src 'self' https://www.youtube.com https://www.youtube-nocookie.com https://player.vimeo.com",
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'same-origin',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

describe('security headers', () => {
  it('are on every kind of answer: JSON, an error, HTML, a built asset, the health check', async () => {
    for (const path of ['/api/banner?perPage=2', '/api/banner/999999', '/api/docs', '/assets/app-3f2a9c.js', '/api/health']) {
      const answer = await get(`${server.url}${path}`, { 'accept-encoding': 'gzip' });
      expect(answer.status, path).toBeLessThan(500);
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(answer.headers[name], `${path}: ${name}`).toBe(value);
      expect(answer.headers['x-powered-by'], path).toBeUndefined();
    }
  });
});

describe('compression', () => {
  it('gzips a JSON answer of 1 KB or more for a client that accepts it, and only then', async () => {
    const list = await get(`${server.url}/api/banner?perPage=30`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(list.status).toBe(200);
    expect(list.headers['content-encoding']).toBe('gzip');
    expect(list.headers['vary']).toMatch(/Accept-Encoding/);
    expect(list.headers['content-type']).toBe('application/json; charset=utf-8');
    const text = gunzipSync(list.body).toString('utf8');
    expect(JSON.parse(text).meta.total).toBe(30);
    expect(list.body.length).toBeLessThan(text.length / 4);

    const plain = await get(`${server.url}/api/banner?perPage=30`, {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(plain.body.toString('utf8')).meta.total).toBe(30);
    const refused = await get(`${server.url}/api/banner?perPage=30`, { 'accept-encoding': 'gzip;q=0' });
    expect(refused.headers['content-encoding']).toBeUndefined();
  });

  it('leaves answers under 1 KB as they are, without Vary: the same whatever the client accepts', async () => {
    const health = await get(`${server.url}/api/health`, { 'accept-encoding': 'gzip' });
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.headers['vary']).toBeUndefined();
    expect(JSON.parse(health.body.toString('utf8'))).toEqual({ data: { status: 'ok' } });
    const one = await get(`${server.url}/api/banner/1`, { 'accept-encoding': 'gzip' });
    expect(one.status).toBe(200);
    expect(one.headers['content-encoding']).toBeUndefined();
    expect(one.headers['vary']).toBe('Authorization');
    expect((JSON.parse(one.body.toString('utf8')) as { data: { title: string } }).data.title).toBe('Banner 0');
  });

  it('marks a large answer Vary: Accept-Encoding for a client without gzip too (another client gets it gzipped)', async () => {
    const plain = await get(`${server.url}/api/banner?perPage=30`, {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['vary']).toBe('Authorization, Accept-Encoding');
  });

  it('gzips an HTML answer', async () => {
    const docs = await get(`${server.url}/api/docs`, { 'accept-encoding': 'gzip' });
    expect(docs.status).toBe(200);
    expect(docs.headers['content-encoding']).toBe('gzip');
    expect(docs.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(gunzipSync(docs.body).toString('utf8')).toMatch(/^<!doctype html>/i);
  });

  it('serves a built asset gzipped with a year-long immutable cache, and plain to others', async () => {
    const zipped = await get(`${server.url}/assets/app-3f2a9c.js`, { 'accept-encoding': 'gzip' });
    expect(zipped.status).toBe(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zipped.body.length).toBeLessThan(script.length / 5);
    expect(gunzipSync(zipped.body).toString('utf8')).toBe(script);

    const plain = await get(`${server.url}/assets/app-3f2a9c.js`, {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString('utf8')).toBe(script);
  });
});
