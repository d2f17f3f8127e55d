/**
 * The tests' HTTP client (tests/helpers/http-client.ts) sends what `fetch` sends: the same request reaches a
 * server that records it (method, path, headers that matter, body with the multipart boundary named alike),
 * and redirects are followed, or not, as fetch follows them.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { send, type SendInit } from '../helpers/http-client';

let server: http.Server;
let base = '';
const seen: string[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const type = req.headers['content-type'] ?? '';
      const boundary = /boundary=(.+)$/.exec(type)?.[1];
      const body = Buffer.concat(chunks).toString('latin1');
      const headers = ['accept', 'accept-language', 'sec-fetch-mode', 'user-agent', 'authorization', 'x-extra'].map((h) => `${h}=${String(req.headers[h] ?? '')}`);
      // The boundaries differ (each client makes its own): named B, and the length compared with the body's.
      const length = req.headers['content-length'] === undefined ? 'no length' : Number(req.headers['content-length']) === Buffer.concat(chunks).length ? 'its length' : 'a wrong length';
      seen.push(`${req.method} ${req.url} ${type.replace(boundary ?? '\0', 'B')} ${headers.join(' ')} ${length} ${boundary ? body.replaceAll(boundary, 'B') : body}`);
      if (req.url?.startsWith('/redirect/')) {
        res.writeHead(Number(req.url.split('/')[2]), { Location: '/target' });
        res.end();
      } else res.end('ü');
    });
  });
  server.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function multipart(): FormData {
  const fd = new FormData();
  fd.append('title', 'line one\nline two');
  fd.append('na"me', 'quoted');
  fd.append('photo', new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' }), 'a "b".png');
  fd.append('plain', new Blob(['x']), 'x.bin');
  return fd;
}

const cases: [string, string, () => SendInit][] = [
  ['a GET', '/list?q=1', () => ({})],
  ['a JSON POST with a token', '/records', () => ({ method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: 'Bearer t' }, body: '{"a":1}' })],
  ['a string body without a type', '/text', () => ({ method: 'PUT', body: 'Zurück' })],
  ['a POST without a body', '/empty', () => ({ method: 'POST' })],
  ['a DELETE without a body', '/gone', () => ({ method: 'DELETE', headers: new Headers({ 'X-Extra': 'yes' }) })],
  ['a URLSearchParams body', '/form', () => ({ method: 'POST', body: new URLSearchParams({ a: '1', b: 'two words' }) })],
  ['a multipart body', '/upload', () => ({ method: 'POST', body: multipart() })],
  ['a 303 after a POST, followed with a GET', '/redirect/303', () => ({ method: 'POST', body: 'x' })],
  ['a 307 after a PATCH, followed with the same request', '/redirect/307', () => ({ method: 'PATCH', body: 'x' })],
  ['a 302, not followed when told', '/redirect/302', () => ({ redirect: 'manual' })],
];

describe('the tests’ HTTP client', () => {
  it.each(cases)('sends %s as fetch does', async (_name, path, init) => {
    seen.length = 0;
    const ours = await send(`${base}${path}`, init());
    const oursSeen = [...seen];
    seen.length = 0;
    const theirs = await fetch(`${base}${path}`, init());
    const theirsText = await theirs.text();
    expect(oursSeen).toEqual(seen.map((line) => line.replace(/ accept-encoding=[^ ]*/, '')));
    expect([ours.status, ours.headers.location, ours.bytes.toString('utf8')]).toEqual([theirs.status, theirs.headers.get('location') ?? undefined, theirsText]);
  });
});
