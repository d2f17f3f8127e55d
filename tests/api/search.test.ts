/**
 * The site search over HTTP on a real server with the demo content (docs/site-search.md): only what the
 * public may read is found (published, not in the trash, never a draft's words, a notice once its time has
 * come), the index follows creates, updates, the trash and back, a title match ranks above a text match,
 * excerpts are escaped with the matches in <mark>, umlauts match, and hostile questions never answer 5xx.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resources } from '../../generated/server';
import { reindexChanged } from '../../runtime-server/search/index-table';
import { SEARCH } from '../../site/server/search/openapi';
import { scalarString } from '../helpers/code-points';
import { call, login } from '../helpers/http';
import { ADMIN, startTestServer, type TestServer } from '../helpers/server';

let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await startTestServer({ demoContent: true });
  admin = await login(server.url, ADMIN.email, ADMIN.password);
}, 120_000);
afterAll(() => server?.close());

interface Hit {
  entity: string;
  label: string;
  id: number;
  url: string;
  title: string;
  excerpt: string;
}
const search = async (q: string, extra = '') => {
  const res = await call<{ data: Hit[]; meta: { total: number; page: number; perPage: number; q: string } }>(`${server.url}/api/search?q=${encodeURIComponent(q)}${extra}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
};
const found = async (q: string) => (await search(q)).data.map((h) => `${h.entity}:${h.title.replace(/<\/?mark>/g, '')}`);

let slugs = 0;
async function addPage(title: string, body: string, published = true): Promise<number> {
  slugs++;
  const res = await call(`${server.url}/api/page`, { method: 'POST', token: admin, json: { slug: `search-test-${slugs}`, title, body, published } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.id as number;
}

describe('site search', () => {
  it('finds the demo content, indexed as the seed loaded it', async () => {
    expect(await found('rollback plans')).toEqual(['service:Cloud Migration']);
    const [hit] = (await search('inventory')).data;
    expect(hit).toMatchObject({ entity: 'page', label: 'Content Page', url: '/ideas', title: 'Ideas &amp; insights' });
    expect(hit!.excerpt).toContain('A complete list of applications');
    expect(hit!.excerpt).toContain('<mark>inventory</mark>');
  });

  it('searches in German: German words find the German record at its /de/ address, untranslated text too; English words stay English', async () => {
    const german = await search('Rückfallplänen', '&locale=de');
    expect(german.data.map((h) => [h.entity, h.title.replace(/<\/?mark>/g, ''), h.url])).toEqual([['service', 'Cloud-Migration', expect.stringMatching(/^\/de\/service-details\/\d+$/)]]);
    expect((await search('Rückfallplänen')).data).toEqual([]);
    // A product without a German description: its English words are on the German page, so the German search finds them there.
    const [fallback] = (await search('OneDrive restores', '&locale=de')).data;
    expect(fallback).toMatchObject({ entity: 'product', title: 'Managed Backup für Microsoft 365 (pro Benutzer)', url: expect.stringMatching(/^\/de\/product-details\/\d+$/) });
    // A German translation written later is found at once; the English words it replaced are not found in German.
    const id = (await call(`${server.url}/api/service?filter[slug]=it-strategy`)).body.data[0].id as number;
    expect((await call(`${server.url}/api/service/${id}?locale=de`, { method: 'PATCH', token: admin, json: { summary: 'Fahrpläne für die Technik von morgen' } })).status).toBe(200);
    expect(await found('Fahrpläne')).toEqual([]);
    expect((await search('Fahrpläne', '&locale=de')).data.map((h) => h.url)).toEqual([`/de/service-details/${id}`]);
    expect((await call(`${server.url}/api/search?q=cloud&locale=fr`)).status).toBe(400);
  });

  it('finds a published page and not an unpublished one', async () => {
    await addPage('Quokka habitats', '<p>Where the quokka lives.</p>');
    await addPage('Quokka secrets', '<p>Not out yet.</p>', false);
    expect(await found('quokka')).toEqual(['page:Quokka habitats']);
  });

  it('follows an update, the trash and the restore', async () => {
    const id = await addPage('Wombat burrows', '<p>Dug at night.</p>');
    expect(await found('wombat')).toEqual(['page:Wombat burrows']);
    expect((await call(`${server.url}/api/page/${id}`, { method: 'PATCH', token: admin, json: { title: 'Numbat burrows' } })).status).toBe(200);
    expect(await found('wombat')).toEqual([]);
    expect(await found('numbat')).toEqual(['page:Numbat burrows']);
    expect((await call(`${server.url}/api/page/${id}`, { method: 'DELETE', token: admin })).status).toBe(204);
    expect(await found('numbat')).toEqual([]);
    expect((await call(`${server.url}/api/page/${id}/restore`, { method: 'POST', token: admin })).status).toBe(200);
    expect(await found('numbat')).toEqual(['page:Numbat burrows']);
    expect((await call(`${server.url}/api/page/${id}?purge=1`, { method: 'DELETE', token: admin })).status).toBe(204);
    expect(await found('numbat')).toEqual([]);
  });

  it("never answers a draft's words", async () => {
    const id = await addPage('Platypus facts', '<p>It lays eggs.</p>');
    const saved = await call(`${server.url}/api/page/${id}/draft`, { method: 'PUT', token: admin, json: { title: 'Echidna facts' } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(await found('echidna')).toEqual([]);
    expect((await call(`${server.url}/api/page/${id}/publish`, { method: 'POST', token: admin })).status).toBe(200);
    expect(await found('echidna')).toEqual(['page:Echidna facts']);
  });

  it('finds a notice once its publication time has come, and not a job that is not posted', async () => {
    const later = new Date(Date.now() + 86_400_000).toISOString();
    const notice = await call(`${server.url}/api/notice`, { method: 'POST', token: admin, json: { title: 'Bilby week', body: '<p>Soon.</p>', published_at: later } });
    expect(notice.status, JSON.stringify(notice.body)).toBe(201);
    expect(await found('bilby')).toEqual([]);
    const earlier = new Date(Date.now() - 60_000).toISOString();
    expect((await call(`${server.url}/api/notice/${notice.body.data.id}`, { method: 'PATCH', token: admin, json: { published_at: earlier } })).status).toBe(200);
    expect(await found('bilby')).toEqual(['notice:Bilby week']);
    const job = { title: 'Dingo wrangler', slug: 'dingo-wrangler', category: 'operations', workplace: 'on_site', employment_type: 'full_time', vacancies: 1, location: 'Perth, Australia', description: '<p>Herding.</p>', state: 'draft' };
    const created = await call(`${server.url}/api/job`, { method: 'POST', token: admin, json: job });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(await found('dingo')).toEqual([]);
    expect((await call(`${server.url}/api/job/${created.body.data.id}/actions/publish`, { method: 'POST', token: admin })).status).toBe(200);
    expect((await search('dingo')).data).toMatchObject([{ entity: 'job', label: 'Job', url: `/career-details/${created.body.data.id}`, title: '<mark>Dingo</mark> wrangler' }]);
  });

  it('ranks a title match above a text match', async () => {
    await addPage('Kookaburra notes', '<p>About birds.</p>');
    await addPage('Birdsong', '<p>The kookaburra laughs at dawn.</p>');
    expect(await found('kookaburra')).toEqual(['page:Kookaburra notes', 'page:Birdsong']);
  });

  it('escapes the text, marks the matches and matches umlauts in any case', async () => {
    await addPage('Straße in München', '<p>Tom &amp; Jerry &lt;script&gt;alert(1)&lt;/script&gt; treffen Müller in MÜNCHEN.</p>');
    const [hit] = (await search('münchen')).data;
    expect(hit!.title).toBe('Straße in <mark>München</mark>');
    expect(hit!.excerpt).toBe('Tom &amp; Jerry &lt;script&gt;alert(1)&lt;/script&gt; treffen Müller in <mark>MÜNCHEN</mark>.');
    expect(await found('MÜLLER')).toEqual(['page:Straße in München']);
  });

  it('understands phrases, exclusions and or', async () => {
    await addPage('Possum tales', '<p>A ringtail possum at night.</p>');
    await addPage('Possum tails', '<p>A brushtail possum by day.</p>');
    expect(await found('"ringtail possum"')).toEqual(['page:Possum tales']);
    expect(await found('possum -ringtail')).toEqual(['page:Possum tails']);
    expect((await found('ringtail or brushtail')).sort()).toEqual(['page:Possum tails', 'page:Possum tales']);
    expect(await found('-possum')).toEqual([]);
  });

  it('pages the results', async () => {
    for (let i = 1; i <= 3; i++) await addPage(`Wallaby ${i}`, '<p>Hops.</p>');
    const first = await search('wallaby', '&perPage=2');
    expect(first.meta).toEqual({ total: 3, page: 1, perPage: 2, q: 'wallaby' });
    expect(first.data).toHaveLength(2);
    const second = await search('wallaby', '&perPage=2&page=2');
    expect(second.data).toHaveLength(1);
  });

  it('answers an empty list for no words, and 400 for a question too long or a wrong page', async () => {
    expect(await search('')).toEqual({ data: [], meta: { total: 0, page: 1, perPage: 10, q: '' } });
    expect((await search('  *** ')).data).toEqual([]);
    const long = await call(`${server.url}/api/search?q=${'a'.repeat(201)}`);
    expect(long.status).toBe(400);
    expect(long.body.error.fields.q).toBe('At most 200 characters');
    expect((await call(`${server.url}/api/search?q=a&page=0`)).status).toBe(400);
  });

  it('never answers 5xx to hostile questions', async () => {
    const hostile = ['"', '"""', '*', 'a*', '-', '--', '(', ')', '((a', 'a OR', 'OR', 'AND', 'NOT a', 'NEAR(a b)', 'title:a', '^a', "'", "a' OR '1'='1", '\\', '%', '_', '\u0000', '\u0001mark', '<mark>', 'a & b | !c', ':*', 'a:*', '{}', '[]', '😀', 'ä ö ü ß', '-"a b" or'];
    for (const q of hostile) {
      const res = await call(`${server.url}/api/search?q=${encodeURIComponent(q)}`);
      expect([200, 400], `${JSON.stringify(q)}: ${JSON.stringify(res.body)}`).toContain(res.status);
    }
  });

  it('answers any question with 200 and the documented body, or 400 (fuzzed)', async () => {
    const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Math.floor(Math.random() * 2 ** 31);
    const question = fc.oneof(scalarString(40), fc.array(fc.constantFrom('"', '*', '-', '(', ')', ' ', 'or', 'AND', 'NOT', 'NEAR', ':', '^', 'cloud', 'ü', '\\'), { maxLength: 12 }).map((parts) => parts.join('')));
    await fc.assert(
      fc.asyncProperty(question, async (q) => {
        const res = await call(`${server.url}/api/search?q=${encodeURIComponent(q)}`);
        expect([200, 400], `seed ${seed}, ${JSON.stringify(q)}: ${JSON.stringify(res.body)}`).toContain(res.status);
        if (res.status === 200) SEARCH.answers[200]?.schema?.parse(res.body);
      }),
      { seed, numRuns: Number(process.env.FUZZ_RUNS ?? 40) },
    );
  });

  it('rebuilds the index from the tables, as npm run search:reindex does', async () => {
    await server.db('search_entries').where({ entity: 'service' }).delete();
    expect(await found('rollback plans')).toEqual([]);
    const lines = await reindexChanged(server.db, resources.map((r) => r.meta), true);
    expect(lines).toContain('search index: 6 services');
    expect(await found('rollback plans')).toEqual(['service:Cloud Migration']);
  });
});
