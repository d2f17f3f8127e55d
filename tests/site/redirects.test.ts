/**
 * Redirects on the public site (docs/redirects.md): answered before the page
 * cache and the site's router, with the visitor's query string kept; a page
 * kept in the cache under a moved page's old address is not sent again; a
 * redirect written through another server is answered within a second.
 * Real servers and the SSR bundle (`npm run build:web`).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtWebDir } from '../helpers/browser';
import { call } from '../helpers/http';
import { startTestServer, startWithAdmin, type TestServer } from '../helpers/server';

let server: TestServer;
let other: TestServer | undefined;
let admin: string;

beforeAll(async () => {
  // Only the API's own signals drop what a server remembers, as in production.
  ({ server, admin } = await startWithAdmin({ webDir: builtWebDir(), directWritesRefreshPages: false }));
}, 60_000);
afterAll(async () => {
  await other?.close();
  await server?.close();
});

const visit = async (url: string) => {
  const res = await fetch(url, { redirect: 'manual' });
  return { status: res.status, location: res.headers.get('location'), cache: res.headers.get('x-page-cache'), html: await res.text() };
};
const add = (base: string, json: object) => call(`${base}/api/redirect`, { method: 'POST', token: admin, json: { status: '301', ...json } });

describe('redirects on the public site', () => {
  it('answers 301 or 302 with the query string kept, whatever the trailing slash', async () => {
    expect((await add(server.url, { from_path: '/old-help', to: '/help-center' })).status).toBe(201);
    expect((await add(server.url, { from_path: '/partner-offer', to: 'https://partner.example.org/offer?ref=nimbus', status: '302' })).status).toBe(201);
    expect(await visit(`${server.url}/old-help?utm_source=mail&q=a%20b`)).toMatchObject({ status: 301, location: '/help-center?utm_source=mail&q=a%20b' });
    expect(await visit(`${server.url}/old-help/`)).toMatchObject({ status: 301, location: '/help-center' });
    // A path beyond ASCII, saved as typed, found as the browser sends it (escaped).
    expect((await add(server.url, { from_path: '/über-uns', to: '/about' })).status).toBe(201);
    expect(await visit(`${server.url}/über-uns`)).toMatchObject({ status: 301, location: '/about' });
    expect(await visit(`${server.url}/partner-offer?utm_source=ad`)).toMatchObject({ status: 302, location: 'https://partner.example.org/offer?ref=nimbus&utm_source=ad' });
    // Switched off: the site answers the path again (no page there: 404).
    const { id } = (await call(`${server.url}/api/redirect?filter[from_path]=/old-help`, { token: admin })).body.data[0];
    expect((await call(`${server.url}/api/redirect/${id}`, { method: 'PATCH', token: admin, json: { active: false } })).status).toBe(200);
    expect((await visit(`${server.url}/old-help`)).status).toBe(404);
  });

  it('does not send the kept page of a moved page\'s old address', async () => {
    const made = await call(`${server.url}/api/page`, { method: 'POST', token: admin, json: { slug: 'shipping', title: 'Shipping', body: '<p>We ship worldwide.</p>', published: true } });
    expect(made.status).toBe(201);
    expect((await visit(`${server.url}/shipping`)).status).toBe(200);
    expect(await visit(`${server.url}/shipping`)).toMatchObject({ status: 200, cache: 'hit' });
    expect((await call(`${server.url}/api/page/${made.body.data.id}`, { method: 'PATCH', token: admin, json: { slug: 'delivery' } })).status).toBe(200);
    expect(await visit(`${server.url}/shipping?from=footer`)).toMatchObject({ status: 301, location: '/delivery?from=footer', cache: null });
    const moved = await visit(`${server.url}/delivery`);
    expect(moved.status).toBe(200);
    expect(moved.html).toContain('We ship worldwide.');
  });

  it('answers a redirect written through another server within a second', async () => {
    other = await startTestServer({ databaseUrl: server.databaseUrl, webDir: builtWebDir(), directWritesRefreshPages: false });
    // This server has looked the path up (and remembered that no redirect starts there).
    expect((await visit(`${server.url}/team-old`)).status).toBe(404);
    expect((await visit(`${server.url}/team-old`)).status).toBe(404);
    const written = Date.now();
    expect((await add(other.url, { from_path: '/team-old', to: '/about' })).status).toBe(201);
    let answer = await visit(`${server.url}/team-old`);
    while (answer.status !== 301 && Date.now() - written < 3000) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      answer = await visit(`${server.url}/team-old`);
    }
    expect(answer).toMatchObject({ status: 301, location: '/about' });
    expect(Date.now() - written).toBeLessThan(1500);
  });
});
