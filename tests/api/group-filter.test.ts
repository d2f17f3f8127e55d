/**
 * Issue 25: lists filter by a group's sub-field, `filter[seo.no_index]=true`, `filter[seo.title][contains]=...`,
 * with the operators of the sub-field's kind, on SQLite (json_extract) and PostgreSQL (->>), values compared as
 * the sub-field's kind reads them (a boolean as a boolean, a number as a number). A sub-field that does not
 * exist or whose kind is not filterable, a sub-field of an array or blocks field, or a value of the wrong
 * type is a 400 in the one error shape. The page entity's `seo` group is the real case; numbers (no entity has
 * a number inside a group) are checked on a table of the test's own through the same reader and SQL.
 */
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyConditions, filterReader } from '../../runtime-server/crud/list-filter';
import { filterKeyParts } from '../../runtime-shared/list-query';
import type { EntityMeta } from '../../runtime-shared/meta';
import { fieldMeta } from '../helpers/sample-meta';
import { isPostgres } from '../../runtime-server/db/connect';
import { call, login } from '../helpers/http';
import { ADMIN, startTestServer, type TestServer } from '../helpers/server';

let server: TestServer;
let admin: string;

const PAGES = [
  { slug: 'gf-hidden', seo: { title: 'Cloud Migration Guide', no_index: true } },
  { slug: 'gf-shown', seo: { title: 'Security Audit', no_index: false } },
  { slug: 'gf-untitled', seo: { description: 'No title here' } },
];

beforeAll(async () => {
  server = await startTestServer();
  admin = await login(server.url, ADMIN.email, ADMIN.password);
  for (const page of PAGES) {
    const made = await call(`${server.url}/api/page`, { method: 'POST', token: admin, json: { title: page.slug, body: '<p>Body</p>', ...page } });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
  }
}, 120_000);
afterAll(async () => {
  await server?.close();
});

/** The slugs of the test's pages a list query answers, sorted. */
async function slugs(query: string, headers: Record<string, string> = {}): Promise<string[]> {
  const answer = await call(`${server.url}/api/page?perPage=100&filter[slug][startsWith]=gf-&${query}`, { token: admin, headers });
  expect(answer.status, `${query}: ${JSON.stringify(answer.body)}`).toBe(200);
  return (answer.body.data as { slug: string }[]).map((p) => p.slug).sort();
}

describe('filter[<group>.<sub-field>] on page.seo', () => {
  it('compares a boolean sub-field as a boolean', async () => {
    expect(await slugs('filter[seo.no_index]=true')).toEqual(['gf-hidden']);
    expect(await slugs('filter[seo.no_index]=false')).toEqual(['gf-shown', 'gf-untitled']);
    expect(await slugs('filter[seo.no_index][ne]=true')).toEqual(['gf-shown', 'gf-untitled']);
    expect(await slugs('filter[seo.no_index]=1')).toEqual(['gf-hidden']);
  });

  it('takes the text operators of a text sub-field, case-insensitive, and empty values', async () => {
    expect(await slugs('filter[seo.title][contains]=cloud')).toEqual(['gf-hidden']);
    expect(await slugs('filter[seo.title][startsWith]=SECURITY')).toEqual(['gf-shown']);
    expect(await slugs('filter[seo.title]=Security%20Audit')).toEqual(['gf-shown']);
    expect(await slugs('filter[seo.title][in]=Security%20Audit,Cloud%20Migration%20Guide')).toEqual(['gf-hidden', 'gf-shown']);
    expect(await slugs('filter[seo.title][null]=true')).toEqual(['gf-untitled']);
    expect(await slugs('filter[seo.title][notNull]=true')).toEqual(['gf-hidden', 'gf-shown']);
    // ne and nin let an empty value pass, as on a column.
    expect(await slugs('filter[seo.title][ne]=Security%20Audit')).toEqual(['gf-hidden', 'gf-untitled']);
    expect(await slugs('filter[seo.title][nin]=Security%20Audit')).toEqual(['gf-hidden', 'gf-untitled']);
    expect(await slugs('filter[or][0][seo.no_index]=true&filter[or][1][seo.title][null]=true')).toEqual(['gf-hidden', 'gf-untitled']);
  });

  it('answers 400 in the error shape for a sub-field it cannot filter by, or a value of the wrong type', async () => {
    const cases: [string, string][] = [
      ['filter[seo.nope]=1', 'Unknown filter field "seo.nope" (filter[seo.nope])'],
      ['filter[seo.description]=x', 'Unknown filter field "seo.description" (filter[seo.description])'],
      ['filter[layout.heading]=x', 'Unknown filter field "layout.heading" (filter[layout.heading])'],
      ['filter[seo]=x', 'Unknown filter field "seo" (filter[seo])'],
      ['filter[seo.no_index]=maybe', 'filter[seo.no_index] must be true or false'],
      ['filter[seo.no_index][contains]=t', 'filter[seo.no_index][contains]: the operator "contains" does not apply to seo.no_index; it takes eq, ne, gte, lte, null, notNull'],
    ];
    for (const [query, message] of cases) {
      const answer = await call(`${server.url}/api/page?${query}`, { token: admin });
      expect(answer.status, query).toBe(400);
      expect(answer.body, query).toEqual({ error: { message } });
    }
  });

  it('tests a previewed draft by its sub-field too', async () => {
    const shown = (await call(`${server.url}/api/page?filter[slug]=gf-shown`, { token: admin })).body.data[0];
    const draft = await call(`${server.url}/api/page/${shown.id}/draft`, { method: 'PUT', token: admin, json: { seo: { title: 'Security Audit', no_index: true } } });
    expect(draft.status, JSON.stringify(draft.body)).toBe(200);
    const link = (await call(`${server.url}/api/page/${shown.id}/preview-link`, { method: 'POST', token: admin })).body.data.url as string;
    const preview = { 'X-Preview': link.split('/preview/')[1]! };
    expect(await slugs('filter[seo.no_index]=true', preview)).toEqual(['gf-hidden', 'gf-shown']);
    expect(await slugs('filter[seo.no_index]=false', preview)).toEqual(['gf-untitled']);
    expect(await slugs('filter[seo.no_index]=true')).toEqual(['gf-hidden']);
  });

  it('is declared in the OpenAPI document', async () => {
    const doc = (await call(`${server.url}/api/openapi.json`)).body;
    const filter = doc.paths['/api/page'].get.parameters.find((p: { name: string }) => p.name === 'filter');
    expect(Object.keys(filter.schema.properties)).toEqual(expect.arrayContaining(['seo.title', 'seo.no_index']));
    expect(filter.schema.properties['seo.description']).toBeUndefined();
    expect(filter.schema.properties['seo.no_index'].anyOf[1].properties).toEqual({ eq: { type: 'string' }, ne: { type: 'string' }, gte: { type: 'string' }, lte: { type: 'string' }, null: { type: 'string' }, notNull: { type: 'string' } });
  });
});

describe('a number sub-field', () => {
  const field = fieldMeta;
  const meta = {
    name: 'probe',
    table: 'group_filter_probe',
    fields: [field('stats', 'group', { subFilters: true, fields: [field('visits', 'number', { decimal: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'null', 'notNull'] })] })],
  } as unknown as EntityMeta;

  async function names(db: Knex, query: Record<string, string>): Promise<string[]> {
    const reader = filterReader(meta);
    for (const [key, raw] of Object.entries(query)) reader.add(filterKeyParts(key)!, raw, key);
    const rows = (await applyConditions(db('group_filter_probe').select('name'), reader.conditions(), isPostgres(db)).orderBy('name')) as { name: string }[];
    return rows.map((r) => r.name);
  }

  it('compares as a number, not as text (9 is less than 10)', async () => {
    const db = server.db;
    await db.schema.createTable('group_filter_probe', (t) => {
      t.increments('id');
      t.string('name');
      t.jsonb('stats');
    });
    try {
      await db('group_filter_probe').insert([
        { name: 'nine', stats: JSON.stringify({ visits: 9 }) },
        { name: 'ten', stats: JSON.stringify({ visits: 10 }) },
        { name: 'hundred', stats: JSON.stringify({ visits: 100 }) },
        { name: 'none', stats: JSON.stringify({ visits: null }) },
      ]);
      expect(await names(db, { 'filter[stats.visits][gte]': '10' })).toEqual(['hundred', 'ten']);
      expect(await names(db, { 'filter[stats.visits][lte]': '9.5' })).toEqual(['nine']);
      expect(await names(db, { 'filter[stats.visits]': '100' })).toEqual(['hundred']);
      expect(await names(db, { 'filter[stats.visits][in]': '9,100' })).toEqual(['hundred', 'nine']);
      expect(await names(db, { 'filter[stats.visits][ne]': '10' })).toEqual(['hundred', 'nine', 'none']);
      expect(await names(db, { 'filter[stats.visits][null]': 'true' })).toEqual(['none']);
      expect(() => filterReader(meta).add(['stats.visits'], 'ten', 'filter[stats.visits]')).toThrow('filter[stats.visits] must be a number');
    } finally {
      await db.schema.dropTable('group_filter_probe');
    }
  });
});
