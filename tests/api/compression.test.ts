/**
 * gzip for browsers that accept it: the built web assets (compressed once,
 * cached for a year); API answers stay uncompressed. Raw bytes are read with
 * node:http, which, unlike fetch, does not decompress by itself.
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
  it('leaves JSON answers uncompressed', async () => {
    const list = await get(`${server.url}/api/banner?perPage=30`, { 'accept-encoding': 'gzip' });
    expect(list.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(list.body.toString('utf8')).meta.total).toBe(30);
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
