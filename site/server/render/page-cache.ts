/**
 * Server-rendered public pages, kept for a moment. Rendering the home page
 * reads a dozen lists through the API and renders React: ~50 ms, against
 * well under a millisecond to send the same HTML again. Every visitor gets
 * the same HTML (the loaders read the API anonymously), so one rendering
 * serves all of them until the data changes:
 *
 * - a write this server's API accepted (`dataChanged`) drops every page at
 *   once: an edit in the back office shows on the next visit;
 * - another server's writes, and time passing (a job's deadline, a discount's
 *   end), show within `freshMs`: an older page is still sent while one
 *   rendering replaces it, so a visitor never waits for an expired page;
 * - requests for the same page while it renders wait for that one rendering.
 *
 * Bounded: at most `maxPages` pages (the least recently sent go first, and
 * pages whose key has a query string before plain ones: made-up searches
 * cannot push the site's own pages out), and a page not replaced within
 * `maxAgeMs` is not sent, unless renderings are over `budget`.
 *
 * The budget bounds how many renderings start (site/server/render/render-page.ts:
 * a token bucket): when it is spent, a kept page up to `staleMs` old is sent
 * as it is, and without one the answer is `busy` (the caller answers 503).
 */

export interface PageCacheOptions {
  freshMs: number;
  maxAgeMs: number;
  /** When the budget is spent, a kept page up to this old is still sent. */
  staleMs: number;
  maxPages: number;
  /** Asked before each rendering starts; false: it does not start. @default always true */
  budget?: { take(): boolean };
  /** For tests: the clock. @default Date.now */
  now?: () => number;
}

interface Kept<T> {
  value: T;
  renderedAt: number;
}

/**
 * What `get` found: a kept page (`hit`, also when it joined a rendering in flight), a new rendering
 * (`miss`), a page past `maxAgeMs` sent because the budget is spent (`stale`), or nothing to send (`busy`).
 */
export type Lookup<T> = { source: 'hit' | 'miss' | 'stale'; value: T } | { source: 'busy' };

export interface PageCache<T> {
  /** The kept page for `key`, or the one `render` makes; `keep` says whether a result may be kept (a 200 page, not an error). */
  get(key: string, render: () => Promise<T>, keep: (value: T) => boolean): Promise<Lookup<T>>;
  /** The data changed: no page rendered before now is sent again. */
  dataChanged(): void;
  readonly size: number;
}

export function pageCache<T>(o: PageCacheOptions): PageCache<T> {
  const now = o.now ?? Date.now;
  const budget = o.budget ?? { take: () => true };
  const kept = new Map<string, Kept<T>>();
  const rendering = new Map<string, Promise<T>>();
  let generation = 0;

  function keepPage(key: string, page: Kept<T>): void {
    kept.delete(key);
    kept.set(key, page); // the most recently sent goes last
    if (kept.size <= o.maxPages) return;
    const keys = [...kept.keys()];
    kept.delete(keys.find((k) => k.includes('?')) ?? keys[0]!);
  }

  function startRendering(key: string, render: () => Promise<T>, keep: (value: T) => boolean): Promise<T> {
    const startedIn = generation;
    const renderedAt = now();
    const done = render()
      .then((value) => {
        // Data that changed while rendering may be missing from the page: it is sent, not kept.
        if (keep(value) && startedIn === generation) keepPage(key, { value, renderedAt });
        return value;
      })
      .finally(() => {
        if (rendering.get(key) === done) rendering.delete(key);
      });
    rendering.set(key, done);
    return done;
  }

  return {
    async get(key, render, keep) {
      // Pages rendered before the data changed are gone already (dataChanged).
      const page = kept.get(key);
      const age = page ? now() - page.renderedAt : Infinity;
      const inFlight = rendering.get(key);
      if (page && age <= o.maxAgeMs) {
        keepPage(key, page);
        // The kept page goes out meanwhile; a spent budget leaves it for a later visitor to replace.
        if (age > o.freshMs && !inFlight && budget.take()) void startRendering(key, render, keep).catch(() => undefined);
        return { source: 'hit', value: page.value };
      }
      if (inFlight) return { source: 'hit', value: await inFlight };
      if (budget.take()) {
        kept.delete(key);
        return { source: 'miss', value: await startRendering(key, render, keep) };
      }
      if (page && age <= o.staleMs) return { source: 'stale', value: page.value };
      return { source: 'busy' };
    },
    dataChanged() {
      generation++;
      kept.clear();
      // Renderings in flight finish for the visitors waiting on them, but are not kept (see startRendering).
      rendering.clear();
    },
    get size() {
      return kept.size;
    },
  };
}
