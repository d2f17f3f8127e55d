/**
 * `npm run bench` is where the speed targets live (issue 11), so it has to
 * keep working: run small here (300 rows, a second per endpoint, our server
 * through tsx, so no production build is needed), it measures both servers
 * and writes its results file in the shape. And a measurement with a
 * wrong status fails, whatever its speed: a fast error must never pass.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { load } from '../../bench/load';
import type { Results } from '../../bench/report';
import { ROOT } from '../helpers/temp-project';

const run = promisify(execFile);
let dir: string;

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'bench-test-'));
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('npm run bench', () => {
  it('measures ours and the ceiling on each endpoint and writes the results file', async () => {
    const out = path.join(dir, 'latest.json');
    const flags = ['--runner', 'tsx', '--skip-build', '--skip-generate', '--rows', '300', '--duration', '1', '--rounds', '1', '--warmup', '0', '--connections', '4', '--idle', '0'];
    const { stdout } = await run(process.execPath, [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'bench/run.ts', ...flags, '--only', 'get-by-id,create-json,update', '--out', out], { cwd: ROOT, timeout: 150_000 });
    expect(stdout).toContain('seeded 300 banners');
    const results = JSON.parse(readFileSync(out, 'utf8')) as Results;
    expect(results.database).toBe('sqlite');
    expect(results.ceiling_audit).toBe(true);
    expect(results.endpoints.map((e) => e.name)).toEqual(['get-by-id', 'create-json', 'update']);
    for (const e of results.endpoints) {
      expect(e.ours.rps).toBeGreaterThan(0);
      expect(e.ceiling.rps).toBeGreaterThan(0);
      expect(e.ours.p99_ms).toBeGreaterThanOrEqual(e.ours.p50_ms);
      expect(e.ratio).toBeCloseTo(e.ours.rps / e.ceiling.rps, 1);
    }
    expect(results.cold_start_ms).toBeGreaterThan(0);
    expect(results.rss_mb).toBeGreaterThan(0);
    expect(results.generate_ms).toBeNull();
    expect(Object.keys(results).sort()).toEqual(['ceiling_audit', 'check_ms', 'cold_start_ms', 'database', 'endpoints', 'generate_ms', 'rss_idle_mb', 'rss_mb', 'web']);
  }, 180_000);
});

describe('a measurement', () => {
  let server: Server;
  let url: string;

  beforeAll(async () => {
    // Answers /ok with 200 and anything else with 500, quickly: the kind of server a benchmark must not praise.
    server = createServer((req, res) => {
      res.statusCode = req.url === '/ok' ? 200 : 500;
      res.end('{}');
    }).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  });

  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('counts answers of the expected status, and fails none', async () => {
    const result = await load(url, { name: 'ok', request: { method: 'GET', path: '/ok' }, status: 200 }, { duration: 0.5, connections: 2 });
    expect(result.answers).toBeGreaterThan(0);
    expect(result.failures).toEqual([]);
  });

  it('fails on answers of another status, naming them', async () => {
    const result = await load(url, { name: 'broken', request: { method: 'GET', path: '/broken' }, status: 200 }, { duration: 0.5, connections: 2 });
    expect(result.failures).toHaveLength(1);
    expect(result.failures[0]).toMatch(/^\d+ answers 500 \(expected 200\)$/);
  });

  it('fails when 201 is expected and 200 comes back (a success of the wrong kind)', async () => {
    const result = await load(url, { name: 'created', request: { method: 'GET', path: '/ok' }, status: 201 }, { duration: 0.5, connections: 2 });
    expect(result.failures[0]).toMatch(/^\d+ answers 200 \(expected 201\)$/);
  });
});
