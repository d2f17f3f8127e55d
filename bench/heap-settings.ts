/**
 * `npx tsx bench/heap-settings.ts [bench flags…]`: node's heap settings for our server, weighed against
 * each other. Runs the benchmark once per setting (`--node-flags`), the settings in turn and then again
 * in the other order (so a burst of load elsewhere falls on more than one), each run measuring ours
 * against the ceiling, and prints per setting the throughput ratios, our CPU per answer and RSS after
 * load beside the ceiling's. Bench flags after the script's name go to every run (defaults below);
 * `--settings 'a|b'` replaces the settings tried (`''` within it: no flags).
 *
 * @example npx tsx bench/heap-settings.ts --settings '|--max-semi-space-size=4' --only list-page-1,get-by-id
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import type { Results } from './report';

const ROOT = path.resolve(import.meta.dirname, '..');

/** The settings tried (2026-11-26): none, then ones that bound the young or the old generation. */
const TRIED = ['', '--max-semi-space-size=2', '--max-semi-space-size=4', '--max-old-space-size=128', '--max-semi-space-size=4 --max-old-space-size=128'];
const DEFAULTS = ['--duration', '4', '--rounds', '2', '--skip-build', '--skip-generate', '--idle', '0', '--only', 'list-page-1,get-by-id,update,home-html'];

const argv = process.argv.slice(2);
const at = argv.indexOf('--settings');
const SETTINGS = at >= 0 ? argv.splice(at, 2)[1]!.split('|').map((s) => s.trim()) : TRIED;
const given = argv;
// A flag given again overrides the default (the bench reads the last).
const flags = [...DEFAULTS, ...given];
const dir = mkdtempSync(path.join(tmpdir(), 'heap-settings-'));
const reports = new Map<string, Results[]>(SETTINGS.map((s) => [s, []]));
try {
  for (const order of [SETTINGS, [...SETTINGS].reverse()]) {
    for (const setting of order) {
      const out = path.join(dir, `${reports.get(setting)!.length}-${SETTINGS.indexOf(setting)}.json`);
      execFileSync(process.execPath, [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'bench/run.ts', ...flags, '--node-flags', setting, '--out', out], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
      reports.get(setting)!.push(JSON.parse(readFileSync(out, 'utf8')) as Results);
      console.log(`done: ${setting || 'no flags'} (load average ${loadavg().map((l) => l.toFixed(1)).join(' ')})`);
    }
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}

const mean = (values: number[]) => Math.round((values.reduce((a, b) => a + b, 0) / values.length) * 100) / 100;
for (const [setting, runs] of reports) {
  const names = runs[0]!.endpoints.map((e) => e.name);
  const of = (name: string) => runs.map((r) => r.endpoints.find((e) => e.name === name)!);
  // p99 ×: the p99 factor (older results files lack it: ours / the ceiling's p99).
  const ratios = names.map((name) => `${name} ${mean(of(name).map((e) => e.ratio))} (${Math.round(mean(of(name).map((e) => e.ours.cpu_us)))} µs, p99 × ${mean(of(name).map((e) => e.p99_ratio ?? e.ours.p99_ms / e.ceiling.p99_ms))})`);
  console.log(`${(setting || 'no flags').padEnd(52)} RSS ${runs.map((r) => r.rss_mb).join('/')} MB (ceiling ${runs.map((r) => r.ceiling.rss_mb).join('/')}); ${ratios.join(', ')}`);
}
