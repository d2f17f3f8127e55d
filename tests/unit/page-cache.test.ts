/**
 * The rendered-page cache (site/server/render/page-cache.ts) on a clock of
 * its own: what is sent again, what is rendered again, and when.
 */
import { describe, expect, it } from 'vitest';
import { pageCache, type Lookup } from '../../site/server/render/page-cache';

/** The page a lookup sent (these caches have no budget: never busy). */
async function sent<T>(lookup: Promise<Lookup<T>>): Promise<T> {
  const found = await lookup;
  if (found.source === 'busy') throw new Error('busy');
  return found.value;
}

/** Lets renderings started in the background finish. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function setUp(maxPages = 3) {
  let time = 1_000_000;
  const cache = pageCache<string>({ freshMs: 1000, maxAgeMs: 5000, staleMs: 60_000, maxPages, now: () => time });
  const renders: string[] = [];
  let version = 1;
  // Finishes on a later turn of the event loop, as a real rendering does.
  const render = (key: string) => async () => {
    renders.push(key);
    const html = `${key} v${version}`;
    await settle();
    return html;
  };
  const keepAll = () => true;
  return {
    cache,
    renders,
    get: (key: string) => sent(cache.get(key, render(key), keepAll)),
    advance: (ms: number) => void (time += ms),
    newVersion: () => void version++,
  };
}


describe('page cache', () => {
  it('renders a page once and sends it again while it is fresh', async () => {
    const t = setUp();
    expect(await t.get('/')).toBe('/ v1');
    t.newVersion();
    t.advance(999);
    expect(await t.get('/')).toBe('/ v1');
    expect(t.renders).toEqual(['/']);
  });

  it('after freshMs sends the kept page once more while one rendering replaces it', async () => {
    const t = setUp();
    await t.get('/');
    t.newVersion();
    t.advance(1001);
    expect(await t.get('/')).toBe('/ v1');
    expect(await t.get('/')).toBe('/ v1'); // the rendering is still running: not a second one
    await settle();
    expect(await t.get('/')).toBe('/ v2');
    expect(t.renders).toEqual(['/', '/']);
  });

  it('past maxAgeMs the kept page is not sent: the visitor waits for a new one', async () => {
    const t = setUp();
    await t.get('/');
    t.newVersion();
    t.advance(5001);
    expect(await t.get('/')).toBe('/ v2');
  });

  it('dataChanged drops every page at once', async () => {
    const t = setUp();
    await t.get('/');
    await t.get('/about');
    t.newVersion();
    t.cache.dataChanged();
    expect(t.cache.size).toBe(0);
    expect(await t.get('/')).toBe('/ v2');
    expect(await t.get('/about')).toBe('/about v2');
  });

  it('a page rendered while the data changed is sent to who waited for it, but not kept', async () => {
    let time = 0;
    const cache = pageCache<string>({ freshMs: 1000, maxAgeMs: 5000, staleMs: 60_000, maxPages: 3, now: () => time });
    let finish!: (html: string) => void;
    const slow = sent(cache.get('/', () => new Promise<string>((resolve) => (finish = resolve)), () => true));
    cache.dataChanged();
    finish('old data');
    expect(await slow).toBe('old data');
    expect(cache.size).toBe(0);
    expect(await sent(cache.get('/', () => Promise.resolve('new data'), () => true))).toBe('new data');
    time += 1;
  });

  it('visitors asking for a page while it renders share that one rendering', async () => {
    const t = setUp();
    const pages = await Promise.all([t.get('/'), t.get('/'), t.get('/')]);
    expect(pages).toEqual(['/ v1', '/ v1', '/ v1']);
    expect(t.renders).toEqual(['/']);
  });

  it('keeps only what `keep` allows (an error page is rendered again)', async () => {
    const cache = pageCache<{ status: number }>({ freshMs: 1000, maxAgeMs: 5000, staleMs: 60_000, maxPages: 3 });
    let renders = 0;
    const notFoundPage = () => {
      renders++;
      return Promise.resolve({ status: 404 });
    };
    const missing = () => sent(cache.get('/gone', notFoundPage, (p) => p.status === 200));
    await missing();
    await missing();
    expect(renders).toBe(2);
    expect(cache.size).toBe(0);
  });

  it('keeps at most maxPages, dropping the least recently sent', async () => {
    const t = setUp(2);
    await t.get('/a');
    await t.get('/b');
    await t.get('/a'); // /a is now the most recently sent
    await t.get('/c'); // drops /b
    expect(t.cache.size).toBe(2);
    t.newVersion();
    expect(await t.get('/a')).toBe('/a v1');
    expect(await t.get('/c')).toBe('/c v1');
    expect(await t.get('/b')).toBe('/b v2');
  });

  it('a failed rendering is not kept, and the next visitor tries again', async () => {
    const cache = pageCache<string>({ freshMs: 1000, maxAgeMs: 5000, staleMs: 60_000, maxPages: 3 });
    await expect(sent(cache.get('/', async () => Promise.reject(new Error('database down')), () => true))).rejects.toThrow('database down');
    expect(await sent(cache.get('/', () => Promise.resolve('back'), () => true))).toBe('back');
  });

  it('a page is fresh up to freshMs and sent up to maxAgeMs, both included', async () => {
    const t = setUp();
    await t.get('/');
    t.newVersion();
    t.advance(1000);
    expect(await t.get('/')).toBe('/ v1');
    await settle();
    expect(t.renders).toEqual(['/']);

    const u = setUp();
    await u.get('/');
    u.newVersion();
    u.advance(5000);
    expect(await u.get('/')).toBe('/ v1'); // still sent, while a new one renders
    await settle();
    expect(u.renders).toEqual(['/', '/']);
  });

  it('an expired page is dropped even when its replacement fails', async () => {
    let time = 0;
    const cache = pageCache<string>({ freshMs: 1000, maxAgeMs: 5000, staleMs: 60_000, maxPages: 3, now: () => time });
    await sent(cache.get('/', () => Promise.resolve('old'), () => true));
    time = 5001;
    await expect(sent(cache.get('/', async () => Promise.reject(new Error('database down')), () => true))).rejects.toThrow('database down');
    expect(cache.size).toBe(0);
  });

  it('a rendering from before a change, ending after a new one started, does not let a third visitor start another', async () => {
    const cache = pageCache<string>({ freshMs: 1000, maxAgeMs: 5000, staleMs: 60_000, maxPages: 3 });
    const finish: ((html: string) => void)[] = [];
    let renders = 0;
    const render = () => new Promise<string>((resolve) => { renders++; finish.push(resolve); });
    const first = sent(cache.get('/', render, () => true));
    cache.dataChanged();
    const second = sent(cache.get('/', render, () => true));
    finish[0]!('before the change');
    await first;
    const third = sent(cache.get('/', render, () => true));
    expect(renders).toBe(2);
    finish[1]!('after the change');
    expect([await second, await third]).toEqual(['after the change', 'after the change']);
  });

  it('evicts pages whose key has a query string before plain pages', async () => {
    const t = setUp(2);
    await t.get('/about');
    await t.get('/products?q=a');
    await t.get('/products?q=b'); // drops /products?q=a although /about was sent before it
    await t.get('/services'); // drops /products?q=b
    t.newVersion();
    expect(await t.get('/about')).toBe('/about v1');
    expect(await t.get('/services')).toBe('/services v1');
    expect(t.renders).toEqual(['/about', '/products?q=a', '/products?q=b', '/services']);
  });
});

describe('page cache with a spent rendering budget', () => {
  function budgeted(tokens: number) {
    let time = 0;
    let left = tokens;
    const cache = pageCache<string>({ freshMs: 1000, maxAgeMs: 5000, staleMs: 60_000, maxPages: 3, now: () => time, budget: { take: () => left-- > 0 } });
    let renders = 0;
    const get = (key: string) => cache.get(key, () => Promise.resolve(`${key} #${++renders}`), () => true);
    return { get, advance: (ms: number) => void (time += ms), refill: (n: number) => void (left = n), renders: () => renders };
  }

  it('answers busy for a page it does not hold, and a miss once a token is back', async () => {
    const t = budgeted(1);
    expect(await t.get('/a')).toEqual({ source: 'miss', value: '/a #1' });
    expect(await t.get('/b')).toEqual({ source: 'busy' });
    expect(await t.get('/a')).toEqual({ source: 'hit', value: '/a #1' });
    t.refill(1);
    expect(await t.get('/b')).toEqual({ source: 'miss', value: '/b #2' });
  });

  it('sends a kept page past maxAgeMs as stale, up to staleMs; after that, busy', async () => {
    const t = budgeted(1);
    await t.get('/a');
    t.advance(30_000);
    expect(await t.get('/a')).toEqual({ source: 'stale', value: '/a #1' });
    t.advance(30_001);
    expect(await t.get('/a')).toEqual({ source: 'busy' });
    expect(t.renders()).toBe(1);
  });

  it('a fresh-enough page is sent without a background rendering while the budget is spent', async () => {
    const t = budgeted(1);
    await t.get('/a');
    t.advance(2000);
    expect(await t.get('/a')).toEqual({ source: 'hit', value: '/a #1' });
    await settle();
    expect(t.renders()).toBe(1);
  });
});
