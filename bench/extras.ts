/**
 * The numbers beside the load: what the browser downloads (gzip) for the
 * home page and the admin, and how long `generate` and `generate --check`
 * take on a copy of the project (so the benchmark never writes into it).
 */
import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { makeTempProject } from '../tests/helpers/temp-project';

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
const gzipSize = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

/** A built chunk and every chunk it imports statically (not its lazy `import()`s). */
function withStaticImports(assets: string, entry: string, seen = new Set<string>()): Set<string> {
  if (seen.has(entry)) return seen;
  seen.add(entry);
  const code = readFileSync(path.join(assets, entry), 'utf8');
  for (const match of code.matchAll(/(?:from\s*|import\s*)"\.\/([\w.-]+\.js)"/g)) withStaticImports(assets, match[1]!, seen);
  return seen;
}

/**
 * home: the scripts index.html loads (entry and modulepreloads, with their static imports);
 * admin: the lazily loaded AdminApp chunk with its static imports, less what the home page already loaded.
 */
export function webSizes(webDir: string): { home_js_gzip_kb: number | null; admin_js_gzip_kb: number | null } {
  const assets = path.join(webDir, 'assets');
  if (!existsSync(path.join(webDir, 'index.html'))) return { home_js_gzip_kb: null, admin_js_gzip_kb: null };
  const html = readFileSync(path.join(webDir, 'index.html'), 'utf8');
  const home = new Set<string>();
  for (const match of html.matchAll(/(?:src|href)="\/assets\/([\w.-]+\.js)"/g)) withStaticImports(assets, match[1]!, home);
  const adminEntry = readdirSync(assets).find((f) => /^AdminApp-[\w-]+\.js$/.test(f));
  const admin = adminEntry ? [...withStaticImports(assets, adminEntry)].filter((f) => !home.has(f)) : undefined;
  const total = (files: Iterable<string>) => kb([...files].reduce((sum, f) => sum + gzipSize(path.join(assets, f)), 0));
  return { home_js_gzip_kb: total(home), admin_js_gzip_kb: admin ? total(admin) : null };
}

/** Wall time of `npm run generate -- --check` and `npm run generate` (as a developer waits for them) on a copy of the project. */
export async function generatorTimes(): Promise<{ generate_ms: number; check_ms: number }> {
  const project = makeTempProject({ copyGenerated: true });
  const tsx = path.resolve(import.meta.dirname, '../node_modules/tsx/dist/cli.mjs');
  const timed = async (args: string[]) => {
    const start = performance.now();
    await promisify(execFile)(process.execPath, [tsx, 'generator/cli.ts', ...args], { cwd: project.root });
    return Math.round(performance.now() - start);
  };
  try {
    const check_ms = await timed(['--check']);
    const generate_ms = await timed([]);
    return { generate_ms, check_ms };
  } finally {
    project.remove();
  }
}
