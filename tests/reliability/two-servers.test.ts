/**
 * Issue 11: two server processes on different ports against one PostgreSQL
 * database, as behind a load balancer, each with its own (empty) data folder:
 * started together, they migrate once (the second waits); they serve the same
 * data; a token from one works on the other; an upload through one is served
 * by the other (UPLOAD_STORE=database); failed sign-ins are counted across
 * both (RATE_LIMIT_STORE=database). Skipped, saying so, without TEST_DATABASE_URL.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrations } from '../../generated/migrations';
import { filesUnder } from '../helpers/files';
import { call, form, login } from '../helpers/http';
import { createPostgresDatabase, POSTGRES, warnPostgresSkipped } from '../helpers/postgres';
import { processEnv, startServerProcess, type ServerProcess } from '../helpers/process';

warnPostgresSkipped('two server processes sharing one database, upload store and rate limits');

const ADMIN = { email: 'admin@test.local', password: 'correct-horse-battery-staple' }; // processEnv's
let servers: ServerProcess[] = [];
let dirs: string[] = [];
let drop: (() => Promise<void>) | undefined;

beforeAll(async () => {
  if (!POSTGRES) return;
  const pg = await createPostgresDatabase('two_servers');
  drop = () => pg.drop();
  dirs = [0, 1].map(() => mkdtempSync(path.join(tmpdir(), 'two-servers-')));
  const env = (dir: string) => processEnv(dir, { DATABASE_URL: pg.url, UPLOAD_STORE: 'database', RATE_LIMIT_STORE: 'database', DEMO_CONTENT: '0' });
  servers = await Promise.all(dirs.map((dir) => startServerProcess(env(dir), 120_000)));
}, 180_000);

afterAll(async () => {
  for (const p of servers) p.child.kill('SIGTERM');
  await Promise.all(servers.map((p) => p.exited));
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  await drop?.();
});

describe.skipIf(!POSTGRES)('two server processes on one PostgreSQL', () => {
  it('started together, migrate once: the second waits and finds nothing to do', () => {
    const applied = servers.filter((p) => p.output().includes(`applied migrations: ${migrations.map((m) => m.name).join(', ')}`));
    expect(applied).toHaveLength(1);
    expect(servers.filter((p) => p.output().includes('applied migrations'))).toHaveLength(1);
  });

  it('share data and sign-ins, and serve each other\u2019s uploads from the database', async () => {
    const [a, b] = servers as [ServerProcess, ServerProcess];
    const token = await login(a.url, ADMIN.email, ADMIN.password);
    expect((await call(`${b.url}/api/auth/me`, { token })).body.data.email).toBe(ADMIN.email);

    const service = await call(`${b.url}/api/service`, { method: 'POST', token, json: { name: 'Made on B' } });
    expect(service.status, JSON.stringify(service.body)).toBe(201);
    expect((await call(`${a.url}/api/service/${service.body.data.id}`)).body.data.name).toBe('Made on B');

    const png = await sharp({ create: { width: 12, height: 6, channels: 3, background: '#336699' } }).png().toBuffer();
    const banner = await call(`${a.url}/api/banner`, {
      method: 'POST',
      token,
      body: form({ title: 'Across', sub_title: 'Servers', service_id: service.body.data.id }, { photo: { data: png, name: 'p.png', type: 'image/png' } }),
    });
    expect(banner.status, JSON.stringify(banner.body)).toBe(201);
    const served = await fetch(`${b.url}/${banner.body.data.photo}`);
    expect(served.status).toBe(200);
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(12);
    expect(dirs.flatMap((dir) => filesUnder(path.join(dir, 'uploads')))).toEqual([]);

    // Banners have a trash that keeps files: purging removes the banner for good, and its file with it.
    expect((await call(`${b.url}/api/banner/${banner.body.data.id}?purge=1`, { method: 'DELETE', token })).status).toBe(204);
    expect((await fetch(`${a.url}/${banner.body.data.photo}`)).status).toBe(404);
  });

  it('count failed sign-ins once across both (10 per account and address)', async () => {
    const wrong = (p: ServerProcess) => call(`${p.url}/api/auth/login`, { method: 'POST', json: { email: 'limit@test.local', password: 'wrong-password' } });
    for (let i = 0; i < 10; i++) expect((await wrong(servers[i % 2]!)).status).toBe(401);
    expect((await wrong(servers[0]!)).status).toBe(429);
    expect((await wrong(servers[1]!)).status).toBe(429);
  });
});
