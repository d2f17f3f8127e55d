import react from '@vitejs/plugin-react';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

/**
 * react-router's package `exports` point every condition at its development
 * build (dev-only warnings and checks); the browser build of production uses
 * the production files it ships beside them (0.6 KB less gzip on `/`). The
 * server build leaves react-router external, as Node resolves it.
 */
const reactRouterProduction = [
  { find: /^react-router$/, replacement: fileURLToPath(new URL('node_modules/react-router/dist/production/index.mjs', import.meta.url)) },
  { find: /^react-router\/dom$/, replacement: fileURLToPath(new URL('node_modules/react-router/dist/production/dom-export.mjs', import.meta.url)) },
];

const routerDist = fileURLToPath(new URL('node_modules/react-router/dist/production/', import.meta.url));

/**
 * `react-router-engine` (site/client/deferred-router.ts) is react-router's
 * `createBrowserRouter`, needed only from the first client navigation on. A
 * bundler puts a module in one chunk, so importing it from react-router's own
 * file would keep it in the first download; the `?engine` query makes the
 * same file a second module that lands in a lazy chunk of its own. The
 * engine shares no React context with the components (it is plain state and
 * history code), so the second copy is safe.
 */
function routerEngine(): string {
  const file = readdirSync(routerDist).find((name) => /^chunk-.*\.mjs$/.test(name) && readFileSync(routerDist + name, 'utf8').includes('function createBrowserRouter('));
  if (!file) throw new Error('react-router: no chunk defines createBrowserRouter');
  return `${routerDist}${file}?engine`;
}

interface ChunkingContext {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

const browserEntry = fileURLToPath(new URL('site/main.tsx', import.meta.url));
let firstLoadModules: Set<string> | undefined;

/** The modules the browser entry imports statically, directly or not: what a first visit downloads. */
function firstLoad(ctx: ChunkingContext): Set<string> {
  if (firstLoadModules) return firstLoadModules;
  if (!ctx.getModuleInfo(browserEntry)) throw new Error(`vite.config.ts: ${browserEntry} is not in the module graph`);
  const found = new Set<string>();
  const visit = (id: string) => {
    if (found.has(id)) return;
    found.add(id);
    for (const imported of ctx.getModuleInfo(id)?.importedIds ?? []) visit(imported);
  };
  visit(browserEntry);
  firstLoadModules = found;
  return found;
}

// The web app lives in site/ (index.html, main.tsx); the server serves the build from dist/web.
export default defineConfig(({ mode, isSsrBuild }) => ({
  root: 'site',
  plugins: [react()],
  resolve: {
    alias:
      mode === 'production' && !isSsrBuild
        ? [...reactRouterProduction, { find: /^react-router-engine$/, replacement: routerEngine() }]
        : [{ find: /^react-router-engine$/, replacement: 'react-router-dom' }],
  },
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    // No polyfill (every browser we serve knows modulepreload) and no dependency lists inside the entry for
    // the lazy pages (1.4 KB gzip of file names on `/`): a lazy page's own imports load when it runs.
    modulePreload: { polyfill: false, resolveDependencies: (_file: string, deps: string[], { hostType }: { hostType: 'html' | 'js' }) => (hostType === 'html' ? deps : []) },
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            // Everything a first visit runs goes into one file (the entry's): one request and one gzip stream
            // instead of seven small shared chunks (1.8 KB less gzip on `/`). Lazy pages import from it.
            codeSplitting: { groups: [{ debugName: 'first-load', name: (id: string, ctx: ChunkingContext) => (firstLoad(ctx).has(id) ? 'index' : null) }] },
          },
        },
  },
  server: {
    // In `vite dev`, API calls and uploaded files go to the Express server.
    proxy: {
      '/api': 'http://localhost:3000',
      '/uploads': 'http://localhost:3000',
    },
  },
}));
