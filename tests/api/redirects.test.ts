/**
 * Redirects over the API (docs/redirects.md): addresses are kept in one form, a
 * loop or a chain is refused with the field named, and a published content
 * page whose slug changes leaves a redirect from its old address, kept free of
 * chains as it moves again (site/server/redirects).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../helpers/http';
import { startWithAdmin, type TestServer } from '../helpers/server';

let server: TestServer;
let admin: string;

beforeAll(async () => {
  ({ server, admin } = await startWithAdmin());
}, 60_000);
afterAll(() => server?.close());

const add = (json: object) => call(`${server.url}/api/redirect`, { method: 'POST', token: admin, json: { status: '301', ...json } });
/** Every redirect as `from -> to (status)`, inactive ones marked. */
async function redirects(): Promise<string[]> {
  const rows = (await call(`${server.url}/api/redirect?perPage=100&sort=from_path`, { token: admin })).body.data as { from_path: string; to: string; status: string; active: boolean }[];
  return rows.map((r) => `${r.from_path} -> ${r.to} (${r.status}${r.active ? '' : ', inactive'})`);
}

describe('redirects written by staff', () => {
  it('keeps a pasted full address as its path, without a trailing slash; its own site\'s address as a path', async () => {
    const made = await add({ from_path: 'https://old.example.com/Old-Terms/?x=1', to: 'http://site.test/terms?from=old', status: '302' });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body.data).toMatchObject({ from_path: '/Old-Terms', to: '/terms?from=old', status: '302', active: true });
    // Characters beyond ASCII kept escaped, as browsers send them.
    expect((await add({ from_path: '/über-uns/', to: '/about?lang=dé' })).body.data).toMatchObject({ from_path: '/%C3%BCber-uns', to: '/about?lang=d%C3%A9' });
    expect((await add({ from_path: '/Old-Terms', to: '/elsewhere' })).body.error).toEqual({ message: 'Another redirect already starts from this address', fields: { from_path: 'Another redirect already starts from this address' } });
  });

  it('refuses a loop, a chain either way, and a redirect to itself, naming the field', async () => {
    expect((await add({ from_path: '/loop-a', to: '/loop-b' })).status).toBe(201);
    const loop = await add({ from_path: '/loop-b', to: '/loop-a' });
    expect(loop.status).toBe(400);
    expect(loop.body.error.fields).toEqual({ to: 'This would make a loop: /loop-a already redirects to /loop-b' });

    expect((await add({ from_path: '/chain-b', to: 'https://example.org/c' })).status).toBe(201);
    const chain = await add({ from_path: '/chain-a', to: '/chain-b/' });
    expect(chain.status).toBe(400);
    expect(chain.body.error.fields).toEqual({ to: '/chain-b already redirects to https://example.org/c: point this redirect straight to https://example.org/c' });
    // The other way round: something already leads to /loop-b, which would then lead on.
    const onward = await add({ from_path: '/loop-b', to: '/loop-c' });
    expect(onward.body.error.fields).toEqual({ from_path: '/loop-a already redirects to /loop-b: this would make a chain; point that redirect to the new address instead' });

    expect((await add({ from_path: '/same', to: 'http://site.test/same/' })).body.error.fields).toEqual({ to: 'A redirect cannot lead to its own address' });
    expect((await add({ from_path: '/admin/page-list', to: '/' })).body.error.fields).toEqual({ from_path: 'Addresses under /api, /admin and /uploads cannot be redirected' });
    expect((await add({ from_path: '/old-list?page=2', to: '/' })).body.error.fields).toEqual({ from_path: 'Enter a path on this site without ?, # or spaces, e.g. /old-terms' });
  });

  it('checks an inactive redirect again when it is switched on', async () => {
    const off = await add({ from_path: '/later-b', to: '/later-a', active: false });
    expect(off.status).toBe(201);
    expect((await add({ from_path: '/later-a', to: '/later-b' })).status).toBe(201);
    const on = await call(`${server.url}/api/redirect/${off.body.data.id}`, { method: 'PATCH', token: admin, json: { active: true } });
    expect(on.status).toBe(400);
    expect(on.body.error.fields).toEqual({ to: 'This would make a loop: /later-a already redirects to /later-b' });
  });
});

describe('a published page that moves', () => {
  const page = (json: object) => call(`${server.url}/api/page`, { method: 'POST', token: admin, json: { title: 'Terms', body: '<p>Terms.</p>', published: true, ...json } });
  const move = (id: number, slug: string) => call(`${server.url}/api/page/${id}`, { method: 'PATCH', token: admin, json: { slug } });

  it('leaves a redirect from its old address, and keeps redirects free of chains as it moves on and back', async () => {
    const id = (await page({ slug: 'terms-2026' })).body.data.id as number;
    expect((await move(id, 'terms-2027')).status).toBe(200);
    expect((await redirects()).filter((r) => r.startsWith('/terms'))).toEqual(['/terms-2026 -> /terms-2027 (301)']);

    const moved = await move(id, 'terms');
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect((await redirects()).filter((r) => r.startsWith('/terms'))).toEqual(['/terms-2026 -> /terms (301)', '/terms-2027 -> /terms (301)']);

    // Back where it started: the redirect from there goes, the others lead back.
    const back = await move(id, 'terms-2026');
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    expect((await redirects()).filter((r) => r.startsWith('/terms'))).toEqual(['/terms -> /terms-2026 (301)', '/terms-2027 -> /terms-2026 (301)']);
    // The one staff wrote to /terms (first test) leads there too, its query string kept.
    expect((await redirects()).filter((r) => r.startsWith('/Old-Terms'))).toEqual(['/Old-Terms -> /terms-2026?from=old (302)']);
  });

  it('leaves none for a page the public does not see, or a change that is only a draft', async () => {
    const hidden = (await page({ slug: 'hidden-terms', published: false })).body.data.id as number;
    expect((await move(hidden, 'hidden-terms-2')).status).toBe(200);
    const live = (await page({ slug: 'draft-terms' })).body.data.id as number;
    expect((await call(`${server.url}/api/page/${live}/draft`, { method: 'PUT', token: admin, json: { slug: 'draft-terms-2' } })).status).toBe(200);
    expect((await redirects()).filter((r) => r.includes('terms-2') && (r.includes('hidden') || r.includes('draft')))).toEqual([]);
    // Publishing the draft moves the page: now the redirect is made.
    expect((await call(`${server.url}/api/page/${live}/publish`, { method: 'POST', token: admin })).status).toBe(200);
    expect((await redirects()).filter((r) => r.startsWith('/draft-terms'))).toEqual(['/draft-terms -> /draft-terms-2 (301)']);
  });
});
