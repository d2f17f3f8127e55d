/**
 * `npm run bench`: our production server against a bare ceiling (bench/ceiling/),
 * both on copies of one database seeded with 100,000 banners, loaded in turn
 * at 50 connections per endpoint. Prints a table with the targets of issue 11
 * and writes bench/results/latest.json. Any answer with an unexpected status
 * fails the run (exit 1, naming the endpoint), and so does a ceiling that does
 * not answer exactly what ours answers (check.ts, before measuring). Flags: see args.ts.
 */
import { build } from 'esbuild';
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { parseArgs, type BenchArgs } from './args';
import { checkSameAnswers, checkSameAudit, handOverPage } from './check';
import { endpoints, type Endpoint } from './endpoints';
import { generatorTimes, webSizes } from './extras';
import { load, type LoadResult } from './load';
import { paired } from './paired';
import { startProcess, type Running } from './processes';
import { ceilingDefects, printTable, writeResults, type EndpointResult } from './report';
import { createBenchDatabase, DEFAULT_POSTGRES, seedPostgresBanners, type BenchDatabase } from './postgres';
import { seedBanners } from './seed';

const ROOT = path.resolve(import.meta.dirname, '..');
const WEB_DIR = path.join(ROOT, 'dist/web');
const ADMIN = { email: 'bench-admin@example.com', password: randomBytes(12).toString('hex') };
const JWT_SECRET = randomBytes(32).toString('hex');

type Side = 'ours' | 'ceiling';

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function startScript(): string {
  return (JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts.start ?? '';
}

/** The node flags `npm start` gives the server (its heap settings: docs/performance.md), read from package.json. */
export function startFlags(): string[] {
  const start = startScript();
  const flags = /\bnode\s+(.*?)\s*dist\/app\/main\.cjs/.exec(start)?.[1];
  if (flags === undefined) throw new Error(`npm start does not run node dist/app/main.cjs: ${start}`);
  return flags.split(/\s+/).filter(Boolean);
}

/**
 * The environment `npm start` sets for the process (`exec env NAME=value … node …`: glibc's malloc arenas,
 * docs/performance.md "Memory: malloc arenas"). Both servers get it: it tunes the C library under any node
 * program, so the ceiling could set it as well, and a tuning both can use must not change the ratio.
 */
export function startEnv(): Record<string, string> {
  const words = /\benv\s+((?:\w+=\S*\s+)+)node\b/.exec(startScript())?.[1] ?? '';
  return Object.fromEntries(words.split(/\s+/).filter(Boolean).map((word) => [word.slice(0, word.indexOf('=')), word.slice(word.indexOf('=') + 1)]));
}

/** Our server, started as `npm start` starts it (or through tsx with `--runner tsx`, as it ran before); on SQLite in `dataDir` unless `databaseUrl`. */
async function startOurs(args: BenchArgs, dataDir: string, databaseUrl?: string): Promise<Running> {
  const entry = args.runner === 'node' ? [path.join(ROOT, 'dist/app/main.cjs')] : [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), path.join(ROOT, 'site/server/main.ts')];
  const env = {
    ...startEnv(),
    NODE_ENV: 'production',
    JWT_SECRET,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    DATA_DIR: dataDir,
    PUBLIC_URL: 'http://localhost',
    DATABASE_CREATE: '1',
    PAYMENT_PROVIDER: 'test', // a measurement site: no real payments (production refuses this without the next line)
    ALLOW_TEST_PAYMENTS: '1',
    // Production's password cost, whatever the caller's environment holds (the test suite sets BCRYPT_COST=4).
    BCRYPT_COST: '10',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  };
  return startProcess({ name: 'our server', command: process.execPath, args: [...(args.nodeFlags ?? startFlags()), ...profiling(args, 'ours'), ...entry], env, port: await freePort(), readyPath: '/api/banner?perPage=1' });
}

/** node's flags for a V8 CPU profile of one side, written into <folder>/<side>/ (with `--profile`). */
function profiling(args: BenchArgs, side: Side): string[] {
  if (!args.profile) return [];
  return ['--cpu-prof', `--cpu-prof-dir=${path.resolve(args.profile, side)}`, '--import', path.join(ROOT, 'bench/exit-on-sigterm.mjs')];
}

async function startCeiling(args: BenchArgs, dir: string): Promise<Running> {
  const audit = !args.bareCeiling;
  const outfile = path.join(ROOT, 'dist/bench/ceiling.cjs'); // inside the project, so its imports resolve in node_modules
  // CommonJS, as ours is bundled (package.json build:server): the quicker start is a trick the ceiling may use too.
  await build({ entryPoints: [path.join(ROOT, 'bench/ceiling/server.ts')], bundle: true, platform: 'node', format: 'cjs', packages: 'external', target: 'node20', outfile, logLevel: 'warning' });
  const env = { ...startEnv(), DB_FILE: path.join(dir, 'app.sqlite'), JWT_SECRET, UPLOADS_DIR: path.join(dir, 'uploads'), AUDIT: audit ? '1' : '0' };
  return startProcess({ name: 'ceiling', command: process.execPath, args: [...profiling(args, 'ceiling'), outfile], env, port: await freePort(), readyPath: '/api/banner?perPage=1' });
}

async function signIn(url: string): Promise<string> {
  const res = await fetch(`${url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
  if (!res.ok) throw new Error(`Sign-in failed with ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { data: { token: string } }).data.token;
}

function buildProduct(args: BenchArgs): void {
  if (args.skipBuild) return;
  for (const script of ['build:web', 'build:server']) execFileSync('npm', ['run', '--silent', script], { cwd: ROOT, stdio: 'inherit' });
}

/**
 * Ours and the ceiling in turn, `rounds` times, the first to go swapping each
 * round, so that a burst of load from elsewhere on the machine falls on both.
 * The ratios are the medians of the rounds' ratios (paired.ts says why).
 */
async function measurePair(endpoint: Endpoint, servers: Record<Side, Running>, args: BenchArgs): Promise<EndpointResult> {
  const runs: Record<Side, LoadResult[]> = { ours: [], ceiling: [] };
  const duration = args.duration / args.rounds;
  const connections = endpoint.connections ?? args.connections;
  // The page as ours renders it now (after the writes measured before it), kept by the ceiling too.
  if (endpoint.renderedPage) await handOverPage({ ours: servers.ours.url, ceiling: servers.ceiling.url }, endpoint.renderedPage);
  for (let round = 0; round < args.rounds; round++) {
    const order: Side[] = round % 2 === 0 ? ['ours', 'ceiling'] : ['ceiling', 'ours'];
    for (const side of order) {
      const server = servers[side];
      // autocannon stops with requests still queued in the server: let them finish before the next measurement.
      if (round === 0 && args.warmup > 0) await load(server.url, endpoint, { duration: args.warmup, connections });
      await server.settle(endpoint.settleWith);
      const result = await load(server.url, endpoint, { duration, connections, cpuMs: () => server.cpuMs() });
      await server.settle(endpoint.settleWith);
      if (result.failures.length) throw new Error(`${endpoint.name} on ${side === 'ours' ? 'our server' : 'the ceiling'}: ${result.failures.join(', ')}`);
      runs[side].push(result);
    }
  }
  for (const side of ['ours', 'ceiling'] as const) {
    if (runs[side].every((r) => r.answers === 0)) throw new Error(`${endpoint.name} on ${side}: no answer within the duration (make --duration longer)`);
  }
  return { name: endpoint.name, ...paired(runs.ours, runs.ceiling) };
}

/**
 * The lowest RSS of each process over `seconds` without load (a minute unless `--idle`). V8 keeps the heap it grew under load
 * until its memory reducer runs, some 30 s after the allocation rate drops: the figure right after
 * the load (the target's) counts that garbage, this one shows what the process holds.
 */
async function idleRss(processes: Running[], seconds: number): Promise<number[]> {
  const lowest = processes.map((p) => p.rssMb());
  for (let waited = 0; waited < seconds; waited += 3) {
    await new Promise((resolve) => setTimeout(resolve, 3000));
    processes.forEach((p, i) => (lowest[i] = Math.min(lowest[i]!, p.rssMb())));
  }
  return lowest;
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  buildProduct(args);
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-'));
  const dataDir = path.join(dir, 'ours');
  const ceilingDir = path.join(dir, 'ceiling');
  const running: Running[] = [];
  let postgres: BenchDatabase | undefined;
  try {
    // First start: migrations and the admin. Then seed in bulk with the server stopped, and copy for the ceiling.
    await (await startOurs({ ...args, profile: undefined }, dataDir)).stop();
    const image = await sharp({ create: { width: 52, height: 52, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } } }).png().toBuffer();
    const seededAt = new Date().toISOString(); // the same moments on both databases: the check compares them
    const seeded = seedBanners(path.join(dataDir, 'app.sqlite'), path.join(dataDir, 'uploads'), args.rows, image, seededAt);
    mkdirSync(ceilingDir, { recursive: true });
    copyFileSync(path.join(dataDir, 'app.sqlite'), path.join(ceilingDir, 'app.sqlite'));
    if (args.db === 'postgres') {
      postgres = await createBenchDatabase(args.databaseUrl ?? process.env.TEST_DATABASE_URL ?? DEFAULT_POSTGRES);
      await (await startOurs({ ...args, profile: undefined }, dataDir, postgres.url)).stop();
      const same = await seedPostgresBanners(postgres.url, args.rows, seededAt);
      if (JSON.stringify(same) !== JSON.stringify(seeded)) throw new Error(`PostgreSQL was seeded with other ids than SQLite: ${JSON.stringify(same)} / ${JSON.stringify(seeded)}`);
    }

    const ours = await startOurs(args, dataDir, postgres?.url);
    running.push(ours);
    const ceiling = await startCeiling(args, ceilingDir);
    running.push(ceiling);
    console.log(`seeded ${args.rows} banners; our server (${args.db}, node flags: ${(args.nodeFlags ?? startFlags()).join(' ') || 'none'}; both: ${Object.entries(startEnv()).map(([k, v]) => `${k}=${v}`).join(' ') || 'no environment from npm start'}) started in ${ours.coldStartMs} ms (${args.runner}), the ceiling in ${ceiling.coldStartMs} ms; image ${image.length} bytes`);

    const token = await signIn(ours.url);
    const results: EndpointResult[] = [];
    const selected = endpoints({ token, admin: ADMIN, seeded, image }).filter((e) => args.only.length === 0 || args.only.includes(e.name));
    // A ceiling that answers less (other rows, fields, relations or audit entries) is no ceiling: check before measuring.
    const compared = await checkSameAnswers(selected, { ours: ours.url, ceiling: ceiling.url });
    const audited = args.db === 'sqlite' && !args.bareCeiling ? checkSameAudit({ ours: path.join(dataDir, 'app.sqlite'), ceiling: path.join(ceilingDir, 'app.sqlite') }) : undefined;
    console.log(`the ceiling answers what ours answers: ${compared} sample requests${audited === undefined ? '' : ` and ${audited} audit entries`} the same`);
    for (const endpoint of selected) {
      results.push(await measurePair(endpoint, { ours, ceiling }, args));
      console.log(`  ${endpoint.name}: ours ${results.at(-1)!.ours.rps} req/s, ceiling ${results.at(-1)!.ceiling.rps} req/s`);
    }
    const rss_mb = ours.rssMb();
    const ceilingRss = ceiling.rssMb();
    const split = { ours: ours.rssSplitMb(), ceiling: ceiling.rssSplitMb() };
    const settled = await idleRss([ours, ceiling], args.idle);
    const ceilingFigures = { cold_start_ms: ceiling.coldStartMs, rss_mb: ceilingRss, rss_idle_mb: settled[1]! };
    await Promise.all(running.splice(0).map((r) => r.stop()));
    const generator = args.skipGenerate ? { generate_ms: null, check_ms: null } : await generatorTimes();
    const report = { database: args.db, node_flags: args.nodeFlags ?? startFlags(), start_env: startEnv(), ceiling_audit: !args.bareCeiling, endpoints: results, ceiling_defects: ceilingDefects(results), cold_start_ms: ours.coldStartMs, rss_mb, rss_idle_mb: settled[0]!, ceiling: ceilingFigures, web: webSizes(WEB_DIR), ...generator };
    printTable(report, split);
    writeResults(args.out ? path.resolve(args.out) : path.join(ROOT, 'bench/results/latest.json'), report);
  } finally {
    await Promise.all(running.map((r) => r.stop()));
    await postgres?.drop();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(`bench failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
