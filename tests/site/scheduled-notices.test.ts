/**
 * Notices are public only from their publication time on: a draft (no time)
 * and a notice published later are left out by the server, in the API, the
 * /notice page and the sitemap; staff see them all. (notice's publicFilter
 * `{ published_at: { lte: 'now' } }`, runtime-server/crud/visibility.ts.)
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login } from '../helpers/http';
import { ADMIN, startTestServer, type TestServer } from '../helpers/server';
import { ROOT } from '../helpers/temp-project';

let server: TestServer;
let admin: string;
const ids: Record<'past' | 'draft' | 'soon' | 'later', number> = { past: 0, draft: 0, soon: 0, later: 0 };

async function addNotice(title: string, published_at: string | null): Promise<number> {
  const res = await call(`${server.url}/api/notice`, { method: 'POST', token: admin, json: { title, body: `<p>${title}.</p>`, published_at } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.id as number;
}

beforeAll(async () => {
  if (!existsSync(path.join(ROOT, 'dist/server/entry-server.js'))) throw new Error('dist/server is missing: run `npm run build:web` first (npm test does)');
  server = await startTestServer({ webDir: path.join(ROOT, 'dist/web'), demoContent: true });
  admin = await login(server.url, ADMIN.email, ADMIN.password);
  ids.past = await addNotice('Harbour office reopened', '2026-01-15T10:00:00.000Z');
  ids.draft = await addNotice('Draft about the merger', null);
  // An hour ahead: "later today" must be hidden too, not only a later date.
  ids.soon = await addNotice('Embargoed quarterly figures', new Date(Date.now() + 3_600_000).toISOString());
  ids.later = await addNotice('Office closure in 2099', '2099-01-01T09:00:00.000Z');
});
afterAll(() => server?.close());

const titles = (rows: { title: string }[]) => rows.map((r) => r.title);

describe('drafts and notices published later', () => {
  it('are not in the public list, nor found by a filter asking for them', async () => {
    const list = await call(`${server.url}/api/notice?perPage=100`);
    expect(list.status).toBe(200);
    expect(titles(list.body.data)).toContain('Harbour office reopened');
    expect(titles(list.body.data)).not.toContain('Draft about the merger');
    expect(titles(list.body.data)).not.toContain('Embargoed quarterly figures');
    expect(titles(list.body.data)).not.toContain('Office closure in 2099');
    expect(list.body.meta.total).toBe(list.body.data.length);
    expect((await call(`${server.url}/api/notice?filter[published_at]=null`)).body.meta.total).toBe(0);
    expect((await call(`${server.url}/api/notice?filter[published_at]=2099-01-01T09:00:00.000Z`)).body.meta.total).toBe(0);
  });

  it('answer 404 by id to the public, and 200 to staff', async () => {
    expect((await call(`${server.url}/api/notice/${ids.past}`)).status).toBe(200);
    for (const id of [ids.draft, ids.soon, ids.later]) {
      expect((await call(`${server.url}/api/notice/${id}`)).status).toBe(404);
      expect((await call(`${server.url}/api/notice/${id}`, { token: admin })).status).toBe(200);
    }
  });

  it('are all in the staff list', async () => {
    const list = await call(`${server.url}/api/notice?perPage=100`, { token: admin });
    expect(titles(list.body.data)).toEqual(expect.arrayContaining(['Harbour office reopened', 'Draft about the merger', 'Embargoed quarterly figures', 'Office closure in 2099']));
  });

  it('are not on the /notice page nor in the sitemap', async () => {
    const html = await (await fetch(`${server.url}/notice`)).text();
    expect(html).toContain('Harbour office reopened');
    expect(html).not.toContain('Draft about the merger');
    expect(html).not.toContain('Embargoed quarterly figures');
    expect(html).not.toContain('Office closure in 2099');
    const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
    expect(sitemap).toContain('/notice</loc>');
    expect(sitemap).not.toMatch(/merger|Embargoed|2099/);
  });

  it('appear once their time has come', async () => {
    const moved = await call(`${server.url}/api/notice/${ids.later}`, { method: 'PATCH', token: admin, json: { published_at: '2026-02-01T08:00:00.000Z' } });
    expect(moved.status).toBe(200);
    expect((await call(`${server.url}/api/notice/${ids.later}`)).status).toBe(200);
    expect(titles((await call(`${server.url}/api/notice?perPage=100`)).body.data)).toContain('Office closure in 2099');
  });
});
