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
 * Bounded: at most `maxPages` pages (the least recently sent go first), and
 * a page not replaced within `maxAgeMs` is not sent at all.
 */

export interface PageCacheOptions {
  freshMs: number;
  maxAgeMs: number;
  maxPages: number;
  /** For tests: the clock. @default Date.now */
  now?: () => number;
}

interface Kept<T> {
  value: T;
  renderedAt: number;
}

export interface PageCache<T> {
  /** The kept page for `key`, or the one `render` makes; `keep` says whether a result may be kept (a 200 page, not an error). */
  get(key: string, render: () => Promise<T>, keep: (value: T) => boolean): Promise<T>;
  /** The data changed: no page rendered before now is sent again. */
  dataChanged(): void;
  readonly size: number;
}

export function pageCache<T>(o: PageCacheOptions): PageCache<T> {
  const now = o.now ?? Date.now;
  const kept = new Map<string, Kept<T>>();
  const rendering = new Map<string, Promise<T>>();
  let generation = 0;

  function renderOnce(key: string, render: () => Promise<T>, keep: (value: T) => boolean): Promise<T> {
    const inFlight = rendering.get(key);
    if (inFlight) return inFlight;
    const startedIn = generation;
    const renderedAt = now();
    const done = render()
      .then((value) => {
        // Data that changed while rendering may be missing from the page: it is sent, not kept.
        if (keep(value) && startedIn === generation) {
          kept.delete(key);
          kept.set(key, { value, renderedAt });
          if (kept.size > o.maxPages) kept.delete(kept.keys().next().value!);
        }
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
      if (!page || age > o.maxAgeMs) {
        kept.delete(key);
        return renderOnce(key, render, keep);
      }
      kept.delete(key); // most recently sent goes last
      kept.set(key, page);
      if (age > o.freshMs) void renderOnce(key, render, keep).catch(() => undefined); // the kept page goes out meanwhile
      return page.value;
    },
    dataChanged() {
      generation++;
      kept.clear();
      // Renderings in flight finish for the visitors waiting on them, but are not kept (see renderOnce).
      rendering.clear();
    },
    get size() {
      return kept.size;
    },
  };
}
