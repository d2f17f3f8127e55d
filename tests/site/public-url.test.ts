/**
 * Issue 29 item 3: absolute URLs in rendered pages, the sitemap and
 * robots.txt come from PUBLIC_URL alone (the test server's is
 * http://site.test), never from the request's Host or X-Forwarded-Host, so
 * one request with a forged Host cannot poison the page kept for everyone.
 */
import { existsSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server';
import { ROOT } from '../helpers/temp-project';

const WEB_DIR = path.join(ROOT, 'dist/web');
const FORGED = { Host: 'evil.example', 'X-Forwarded-Host': 'evil.example', 'X-Forwarded-Proto': 'https' };
let server: TestServer;

beforeAll(async () => {
  if (!existsSync(path.join(ROOT, 'dist/server/entry-server.js'))) throw new Error('dist/server is missing: run `npm run build:web` first (npm test does)');
  server = await startTestServer({ webDir: WEB_DIR, demoContent: true });
}, 60_000);
afterAll(() => server?.close());

/** A GET with the forged headers (fetch does not let a caller set Host). */
function forged(pathname: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(`${server.url}${pathname}`, { headers: FORGED }, (res) => {
        let body = '';
        res.on('data', (c: Buffer) => (body += c.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });
}

const text = async (pathname: string) => (await fetch(`${server.url}${pathname}`)).text();

describe('absolute URLs come from PUBLIC_URL only', () => {
  it('a forged Host renders /about with the configured address, and the next visitor gets the same', async () => {
    const poisoned = await forged('/about');
    expect(poisoned.status).toBe(200);
    const normal = await text('/about');
    for (const html of [poisoned.body, normal]) {
      expect(html).toContain('<link rel="canonical" href="http://site.test/about">');
      expect(html).toContain('<meta property="og:url" content="http://site.test/about">');
      expect(html).not.toContain('evil.example');
    }
  });

  it("a product's og:image is on the configured address too", async () => {
    expect((await forged('/product-details/2')).status).toBe(200);
    const html = await text('/product-details/2');
    expect(html).toMatch(/<meta property="og:image" content="http:\/\/site\.test\/uploads\/product\/[0-9a-f]{16}-[0-9a-f]{8}\.png">/);
    expect(html).not.toContain('evil.example');
  });

  it('the sitemap and robots.txt name the configured address whatever the Host', async () => {
    const sitemap = await forged('/sitemap.xml');
    expect(sitemap.body).toContain('<loc>http://site.test/about</loc>');
    expect(sitemap.body).not.toContain('evil.example');
    const robots = await forged('/robots.txt');
    expect(robots.body).toContain('Sitemap: http://site.test/sitemap.xml');
    expect(robots.body).not.toContain('evil.example');
  });

  it('an absolute-form request target (GET http://evil.example/services) is the page of its path, read from this server', async () => {
    const { port } = new URL(server.url);
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(Number(port), '127.0.0.1', () => {
        socket.write('GET http://evil.example/services HTTP/1.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n');
      });
      let data = '';
      socket.on('data', (c: Buffer) => (data += c.toString()));
      socket.on('end', () => resolve(data));
      socket.on('error', reject);
    });
    expect(raw.slice(0, raw.indexOf('\r\n'))).toBe('HTTP/1.1 200 OK');
    expect(raw).toContain('<link rel="canonical" href="http://site.test/services">');
    expect(raw).not.toContain('evil.example');
  });
});
