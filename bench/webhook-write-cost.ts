/**
 * What the webhooks' outbox costs a write (docs/webhooks.md#measurements): contacts created through the
 * local API on a fresh SQLite file (or DATABASE_URL), with no webhook, with a webhook listening to another
 * event, and with one listening to `contact.created` (the outbox row written in the create's transaction).
 * `npx tsx bench/webhook-write-cost.ts [count]`; prints the median and the 90th percentile per create.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { records } from '../generated/server/local-api';
import type { AppContext } from '../runtime-server/http/context';
import { system } from '../runtime-server/local-api/caller';
import { buildServer } from '../site/server/start';

const COUNT = Number(process.argv[2] ?? 2000);
const dir = mkdtempSync(path.join(tmpdir(), 'webhook-cost-'));
const { app, db } = await buildServer({
  databaseUrl: process.env.DATABASE_URL ?? path.join(dir, 'bench.sqlite'), uploadsDir: path.join(dir, 'uploads'), jwtSecret: 'bench-secret-bench-secret-bench-secret',
  adminEmail: 'admin@bench.local', adminPassword: 'bench-password-1', mail: { from: 'bench@bench.local', outboxDir: path.join(dir, 'outbox') }, publicUrl: 'http://bench.test',
});
const context = app.locals.context as AppContext;
const api = records(context);
const { id: adminId }: { id: number } = await db('users').first('id');

async function measure(label: string): Promise<void> {
  const times: number[] = [];
  for (let i = 0; i < COUNT; i++) {
    const started = performance.now();
    await api.create('contact', { name: 'Ada', email: 'ada@example.com', subject: `Bench ${i}`, message: 'Hello', read: false }, { caller: system('bench') });
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.floor(q * (times.length - 1))]!.toFixed(3);
  console.log(`${label.padEnd(44)} median ${at(0.5)} ms, p90 ${at(0.9)} ms (${COUNT} creates)`);
}

const webhook = (events: string[]) => db('webhooks').insert({ name: 'Bench', url: 'https://hooks.example.com/bench', events: JSON.stringify(events), active: true, failures: 0, secret: 'whsec_bench', created_by: adminId });

await measure('warm-up');
await measure('no webhook');
await webhook(['contact.updated']);
context.webhooks?.invalidate();
await measure('a webhook listening to contact.updated');
await webhook(['contact.created']);
context.webhooks?.invalidate();
await measure('a webhook listening to contact.created');
await db.destroy();
rmSync(dir, { recursive: true, force: true });
