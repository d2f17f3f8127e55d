/**
 * `npm run backup` copies the database and the uploads while a real server
 * keeps writing; `npm run restore` brings both back into another data
 * folder, and refuses to replace existing data without --force.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase } from '../../runtime-server/db/connect';
import { gradientPng } from '../../site/server/seed/png';
import { call, form, login } from '../helpers/http';
import { processEnv, runToEnd } from '../helpers/process';
import { ADMIN, startTestServer, type TestServer } from '../helpers/server';

let server: TestServer;
let admin: string;
let work: string;
let photo: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = await login(server.url, ADMIN.email, ADMIN.password);
  work = mkdtempSync(path.join(tmpdir(), 'backup-test-'));
  const service = await call(`${server.url}/api/service`, { method: 'POST', token: admin, json: { name: 'Backed-up service' } });
  const png = { data: gradientPng(32, 16, [200, 0, 0], [0, 0, 200]), name: 'photo.png', type: 'image/png' };
  const banner = await call(`${server.url}/api/banner`, {
    method: 'POST',
    token: admin,
    body: form({ title: 'Backed-up banner', sub_title: 'With a photo', service_id: service.body.data.id }, { photo: png }),
  });
  expect(banner.status, JSON.stringify(banner.body)).toBe(201);
  photo = banner.body.data.photo;
});

afterAll(async () => {
  await server?.close();
  rmSync(work, { recursive: true, force: true });
});

/** The commands see the test server's database and data folder, as `npm start` would configure them. */
const liveEnv = () => processEnv(server.dir, { DATABASE_URL: path.join(server.dir, 'test.sqlite') });

async function count(file: string, table: string): Promise<number> {
  const db = connectDatabase({ url: file });
  try {
    const [row] = await db(table).count({ n: '*' });
    return Number(row!.n);
  } finally {
    await db.destroy();
  }
}

describe('backup and restore', () => {
  it('backs up while the server writes, and restores the rows and files into another data folder', async () => {
    let writing = true;
    let written = 0;
    const writer = (async () => {
      while (writing) {
        const res = await call(`${server.url}/api/service`, { method: 'POST', token: admin, json: { name: `Written during the backup ${written}` } });
        expect(res.status).toBe(201);
        written++;
      }
    })();
    const folder = path.join(work, 'backup-1');
    const made = await runToEnd('site/server/backup.ts', ['backup', folder], liveEnv());
    writing = false;
    await writer;
    expect(made.code, made.output).toBe(0);
    expect(written).toBeGreaterThan(0);
    expect(made.output).toContain(`backup written to ${folder}`);

    const copied = await count(path.join(folder, 'database.sqlite'), 'services');
    expect(copied).toBeGreaterThanOrEqual(1); // the service made before, and those written before the snapshot
    expect(copied).toBeLessThanOrEqual(1 + written);
    expect(readFileSync(path.join(folder, photo))).toEqual(readFileSync(path.join(server.dir, photo)));

    const target = path.join(work, 'restored');
    const restored = await runToEnd('site/server/backup.ts', ['restore', folder], processEnv(target));
    expect(restored.code, restored.output).toBe(0);
    expect(await count(path.join(target, 'app.sqlite'), 'services')).toBe(copied);
    expect(await count(path.join(target, 'app.sqlite'), 'banners')).toBe(1);
    expect(readFileSync(path.join(target, photo))).toEqual(readFileSync(path.join(server.dir, photo)));
  });

  it('refuses to replace existing data without --force, and moves it aside with it', async () => {
    const folder = path.join(work, 'backup-1');
    const target = path.join(work, 'restored');
    const refused = await runToEnd('site/server/backup.ts', ['restore', folder], processEnv(target));
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('exists. Stop the server, then run the restore with --force to replace it');
    writeFileSync(path.join(target, 'uploads', 'marker.txt'), 'from before the restore');
    const forced = await runToEnd('site/server/backup.ts', ['restore', folder, '--force'], processEnv(target));
    expect(forced.code, forced.output).toBe(0);
    const aside = /the data it replaced is in (\S+)/.exec(forced.output)![1]!;
    expect(readFileSync(path.join(aside, 'uploads', 'marker.txt'), 'utf8')).toBe('from before the restore');
    expect(existsSync(path.join(target, 'uploads', 'marker.txt'))).toBe(false);
  });

  it('never writes into a folder that is not empty', async () => {
    const again = await runToEnd('site/server/backup.ts', ['backup', path.join(work, 'backup-1')], liveEnv());
    expect(again.code).toBe(1);
    expect(again.output).toContain('is not empty: give a new folder for the backup');
  });

  it('says what to use for PostgreSQL', async () => {
    const pg = await runToEnd('site/server/backup.ts', ['backup', path.join(work, 'pg')], processEnv(work, { DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' }));
    expect(pg.code).toBe(1);
    expect(pg.output).toContain('handle the SQLite database only. For PostgreSQL use its own tools (pg_dump');
  });
});
