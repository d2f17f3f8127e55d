/**
 * `npm run bench`: speed targets, measured on a real server with a real
 * SQLite file (never asserted inside tests). Prints medians and whether each
 * target holds; exits 1 when one does not.
 */
import { performance } from 'node:perf_hooks';
import { gradientPng } from '../../site/server/seed/png';
import { call, form, login } from '../helpers/http';
import { ADMIN, startTestServer } from '../helpers/server';

interface Target {
  name: string;
  runs: number;
  /** Median in milliseconds that must not be exceeded. */
  medianMs: number;
  run: () => Promise<unknown>;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function measure(target: Target): Promise<{ median: number; ok: boolean }> {
  const times: number[] = [];
  for (let i = 0; i < target.runs; i++) {
    const start = performance.now();
    await target.run();
    times.push(performance.now() - start);
  }
  const m = median(times);
  return { median: m, ok: m <= target.medianMs };
}

async function main() {
  const server = await startTestServer();
  try {
    const token = await login(server.url, ADMIN.email, ADMIN.password);
    const now = new Date().toISOString();
    const [service] = await server.db('services').insert({ name: 'Bench', created_at: now, updated_at: now }).returning('id');
    const serviceId = (service as { id: number }).id;
    const rows = Array.from({ length: 5000 }, (_, i) => ({ title: `Banner ${i}`, sub_title: `Subtitle ${i}`, body: '<p>Body</p>', photo: 'uploads/banner/x.png', service_id: serviceId, created_at: now, updated_at: now }));
    for (let i = 0; i < rows.length; i += 500) await server.db('banners').insert(rows.slice(i, i + 500));
    const png = gradientPng(400, 200, [10, 20, 30], [200, 220, 240]);
    const targets: Target[] = [
      { name: 'GET /api/banner (first page of 5,000)', runs: 200, medianMs: 15, run: () => call(`${server.url}/api/banner`, { token }) },
      { name: 'GET /api/banner?q=Banner 49&sort=title', runs: 200, medianMs: 25, run: () => call(`${server.url}/api/banner?q=Banner%2049&sort=title`, { token }) },
      { name: 'GET /api/banner?page=200 (deep page)', runs: 200, medianMs: 25, run: () => call(`${server.url}/api/banner?page=200`, { token }) },
      { name: 'GET /api/banner/:id', runs: 300, medianMs: 8, run: () => call(`${server.url}/api/banner/2500`, { token }) },
      {
        name: 'POST /api/banner (multipart, 400×200 PNG)',
        runs: 100,
        medianMs: 40,
        run: () => call(`${server.url}/api/banner`, { method: 'POST', token, body: form({ title: 'Bench', sub_title: 'x', service_id: serviceId }, { photo: { data: png, name: 'b.png', type: 'image/png' } }) }),
      },
    ];
    let failed = 0;
    for (const target of targets) {
      const result = await measure(target);
      if (!result.ok) failed++;
      console.log(`${result.ok ? 'ok  ' : 'SLOW'} ${target.name}: median ${result.median.toFixed(1)} ms (target ≤ ${target.medianMs} ms, ${target.runs} runs)`);
    }
    process.exitCode = failed ? 1 : 0;
  } finally {
    await server.close();
  }
}

void main();
