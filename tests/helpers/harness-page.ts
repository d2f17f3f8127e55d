/**
 * A page for a browser test of one admin component outside the app: the harness entry (tests/e2e/harness/*.tsx)
 * bundled by esbuild into one inline script, with the admin's stylesheet (and any other given), inside the admin
 * layout's markup. Stylesheets the components import are left out (`.css` empty): the page names them itself.
 */
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './temp-project';

export async function harnessPage(entry: string, title: string, stylesheets: readonly string[] = ['runtime-web/admin.css']): Promise<string> {
  const bundle = await build({
    entryPoints: [path.join(ROOT, entry)],
    bundle: true,
    write: false,
    format: 'iife',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    loader: { '.css': 'empty' },
    logLevel: 'silent',
  });
  const css = stylesheets.map((file) => readFileSync(path.join(ROOT, file), 'utf8')).join('\n');
  // `</` cannot end the inline script early.
  const script = bundle.outputFiles[0]!.text.replace(/<\/(script)/gi, '<\\/$1');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title><style>${css}</style></head>
<body><div class="admin"><main class="admin-content"><div id="root"></div></main></div><script>${script}</script></body></html>`;
}
