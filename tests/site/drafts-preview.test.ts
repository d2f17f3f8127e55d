/**
 * Drafts on the public site: a draft does not change the server-rendered page,
 * publishing does; a signed preview link shows the draft with the same page
 * components to anyone holding it, never enters the page cache or the sitemap,
 * expires, and refuses a tampered token; a scheduled publish drops the kept
 * page the moment it runs. Real server and SSR bundle (`npm run build:web`).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signPreview } from '../../runtime-server/drafts/preview-token';
import { call } from '../helpers/http';
import { startWithAdmin, TEST_SECRET, type TestServer } from '../helpers/server';
import { ROOT } from '../helpers/temp-project';

let server: TestServer;
let admin: string;

beforeAll(async () => {
  if (!existsSync(path.join(ROOT, 'dist/server/entry-server.js'))) throw new Error('dist/server is missing: run `npm run build:web` first (npm test does)');
  // Only the API's and the scheduler's own signals drop kept pages here, as in production.
  ({ server, admin } = await startWithAdmin({ webDir: path.join(ROOT, 'dist/web'), directWritesRefreshPages: false }));
}, 60_000);
afterAll(() => server?.close());

let count = 0;
async function livePage(published = true): Promise<{ id: number; slug: string }> {
  const slug = `delivery-terms-${++count}`;
  const res = await call(`${server.url}/api/page`, { method: 'POST', token: admin, json: { slug, title: 'Delivery terms', body: '<p>We deliver within five days.</p>', published } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { id: res.body.data.id as number, slug };
}

const saveDraft = (id: number, json: object) => call(`${server.url}/api/page/${id}/draft`, { method: 'PUT', token: admin, json });
const page = async (url: string) => {
  const res = await fetch(url, { redirect: 'manual' });
  return { status: res.status, headers: res.headers, html: await res.text() };
};
const previewLink = async (id: number) => (await call(`${server.url}/api/page/${id}/preview-link`, { method: 'POST', token: admin })).body.data as { url: string; expires_at: string };
/** The directives of an answer's Content-Security-Policy, by name. */
const csp = (res: { headers: Headers }): Record<string, string> =>
  Object.fromEntries(
    res.headers
      .get('content-security-policy')!
      .split(';')
      .map((directive) => {
        const [name, ...values] = directive.trim().split(' ');
        return [name, values.join(' ')];
      }),
  );
/** The link on this test server (PUBLIC_URL is http://site.test). */
const local = (url: string) => url.replace('http://site.test', server.url);

describe('drafts on the public site', () => {
  it('serves the published text while a draft waits, and the draft once published', async () => {
    const { id, slug } = await livePage();
    await saveDraft(id, { body: '<p>We deliver within two days.</p>' });
    const before = await page(`${server.url}/${slug}`);
    expect(before.status).toBe(200);
    expect(before.html).toContain('We deliver within five days.');
    expect(before.html).not.toContain('two days');
    expect((await call(`${server.url}/api/page/${id}/publish`, { method: 'POST', token: admin })).status).toBe(200);
    const after = await page(`${server.url}/${slug}`);
    expect(after.html).toContain('We deliver within two days.');
  });

  it('shows the draft through a signed link without a sign-in, not kept, not indexed, under a banner', async () => {
    const { id, slug } = await livePage();
    await saveDraft(id, { title: 'Delivery terms 2027', body: '<p>We deliver within two days.</p>' });
    const { url, expires_at } = await previewLink(id);
    expect(url).toMatch(/^http:\/\/site\.test\/preview\/[\w-]+\.[\w-]+$/);
    expect(Date.parse(expires_at) - Date.now()).toBeGreaterThan(23 * 3600_000);
    const link = await page(local(url));
    expect(link.status).toBe(303);
    const location = link.headers.get('location')!;
    expect(location.startsWith(`/${slug}?preview=`)).toBe(true);
    // Another browser: no token, no cookie.
    const preview = await page(`${server.url}${location}`);
    expect(preview.status).toBe(200);
    expect(preview.html).toContain('We deliver within two days.');
    expect(preview.html).toContain('<h1>Delivery terms 2027</h1>');
    expect(preview.html).toContain('Preview of unpublished changes');
    expect(preview.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(preview.headers.get('cache-control')).toBe('no-store');
    expect(preview.headers.get('x-page-cache')).toBeNull();
    // The public page, asked twice after the preview, is still the published one (the preview was not kept).
    for (let i = 0; i < 2; i++) {
      const visitor = await page(`${server.url}/${slug}`);
      expect(visitor.html).toContain('We deliver within five days.');
      expect(visitor.html).not.toContain('two days');
      expect(visitor.html).not.toContain('Preview of unpublished changes');
    }
  });

  it('lets only the site itself frame a preview (the admin\'s live preview), with a fresh link after each save', async () => {
    const { id, slug } = await livePage();
    await saveDraft(id, { title: 'Delivery terms 2027' });
    const first = (await page(local((await previewLink(id)).url))).headers.get('location')!;
    await saveDraft(id, { title: 'Delivery terms 2028' });
    // The admin frames the path of a fresh link after each save: the one made before it is out of date.
    expect((await page(`${server.url}${first}`)).status).toBe(410);
    const location = (await page(local((await previewLink(id)).url))).headers.get('location')!;
    expect(location.startsWith(`/${slug}?preview=`)).toBe(true);
    const preview = await page(`${server.url}${location}`);
    expect(preview.status).toBe(200);
    expect(preview.html).toContain('<h1>Delivery terms 2028</h1>');
    // Framed by pages of its own origin only (the admin), never by another site; still not kept nor indexed.
    expect(csp(preview)['frame-ancestors']).toBe("'self'");
    expect(preview.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(preview.headers.get('cache-control')).toBe('no-store');
    expect(preview.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    // The admin may frame its own origin's pages (and the video embeds, nothing else).
    const admin = await page(`${server.url}/admin/edit-page/${id}`);
    expect(csp(admin)['frame-src']).toBe("'self' https://www.youtube.com https://www.youtube-nocookie.com https://player.vimeo.com");
    expect(csp(admin)['frame-ancestors']).toBe("'self'");
  });

  it('previews a page the public cannot see yet, and keeps it out of the sitemap', async () => {
    const { id, slug } = await livePage(false);
    await saveDraft(id, { body: '<p>Coming soon: next-day delivery.</p>' });
    expect((await page(`${server.url}/${slug}`)).status).toBe(404);
    const { url } = await previewLink(id);
    const location = (await page(local(url))).headers.get('location')!;
    const preview = await page(`${server.url}${location}`);
    expect(preview.status).toBe(200);
    expect(preview.html).toContain('Coming soon: next-day delivery.');
    const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
    expect(sitemap).not.toContain(slug);
    expect(sitemap).not.toContain('preview');
  });

  it('refuses a tampered link (404), an expired one and one the draft has moved past (410)', async () => {
    const { id, slug } = await livePage();
    await saveDraft(id, { body: '<p>We deliver within two days.</p>' });
    const { url } = await previewLink(id);
    const token = url.split('/preview/')[1]!;
    const [payload, signature] = token.split('.');
    // Another record's id in the same signed payload, or a changed signature.
    const otherPayload = Buffer.from(JSON.stringify(['page', id + 1, 'x', Date.now() + 3600_000])).toString('base64url');
    for (const forged of [`${otherPayload}.${signature}`, `${payload}.${signature!.startsWith('A') ? 'B' : 'A'}${signature!.slice(1)}`, 'nonsense']) {
      const refused = await page(`${server.url}/preview/${forged}`);
      expect(refused.status).toBe(404);
      expect(refused.html).toContain('This preview link is not valid.');
      expect(refused.headers.get('cache-control')).toBe('no-store');
      // The page route with the token refuses it the same way.
      expect((await page(`${server.url}/${slug}?preview=${forged}`)).status).toBe(404);
    }
    const version = (await call(`${server.url}/api/page/${id}/draft`, { token: admin })).body.data.status.version as string;
    const expired = signPreview(TEST_SECRET, { entity: 'page', id, version, expires: Date.now() - 1000 });
    const gone = await page(`${server.url}/preview/${expired}`);
    expect(gone.status).toBe(410);
    expect(gone.html).toContain('This preview link has expired. Ask for a new one.');
    expect((await page(`${server.url}/${slug}?preview=${expired}`)).html).not.toContain('two days');
    // Saved again: the link made for the earlier version no longer shows anything.
    await saveDraft(id, { body: '<p>We deliver within one day.</p>' });
    const outdated = await page(local(url));
    expect(outdated.status).toBe(410);
    expect(outdated.html).toContain('This preview is out of date');
    // The API answers an unsigned or forged X-Preview as it answers the public.
    const forgedRead = await call(`${server.url}/api/page/${id}`, { headers: { 'X-Preview': `${otherPayload}.${signature}` } });
    expect(forgedRead.body.data.body).toBe('<p>We deliver within five days.</p>');
  });

  it('drops the kept page the moment a scheduled publish runs', async () => {
    const { id, slug } = await livePage();
    await saveDraft(id, { body: '<p>New terms from March.</p>' });
    expect((await call(`${server.url}/api/page/${id}/schedule`, { method: 'POST', token: admin, json: { action: 'publish', at: '2027-03-01T09:00' } })).status).toBe(201);
    await page(`${server.url}/${slug}`);
    const kept = await page(`${server.url}/${slug}`);
    expect(kept.headers.get('x-page-cache')).toBe('hit');
    expect(kept.html).toContain('We deliver within five days.');
    const ran = await server.scheduler.runDueJobs(new Date('2027-03-01T14:00:00Z'));
    expect(ran.map((j) => [j.record_id, j.status])).toEqual([[id, 'done']]);
    const now = await page(`${server.url}/${slug}`);
    expect(now.headers.get('x-page-cache')).toBe('miss');
    expect(now.html).toContain('New terms from March.');
  });
});
