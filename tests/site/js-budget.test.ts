/**
 * The JavaScript budget of the public site, held on the build (bytes, not
 * time): a first visit to `/` downloads the entry script and the chunks it
 * imports statically; together they stay under 100 KB gzip. Neither the
 * admin, the rich-text editor, the table library nor react-router's
 * navigation engine (loaded on the first navigation, site/client/
 * deferred-router.ts) is among them. `npm run bench:web` measures the same
 * in a real browser.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { entryChunks, JS_BUDGET_BYTES, type ChunkWeight } from '../helpers/js-weight';
import { ROOT } from '../helpers/temp-project';

const WEB_DIR = path.join(ROOT, 'dist/web');
/** An error message of react-router's createRouter, kept in its production build: it marks the engine's code. */
const ENGINE_MARK = 'You must provide a non-empty routes array to createRouter';

let chunks: ChunkWeight[];
const code = (file: string) => readFileSync(path.join(WEB_DIR, file), 'utf8');

beforeAll(() => {
  if (!existsSync(path.join(WEB_DIR, 'index.html'))) throw new Error('dist/web is missing: run `npm run build:web` first (npm test does)');
  chunks = entryChunks(WEB_DIR);
});

describe('the first visit to / (the built entry and its static imports)', () => {
  it('needs under 100 KB of JavaScript gzip', () => {
    const total = chunks.reduce((sum, chunk) => sum + chunk.gzipBytes, 0);
    // React and react-dom alone are about 68 KB: less would mean the import scan missed chunks.
    expect(total).toBeGreaterThan(60 * 1024);
    expect(total).toBeLessThan(JS_BUDGET_BYTES);
  });

  it('loads no admin, rich-text editor or table code', () => {
    // Strings each of them keeps in the build (checked below to be found in the build at all).
    const marks = ['needs a <ToastProvider>' /* the admin shell (runtime-web/feedback/Toasts) */, 'getCoreRowModel' /* @tanstack/react-table */, 'quill'];
    const all = readdirSync(path.join(WEB_DIR, 'assets')).filter((name) => name.endsWith('.js')).map((name) => code(`assets/${name}`));
    for (const mark of marks) {
      expect(all.some((text) => text.includes(mark))).toBe(true);
      // A boolean, not toContain: a failure must not print a whole minified chunk.
      for (const { file } of chunks) expect(code(file).includes(mark), `${file} holds "${mark}"`).toBe(false);
    }
  });

  it("leaves react-router's navigation engine to a lazy chunk", () => {
    for (const { file } of chunks) expect(code(file).includes(ENGINE_MARK), `${file} holds the engine`).toBe(false);
    const lazy = readdirSync(path.join(WEB_DIR, 'assets')).filter((name) => name.endsWith('.js') && !chunks.some((c) => c.file === `assets/${name}`));
    expect(lazy.filter((name) => code(`assets/${name}`).includes(ENGINE_MARK))).toHaveLength(1);
  });
});
