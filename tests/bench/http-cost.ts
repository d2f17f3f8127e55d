/**
 * `npx tsx tests/bench/http-cost.ts [requests] [ours|ceiling] [writes|reads]`: the server's CPU per answer of the benchmark's
 * two JSON writes over HTTP, or of its two plain reads, the whole request included (Express's chain, authentication, the
 * body parser, the local API, the answer): `POST /api/contact` and `PUT /api/banner/:id`, or `GET /api/banner?page=1&perPage=25`
 * and `GET /api/banner/:id`, as staff, on a test server (1,000 banners; for the reads over 20 services) in this process. The
 * requests come from a child process (tests/bench/http-client.ts: raw keep-alive sockets, 8 at a time), so the
 * CPU time counted (this process's, libuv's threads included) is the server's alone. Least and median of 5 runs
 * after one to warm up, µs per answer (docs/performance.md, "Writes over HTTP"). `ceiling`: the same requests to
 * bench/ceiling/server.ts, started in this process on a copy of the same database (one server per run: run it twice).
 */
import { fork } from 'node:child_process';
import path from 'node:path';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { login } from '../helpers/http';
import { seedBenchBanners } from './bench-data';
import { ADMIN, startTestServer, TEST_SECRET } from '../helpers/server';

const REQUESTS = Number(process.argv[2] ?? 3000);
const which = process.argv[3] ?? 'ours';
const group = process.argv[4] ?? 'writes';
if (!['ours', 'ceiling'].includes(which) || !['writes', 'reads'].includes(group)) throw new Error('usage: http-cost.ts [requests] [ours|ceiling] [writes|reads]');
const server = await startTestServer({ directWritesRefreshPages: false });
const client = fork(path.join(import.meta.dirname, 'http-client.ts'), [], { execArgv: ['--import', 'tsx'] });
try {
  // The writes as measured before (one service: an update keeps it); a list's page attaches some twenty.
  const { serviceId, ids } = await seedBenchBanners(server.db, group === 'reads' ? 20 : 1);
  const token = await login(server.url, ADMIN.email, ADMIN.password);
  const { port } = new URL(server.url);

  const ask = (message: object) =>
    new Promise<{ statuses: Record<string, number> }>((resolve) => {
      client.once('message', (answer) => resolve(answer as { statuses: Record<string, number> }));
      client.send(message);
    });
  const json = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const contact = JSON.stringify({ name: 'Bench Client', email: 'bench@example.com', subject: 'A question', message: 'Could you call me back about the cloud migration?', service_id: serviceId });

  async function cost(name: string, requests: { method: string; path: string; body: string }[], status: number, to = Number(port)): Promise<void> {
    const runs: number[] = [];
    for (let run = 0; run < 6; run++) {
      const started = process.cpuUsage();
      const { statuses } = await ask({ port: to, headers: json, requests, count: REQUESTS });
      const used = process.cpuUsage(started);
      if (Object.keys(statuses).join() !== String(status)) throw new Error(`${name}: answered ${JSON.stringify(statuses)}`);
      if (run > 0) runs.push((used.user + used.system) / REQUESTS); // run 0 warms the JIT up
    }
    runs.sort((a, b) => a - b);
    console.log(`${name.padEnd(36)} least ${runs[0]!.toFixed(1).padStart(6)} µs, median ${runs[2]!.toFixed(1).padStart(6)} µs an answer`);
  }

  // The ceiling (bench/ceiling/server.ts) on a copy of the same database, in this process too.
  const ceilingDir = mkdtempSync(path.join(tmpdir(), 'ceiling-'));
  const ceilingPort = 40000 + (process.pid % 20000);
  if (which === 'ceiling') {
    await server.db.raw('PRAGMA wal_checkpoint(TRUNCATE)');
    copyFileSync(server.databaseUrl, path.join(ceilingDir, 'db.sqlite'));
    Object.assign(process.env, { DB_FILE: path.join(ceilingDir, 'db.sqlite'), PORT: String(ceilingPort), JWT_SECRET: TEST_SECRET, UPLOADS_DIR: path.join(ceilingDir, 'uploads') });
    await import('../../bench/ceiling/server');
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  const to = which === 'ceiling' ? ceilingPort : Number(port);
  if (group === 'writes') {
    await cost(`${which}: POST /api/contact (create)`, [{ method: 'POST', path: '/api/contact', body: contact }], 201, to);
    const updates = Array.from({ length: 200 }, (_, i) => ({
      method: 'PUT',
      path: `/api/banner/${ids[(i * 7) % ids.length]}`,
      body: JSON.stringify({ title: `Updated by the benchmark ${i}`, sub_title: 'Still a banner', service_id: serviceId }),
    }));
    await cost(`${which}: PUT /api/banner/:id (update)`, updates, 200, to);
  } else {
    await cost(`${which}: GET /api/banner (list page 1)`, [{ method: 'GET', path: '/api/banner?page=1&perPage=25', body: '' }], 200, to);
    const reads = Array.from({ length: 200 }, (_, i) => ({ method: 'GET', path: `/api/banner/${ids[(i * 7) % ids.length]}`, body: '' }));
    await cost(`${which}: GET /api/banner/:id (get by id)`, reads, 200, to);
  }
  rmSync(ceilingDir, { recursive: true, force: true });
} finally {
  client.kill();
  await server.close();
}
