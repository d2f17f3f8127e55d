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
import { checkSameAnswers, compareAnswers, compareHeaders, normaliseBody } from '../../bench/check';
import { load } from '../../bench/load';
import { ceilingDefects, type Results } from '../../bench/report';
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
    const { stdout } = await run(process.execPath, [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'bench/run.ts', ...flags, '--only', 'list-deep-page,get-by-id,create-json,update', '--out', out], { cwd: ROOT, timeout: 150_000 });
    expect(stdout).toContain('seeded 300 banners');
    // 4 deep pages, 3 reads, 2 creates, 3 updates (the third saves no change): 2 + 2 audit entries.
    expect(stdout).toContain('the ceiling answers what ours answers: 12 sample requests and 4 audit entries the same');
    const results = JSON.parse(readFileSync(out, 'utf8')) as Results;
    expect(results.database).toBe('sqlite');
    expect(results.ceiling_audit).toBe(true);
    expect(results.node_flags).toEqual([]); // npm start's: node's defaults (docs/performance.md, Memory)
    expect(results.start_env).toEqual({ MALLOC_ARENA_MAX: '2' }); // npm start's environment, given to both servers
    expect(results.endpoints.map((e) => e.name)).toEqual(['list-deep-page', 'get-by-id', 'create-json', 'update']);
    expect(results.ceiling_defects).toEqual(ceilingDefects(results.endpoints));
    for (const e of results.endpoints) {
      expect(e.ours.rps).toBeGreaterThan(0);
      expect(e.ceiling.rps).toBeGreaterThan(0);
      expect(e.ours.p99_ms).toBeGreaterThanOrEqual(e.ours.p50_ms);
      expect(e.ratio).toBeCloseTo(e.ours.rps / e.ceiling.rps, 1);
      expect(e.p99_ratio).toBeCloseTo(e.ours.p99_ms / e.ceiling.p99_ms, 1);
      expect(e.rounds).toEqual([{ ours_rps: e.ours.rps, ceiling_rps: e.ceiling.rps, ours_p99_ms: e.ours.p99_ms, ceiling_p99_ms: e.ceiling.p99_ms }]);
    }
    expect(results.cold_start_ms).toBeGreaterThan(0);
    expect(results.rss_mb).toBeGreaterThan(0);
    expect(results.generate_ms).toBeNull();
    expect(results.ceiling.cold_start_ms).toBeGreaterThan(0);
    expect(results.ceiling.rss_mb).toBeGreaterThan(0);
    expect(Object.keys(results).sort()).toEqual(['ceiling', 'ceiling_audit', 'ceiling_defects', 'check_ms', 'cold_start_ms', 'database', 'endpoints', 'generate_ms', 'node_flags', 'rss_idle_mb', 'rss_mb', 'start_env', 'web']);
  }, 180_000);
});

describe('the check that the ceiling answers what ours answers', () => {
  const ours = '{"data":[{"id":7,"title":"Banner 6","service":{"id":4,"name":"Bench service 3"}}],"meta":{"total":297,"page":1,"perPage":25}}';

  it('passes the same bytes', () => {
    expect(compareAnswers('list-page-1', { status: 200, body: ours }, { status: 200, body: ours })).toBeUndefined();
  });

  it('fails a body that differs, naming the endpoint and showing where', () => {
    const ceiling = ours.replace('"total":297', '"total":300');
    expect(compareAnswers('list-page-1 (GET /api/banner)', { status: 200, body: ours }, { status: 200, body: ceiling })).toBe(
      'list-page-1 (GET /api/banner): the bodies differ (byte for byte); first difference at character 98\n' +
        '    ours:    …title":"Banner 6","service":{"id":4,"name":"Bench service 3"}}],"meta":{"total":297,"page":1,"perPage":25}}\n' +
        '    ceiling: …title":"Banner 6","service":{"id":4,"name":"Bench service 3"}}],"meta":{"total":300,"page":1,"perPage":25}}',
    );
  });

  it('fails the same values in another key order, and a relation left out', () => {
    const reordered = ours.replace('"id":7,"title":"Banner 6"', '"title":"Banner 6","id":7');
    expect(compareAnswers('get-by-id', { status: 200, body: ours }, { status: 200, body: reordered })).toMatch(/^get-by-id: the bodies differ/);
    const unattached = ours.replace('{"id":4,"name":"Bench service 3"}', 'null');
    expect(compareAnswers('get-by-id', { status: 200, body: ours }, { status: 200, body: unattached })).toMatch(/^get-by-id: the bodies differ/);
  });

  it('fails another status, whatever the body', () => {
    expect(compareAnswers('update', { status: 200, body: '{}' }, { status: 404, body: '{}' })).toBe('update: status 200 from ours, 404 from the ceiling');
  });

  it("normalises only a write's moments and the random part of its upload's name, and only when asked", () => {
    const a = '{"data":{"id":9,"photo":"uploads/banner/3f2a9c0d11e2b4a7-0a1b2c3d.png","created_at":"2026-11-26T05:00:00.000Z","updated_at":"2026-11-26T05:00:00.000Z"}}';
    const b = '{"data":{"id":9,"photo":"uploads/banner/3f2a9c0d11e2b4a7-77be01ff.png","created_at":"2026-11-26T05:00:01.234Z","updated_at":"2026-11-26T05:00:01.234Z"}}';
    expect(normaliseBody(a, ['created_at', 'updated_at', 'photo'])).toBe('{"data":{"id":9,"photo":"uploads/banner/3f2a9c0d11e2b4a7-<random>.png","created_at":"<created_at>","updated_at":"<updated_at>"}}');
    expect(compareAnswers('create-multipart', { status: 201, body: a }, { status: 201, body: b }, ['created_at', 'updated_at', 'photo'])).toBeUndefined();
    expect(compareAnswers('create-multipart', { status: 201, body: a }, { status: 201, body: b }, ['created_at', 'updated_at'])).toMatch(/photo/);
    // An id is never normalised: both servers start from copies of one database and get the writes in the same order.
    expect(compareAnswers('create-json', { status: 201, body: a }, { status: 201, body: a.replace('"id":9', '"id":10') }, ['created_at', 'updated_at', 'photo'])).toMatch(/differ/);
    // A folder, stored bytes (their hash) or extension that differs is a real difference.
    expect(compareAnswers('create-multipart', { status: 201, body: a }, { status: 201, body: b.replace('.png', '.jpg') }, ['created_at', 'updated_at', 'photo'])).toMatch(/differ/);
    expect(compareAnswers('create-multipart', { status: 201, body: a }, { status: 201, body: b.replace('3f2a9c0d', '3f2a9c0e') }, ['created_at', 'updated_at', 'photo'])).toMatch(/differ/);
  });

  it('fails a header left out or of another value, but not the moment it was sent', () => {
    const ours = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'private, no-cache', 'x-frame-options': 'SAMEORIGIN', date: 'Thu, 26 Nov 2026 12:34:21 GMT' };
    expect(compareHeaders(ours, { ...ours, date: 'Thu, 26 Nov 2026 12:34:22 GMT' })).toBeUndefined();
    const { 'x-frame-options': _left, ...withoutFrameOptions } = ours;
    expect(compareHeaders(ours, withoutFrameOptions)).toBe('header x-frame-options: "SAMEORIGIN" from ours, null from the ceiling');
    expect(compareAnswers('get-by-id', { status: 200, body: '{}', headers: ours }, { status: 200, body: '{}', headers: { ...ours, 'cache-control': 'no-store' } })).toBe(
      'get-by-id: header cache-control: "private, no-cache" from ours, "no-store" from the ceiling',
    );
    // An ETag hashes the body: compared unless the body is normalised (a create's moments then differ).
    expect(compareHeaders({ etag: 'W/"a"' }, { etag: 'W/"b"' })).toMatch(/^header etag/);
    expect(compareHeaders({ etag: 'W/"a"' }, { etag: 'W/"b"' }, ['created_at'])).toBeUndefined();
  });

  it('sends the samples to two live servers and fails on the first answer that differs', async () => {
    // Two servers that agree on /same and differ by one character on /other.
    const serve = (total: number) => createServer((req, res) => {
      res.setHeader('content-type', 'application/json');
      res.end(req.url === '/same' ? '{"total":1}' : `{"total":${total}}`);
    }).listen(0, '127.0.0.1');
    const [ours, ceiling] = [serve(297), serve(298)];
    await Promise.all([ours, ceiling].map((s) => new Promise((resolve) => s.once('listening', resolve))));
    const url = (s: Server) => `http://127.0.0.1:${(s.address() as { port: number }).port}`;
    const urls = { ours: url(ours), ceiling: url(ceiling) };
    try {
      const endpoint = (path: string) => ({ name: 'list-page-1', request: { path }, status: 200, samples: [{ method: 'GET', path }] });
      expect(await checkSameAnswers([endpoint('/same'), endpoint('/same')], urls)).toBe(2);
      await expect(checkSameAnswers([endpoint('/same'), endpoint('/other')], urls)).rejects.toThrow(
        'the ceiling does not answer what ours answers: list-page-1 (GET /other): the bodies differ (byte for byte); first difference at character 11',
      );
    } finally {
      await Promise.all([ours, ceiling].map((s) => new Promise((resolve) => s.close(resolve))));
    }
  });

  it('lists every ratio above 1.05 as a ceiling defect', () => {
    const m = { rps: 1, p50_ms: 1, p99_ms: 1, cpu_us: 1 };
    const results = [1.04, 1.05, 1.06, 5.8].map((ratio, i) => ({ name: `e${i}`, ours: m, ceiling: m, ratio, p99_ratio: 1, rounds: [] }));
    expect(ceilingDefects(results)).toEqual([{ name: 'e2', ratio: 1.06 }, { name: 'e3', ratio: 5.8 }]);
  });
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

  it('checks the statuses of the load run beside the measured one (sign-ins during reads)', async () => {
    const background = { request: { method: 'GET', path: '/broken' }, connections: 1, status: 200 };
    const result = await load(url, { name: 'reads', request: { method: 'GET', path: '/ok' }, status: 200, background }, { duration: 0.5, connections: 2 });
    expect(result.answers).toBeGreaterThan(0);
    expect(result.failures).toHaveLength(1);
    expect(result.failures[0]).toMatch(/^\d+ background answers 500 \(expected 200\)$/);
  });
});
