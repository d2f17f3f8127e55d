/**
 * The list query language over HTTP (runtime-shared/list-query.ts, runtime-server/crud/list-filter.ts,
 * selection.ts, read-caching.ts): each operator on each kind family against fixture rows, `or` groups,
 * the refusals (a 400 naming the parameter), LIKE escaping, `fields=`, `expand=` with access, ETag/304 and
 * Cache-Control. On a server without demo content: the rows are the ones written here.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login } from '../helpers/http';
import { ADMIN, startTestServer, type TestServer } from '../helpers/server';

let server: TestServer;
let admin: string;
const ids: Record<string, number> = {};

async function insert(table: string, row: Record<string, unknown>): Promise<number> {
  const now = new Date().toISOString();
  const [inserted] = await server.db(table).insert({ created_at: now, updated_at: now, ...row }).returning('id');
  return Number(typeof inserted === 'object' ? (inserted as { id: number }).id : inserted);
}

beforeAll(async () => {
  server = await startTestServer();
  admin = await login(server.url, ADMIN.email, ADMIN.password);
  ids.licences = await insert('categories', { name: 'Licences', slug: 'licences', active: true, display_order: 1 });
  ids.hidden = await insert('categories', { name: 'Hidden', slug: 'hidden', active: false, display_order: 2 });
  const product = (name: string, o: Record<string, unknown>) => insert('products', { name, slug: name.toLowerCase().replace(/\W+/g, '-'), photo: 'uploads/product/p.png', billing: 'one_time', quantity: 0, active: true, featured: false, category_id: ids.licences, ...o });
  ids.alpha = await product('Alpha Suite', { sku: 'AL-1', price: 10000, billing: 'monthly', quantity: 5, discount_start_date: '2026-01-10' });
  ids.beta = await product('Beta 100% Pack', { sku: 'BE_2', price: 2500, discount_price: 2000, quantity: 0 });
  ids.gamma = await product('Gamma Äpfel', { sku: null, price: 50000, billing: 'yearly', quantity: 12, category_id: ids.hidden });
  ids.delta = await product('Delta 1000 Pack', { sku: 'DE-3', price: 100, active: false, quantity: 1, discount_start_date: '2026-03-01' });
});
afterAll(() => server?.close());

/** The names of the products a query answers, in id order: as the admin (every row), or as the public (`null`). */
async function names(query: string, token: string | null = admin): Promise<string[]> {
  const answer = await call(`${server.url}/api/product?perPage=100&sort=id&${query}`, token ? { token } : {});
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data.map((p: { name: string }) => p.name);
}

async function refusal(query: string): Promise<string> {
  const answer = await call(`${server.url}/api/product?${query}`, { token: admin });
  expect(answer.status, JSON.stringify(answer.body)).toBe(400);
  return answer.body.error.message as string;
}

describe('operators per kind family', () => {
  it('text: eq, ne, in, nin, contains, startsWith, null, notNull', async () => {
    expect(await names('filter[sku][eq]=AL-1')).toEqual(['Alpha Suite']);
    expect(await names('filter[sku][ne]=AL-1')).toEqual(['Beta 100% Pack', 'Gamma Äpfel', 'Delta 1000 Pack']);
    expect(await names('filter[sku][in]=AL-1,DE-3')).toEqual(['Alpha Suite', 'Delta 1000 Pack']);
    expect(await names('filter[sku][nin]=AL-1,DE-3')).toEqual(['Beta 100% Pack', 'Gamma Äpfel']);
    expect(await names('filter[name][contains]=pack')).toEqual(['Beta 100% Pack', 'Delta 1000 Pack']);
    expect(await names('filter[name][startsWith]=al')).toEqual(['Alpha Suite']);
    expect(await names('filter[sku][null]=true')).toEqual(['Gamma Äpfel']);
    expect(await names('filter[sku][notNull]=true')).toEqual(['Alpha Suite', 'Beta 100% Pack', 'Delta 1000 Pack']);
  });

  it('contains is case-insensitive beyond A-Z the same on both databases', async () => {
    expect(await names('filter[name][contains]=äPFEL')).toEqual(['Gamma Äpfel']);
  });

  it('LIKE wildcards in contains and startsWith match themselves', async () => {
    expect(await names('filter[name][contains]=100%25')).toEqual(['Beta 100% Pack']);
    expect(await names('filter[sku][contains]=_')).toEqual(['Beta 100% Pack']);
    expect(await names('filter[sku][startsWith]=%25')).toEqual([]);
  });

  it('numbers and money: gte, lte, in, nin, ne', async () => {
    expect(await names('filter[price][gte]=2500&filter[price][lte]=10000')).toEqual(['Alpha Suite', 'Beta 100% Pack']);
    expect(await names('filter[quantity][in]=0,1')).toEqual(['Beta 100% Pack', 'Delta 1000 Pack']);
    expect(await names('filter[quantity][nin]=0,1')).toEqual(['Alpha Suite', 'Gamma Äpfel']);
    expect(await names('filter[discount_price][null]=false')).toEqual(['Beta 100% Pack']);
    // `ne` lets empty values pass: a product without a discount price has none of 2000.
    expect(await names('filter[discount_price][ne]=2000')).toEqual(['Alpha Suite', 'Gamma Äpfel', 'Delta 1000 Pack']);
  });

  it('dates: ranges and emptiness', async () => {
    expect(await names('filter[discount_start_date][gte]=2026-02-01')).toEqual(['Delta 1000 Pack']);
    expect(await names('filter[discount_start_date][lte]=2026-02-01')).toEqual(['Alpha Suite']);
    expect(await names('filter[discount_start_date][notNull]=1')).toEqual(['Alpha Suite', 'Delta 1000 Pack']);
  });

  it('enums and relations: in, nin, ne', async () => {
    expect(await names('filter[billing][in]=monthly,yearly')).toEqual(['Alpha Suite', 'Gamma Äpfel']);
    expect(await names('filter[billing][nin]=monthly,yearly')).toEqual(['Beta 100% Pack', 'Delta 1000 Pack']);
    expect(await names(`filter[category_id][ne]=${ids.licences}`)).toEqual(['Gamma Äpfel']);
    expect(await names(`filter[category_id][in]=${ids.hidden}`)).toEqual(['Gamma Äpfel']);
  });

  it('booleans: eq and ne; ids and timestamps: ranges', async () => {
    expect(await names('filter[active][ne]=true')).toEqual(['Delta 1000 Pack']);
    expect(await names(`filter[id][in]=${ids.alpha},${ids.delta}`)).toEqual(['Alpha Suite', 'Delta 1000 Pack']);
    expect(await names(`filter[id][gte]=${ids.gamma}`)).toEqual(['Gamma Äpfel', 'Delta 1000 Pack']);
    expect(await names('filter[created_at][gte]=2000-01-01')).toHaveLength(4);
  });

  it('or groups: rows matching any branch, ANDed with the rest, nested one level', async () => {
    expect(await names('filter[or][0][billing]=monthly&filter[or][1][price][gte]=50000')).toEqual(['Alpha Suite', 'Gamma Äpfel']);
    expect(await names('filter[active]=true&filter[or][0][sku][null]=true&filter[or][1][quantity]=0')).toEqual(['Beta 100% Pack', 'Gamma Äpfel']);
    // (quantity 1) or (price ≥ 10000 and (monthly or yearly ≥ 50000)).
    expect(await names('filter[or][0][quantity]=1&filter[or][1][price][gte]=10000&filter[or][1][or][0][billing]=monthly&filter[or][1][or][1][price][gte]=50000')).toEqual([
      'Alpha Suite',
      'Gamma Äpfel',
      'Delta 1000 Pack',
    ]);
  });

  it('the public filter still applies under or: the public never sees the inactive product', async () => {
    expect(await names('filter[or][0][active]=false&filter[or][1][name][startsWith]=Delta', null)).toEqual([]);
  });
});

describe('sorting by a related record', () => {
  it('sorts by the category name where the relation is declared sortable; a category the caller may not read sorts as empty, last', async () => {
    const order = async (sort: string, token: string | null) =>
      (await call(`${server.url}/api/product?perPage=100&sort=${sort}`, token ? { token } : {})).body.data.map((p: { name: string }) => p.name);
    expect(await order('category.name,id', admin)).toEqual(['Gamma Äpfel', 'Alpha Suite', 'Beta 100% Pack', 'Delta 1000 Pack']);
    expect(await order('-category.name,id', admin)).toEqual(['Alpha Suite', 'Beta 100% Pack', 'Delta 1000 Pack', 'Gamma Äpfel']);
    // The public may not read the inactive category "Hidden": it does not sort before "Licences" for them.
    expect(await order('category.name,id', null)).toEqual(['Alpha Suite', 'Beta 100% Pack', 'Gamma Äpfel']);
    expect(await refusal('sort=category.slug')).toBe('Unknown sort field "category.slug"');
  });
});

describe('refusals: 400 naming the parameter', () => {
  it('unknown operators, operators a kind does not take, bad values, too many values and branches', async () => {
    expect(await refusal('filter[name][like]=a')).toContain('filter[name][like]');
    expect(await refusal('filter[price][contains]=1')).toMatch(/filter\[price\]\[contains\].*does not apply/);
    expect(await refusal('filter[active][in]=true')).toContain('filter[active][in]');
    // A required field is never empty: null/notNull are not offered for it.
    expect(await refusal('filter[name][null]=true')).toContain('filter[name][null]');
    expect(await refusal('filter[price][in]=1,abc')).toBe('filter[price][in] must be a number');
    expect(await refusal('filter[quantity][gte]=1.5')).toBe('filter[quantity][gte] must be a whole number');
    expect(await refusal('filter[discount_start_date][lte]=yesterday')).toContain('filter[discount_start_date][lte] must be a date');
    expect(await refusal('filter[billing][in]=monthly,weekly')).toBe('filter[billing][in] must be one of one_time, monthly, yearly');
    expect(await refusal(`filter[id][in]=${Array.from({ length: 101 }, (_, i) => i + 1).join(',')}`)).toBe('filter[id][in] takes at most 100 values');
    expect(await refusal('filter[or][10][name]=a')).toContain('filter[or][10][name]');
    expect(await refusal('filter[or][0][or][0][or][0][name]=a')).toContain('nest at most 2 deep');
    expect(await refusal('filter[nope][eq]=1')).toContain('filter[nope][eq]');
    expect(await refusal('filter[name][contains]=')).toBe('filter[name][contains] needs a text');
    expect(await refusal('filter[sku][null]=maybe')).toBe('filter[sku][null] must be true or false');
  });
});

describe('fields= and expand=', () => {
  it('answers only the fields asked for (id always), on lists and records', async () => {
    const list = await call(`${server.url}/api/product?sort=id&perPage=1&fields=name,price`, { token: admin });
    expect(list.body.data).toEqual([{ id: ids.alpha, name: 'Alpha Suite', price: 10000 }]);
    const one = await call(`${server.url}/api/product/${ids.beta}?fields=sku,category_id`, { token: admin });
    expect(one.body.data).toEqual({ id: ids.beta, sku: 'BE_2', category_id: ids.licences, category: { id: ids.licences, name: 'Licences' } });
  });

  it('refuses unknown fields and fields nobody may read', async () => {
    expect(await refusal('fields=name,nope')).toContain('fields: "nope"');
    const password = await call(`${server.url}/api/user?fields=email,password`, { token: admin });
    expect(password.status).toBe(400);
    expect(password.body.error.message).toContain('fields: "password"');
  });

  it('attaches expanded records whole, and hides from the public what its own entity hides', async () => {
    const expanded = await call(`${server.url}/api/product/${ids.alpha}?fields=name,category_id&expand=category`, { token: admin });
    expect(expanded.body.data.category).toMatchObject({ id: ids.licences, name: 'Licences', slug: 'licences', active: true, display_order: 1 });
    const gammaAsAdmin = await call(`${server.url}/api/product/${ids.gamma}?expand=category`, { token: admin });
    expect(gammaAsAdmin.body.data.category).toMatchObject({ id: ids.hidden, name: 'Hidden', active: false });
    // The public sees the product, not its inactive category: null, the id stays in category_id.
    const gammaAsPublic = await call(`${server.url}/api/product/${ids.gamma}?expand=category`);
    expect(gammaAsPublic.status).toBe(200);
    expect(gammaAsPublic.body.data.category).toBeNull();
    expect(gammaAsPublic.body.data.category_id).toBe(ids.hidden);
    const listAsPublic = await call(`${server.url}/api/product?sort=id&expand=category&fields=name,category_id`);
    expect(listAsPublic.body.data.map((p: { category: { name: string } | null }) => p.category?.name ?? null)).toEqual(['Licences', 'Licences', null]);
  });

  it('refuses relations the entity does not have, paths deeper than it allows, and an expand without its field', async () => {
    expect(await refusal('expand=nope')).toContain('expand: "nope"');
    expect(await refusal('expand=category.parent')).toContain('expand: "category.parent"');
    expect(await refusal('expand=category.a.b')).toContain('allows 2');
    expect(await refusal('fields=name&expand=category')).toContain('needs its field category_id');
  });
});

describe('ETag, If-None-Match and Cache-Control', () => {
  it('answers 304 without a body when the ETag still matches, and 200 once the record changed', async () => {
    const url = `${server.url}/api/product/${ids.alpha}`;
    const first = await fetch(url, { headers: { Authorization: `Bearer ${admin}` } });
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^W\/".+"$/);
    // fetch() adds `Cache-Control: no-cache` to a request with If-None-Match unless it has one: a browser's reload sends max-age=0.
    const conditional = { Authorization: `Bearer ${admin}`, 'If-None-Match': etag!, 'Cache-Control': 'max-age=0' };
    const again = await fetch(url, { headers: conditional });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    await server.db('products').where({ id: ids.alpha }).update({ quantity: 6 });
    const changed = await fetch(url, { headers: conditional });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    // A list too.
    const list = await fetch(`${server.url}/api/product?sort=id`);
    const listAgain = await fetch(`${server.url}/api/product?sort=id`, { headers: { 'If-None-Match': list.headers.get('etag')!, 'Cache-Control': 'max-age=0' } });
    expect(listAgain.status).toBe(304);
  });

  it('lets the public keep a declared entity for its max-age, keeps signed-in reads private, and never stores a read that needs a sign-in', async () => {
    const categories = await fetch(`${server.url}/api/category`);
    expect(categories.headers.get('cache-control')).toBe('public, max-age=60');
    expect(categories.headers.get('vary')).toContain('Authorization');
    expect((await fetch(`${server.url}/api/product`)).headers.get('cache-control')).toBe('no-cache');
    expect((await fetch(`${server.url}/api/category`, { headers: { Authorization: `Bearer ${admin}` } })).headers.get('cache-control')).toBe('private, no-cache');
    expect((await fetch(`${server.url}/api/order`, { headers: { Authorization: `Bearer ${admin}` } })).headers.get('cache-control')).toBe('no-store');
    expect((await fetch(`${server.url}/api/category/${ids.licences}`)).headers.get('cache-control')).toBe('public, max-age=60');
  });
});
