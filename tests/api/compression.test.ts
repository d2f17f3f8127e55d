/**
 * gzip for clients that accept it: JSON and HTML answers of 1 KB or more, and
 * the built web assets (compressed once, cached for a year). Raw bytes are
 * read with node:http, which, unlike fetch, does not decompress by itself.
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

  it('leaves answers under 1 KB as they are', async () => {
    const health = await get(`${server.url}/api/health`, { 'accept-encoding': 'gzip' });
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(health.body.toString('utf8'))).toEqual({ data: { status: 'ok' } });
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
