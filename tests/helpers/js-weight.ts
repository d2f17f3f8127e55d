/**
 * What the built site (dist/web) makes a browser download before a page can
 * run: the module scripts of index.html and, transitively, the chunks they import
 * statically (lazy `import()` chunks excluded), with their gzip sizes (level 9,
 * as `npm run bench:web` counts them). Bytes, not time: a plain test can hold
 * the budget with it.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** Under this many bytes of JavaScript gzip for a first visit to `/` (issue 8). */
export const JS_BUDGET_BYTES = 100 * 1024;

export interface ChunkWeight {
  /** Path under dist/web, e.g. `assets/index-Cdrb7i1d.js`. */
  file: string;
  gzipBytes: number;
}

export const gzipBytes = (file: string): number => gzipSync(readFileSync(file), { level: 9 }).length;

/** `import{a as b}from"./x.js"` and `import"./x.js"`, not `import("./x.js")`. */
const STATIC_IMPORT = /\bimport\s*(?:[^"'();]*?\bfrom\s*)?"(\.\/[\w.-]+\.js)"/g;

/** The module scripts of index.html and every chunk they import statically, in load order. */
export function entryChunks(webDir: string): ChunkWeight[] {
  const html = readFileSync(path.join(webDir, 'index.html'), 'utf8');
  const scripts = [...html.matchAll(/<script type="module"[^>]*\ssrc="\/([^"]+\.js)"/g)].map((match) => match[1]!);
  if (scripts.length === 0) throw new Error(`no module script in ${webDir}/index.html`);
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = readFileSync(path.join(webDir, file), 'utf8');
    for (const [, relative] of code.matchAll(STATIC_IMPORT)) visit(path.posix.join(path.posix.dirname(file), relative!));
  };
  scripts.forEach(visit);
  return [...seen].map((file) => ({ file, gzipBytes: gzipBytes(path.join(webDir, file)) }));
}
