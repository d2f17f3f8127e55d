/**
 * Issue 29 item 20: a process killed during uploads (kill -9) leaves stored
 * files that no row refers to; the next start removes them
 * (runtime-server/uploads/sweep.ts). Files a row names stay, and so do files
 * younger than the grace period (another server's upload about to commit).
 * The crash is stood for by writing files no row names into the store, as a
 * killed process leaves them, with a write time two hours ago.
 */
import { mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { UPLOAD_TABLE } from '../../runtime-server/uploads/database-store';
import { buildServer } from '../../site/server/start';
import { storedFiles } from '../helpers/files';
import { call, form, login } from '../helpers/http';
import { ADMIN, startTestServer, TEST_SECRET, type TestServer } from '../helpers/server';

const TWO_HOURS_AGO = new Date(Date.now() - 2 * 60 * 60 * 1000);
const servers: TestServer[] = [];
afterEach(async () => {
  for (const s of servers.splice(0)) await s.close();
});

/** A running server with one banner whose photo (100 px wide) has one thumbnail (60 px): answers the photo's stored path. */
async function serverWithBanner(uploadStore: 'folder' | 'database'): Promise<{ server: TestServer; photo: string }> {
  const server = await startTestServer({ uploadStore });
  servers.push(server);
  const admin = await login(server.url, ADMIN.email, ADMIN.password);
  const service = (await call(`${server.url}/api/service`, { method: 'POST', token: admin, json: { name: 'Sweeps' } })).body.data.id;
  const png = await sharp({ create: { width: 100, height: 8, channels: 3, background: '#123456' } }).png().toBuffer();
  const banner = await call(`${server.url}/api/banner`, { method: 'POST', token: admin, body: form({ title: 'Kept', sub_title: 'Sub', service_id: service }, { photo: { data: png, name: 'p.png', type: 'image/png' } }) });
  await server.thumbnails.whenIdle();
  expect(banner.status, JSON.stringify(banner.body)).toBe(201);
  return { server, photo: banner.body.data.photo as string };
}

/** The next start of the product on the same database and storage; answers its start log. */
async function restart(server: TestServer, uploadStore: 'folder' | 'database'): Promise<string[]> {
  const next = await buildServer({
    databaseUrl: server.databaseUrl,
    uploadsDir: server.uploadsDir,
    uploadStore,
    jwtSecret: TEST_SECRET,
    adminEmail: ADMIN.email,
    adminPassword: ADMIN.password,
    mail: { from: 'Test <no-reply@test.local>', outboxDir: server.outboxDir },
    publicUrl: 'http://site.test',
  });
  await next.close();
  return next.log;
}

describe('the start removes stored files no row refers to', () => {
  it('folder store: old orphans (and their thumbnails, public or private) go; named files and a fresh upload stay', async () => {
    const { server, photo } = await serverWithBanner('folder');
    const privateDir = path.join(path.dirname(server.uploadsDir), 'private');
    const write = (dir: string, file: string, when: Date) => {
      mkdirSync(dir, { recursive: true });
      writeFileSync(path.join(dir, file), 'bytes');
      utimesSync(path.join(dir, file), when, when);
    };
    write(path.join(server.uploadsDir, 'banner'), '00000000000000aa-0000000a.png', TWO_HOURS_AGO);
    write(path.join(server.uploadsDir, 'banner'), '00000000000000aa-0000000a.w60.png', TWO_HOURS_AGO);
    write(path.join(server.uploadsDir, 'product'), '00000000000000bb-0000000b.jpg', TWO_HOURS_AGO);
    write(path.join(privateDir, 'applicant'), '00000000000000cc-0000000c.pdf', TWO_HOURS_AGO);
    write(path.join(server.uploadsDir, 'banner'), '00000000000000dd-0000000d.png', new Date()); // an upload in flight
    // The banner's own files are as old: only the row naming them keeps them.
    for (const stored of [photo, photo.replace('.png', '.w60.png')]) utimesSync(path.join(server.uploadsDir, stored.slice('uploads/'.length)), TWO_HOURS_AGO, TWO_HOURS_AGO);

    const log = await restart(server, 'folder');

    expect(storedFiles(server.uploadsDir)).toEqual([photo, photo.replace('.png', '.w60.png'), 'uploads/banner/00000000000000dd-0000000d.png'].sort());
    expect(log).toContain('removed 4 stored files that no record refers to (left by an interrupted upload)');
  });

  it('database store: old rows of stored_files no record names go; named ones and a fresh one stay', async () => {
    const { server, photo } = await serverWithBanner('database');
    const at = (when: Date) => when.toISOString();
    await server.db(UPLOAD_TABLE).update({ created_at: at(TWO_HOURS_AGO) });
    await server.db(UPLOAD_TABLE).insert([
      { path: 'uploads/banner/00000000000000aa-0000000a.png', content: Buffer.from('x'), size: 1, created_at: at(TWO_HOURS_AGO) },
      { path: 'uploads/banner/00000000000000aa-0000000a.w60.png', content: Buffer.from('x'), size: 1, created_at: at(TWO_HOURS_AGO) },
      { path: 'private/applicant/00000000000000cc-0000000c.pdf', content: Buffer.from('x'), size: 1, created_at: at(TWO_HOURS_AGO) },
      { path: 'uploads/banner/00000000000000dd-0000000d.png', content: Buffer.from('x'), size: 1, created_at: at(new Date()) },
    ]);

    const log = await restart(server, 'database');

    const left = (await server.db<{ path: string }>(UPLOAD_TABLE).select('path')).map((r) => r.path).sort();
    expect(left).toEqual([photo, photo.replace('.png', '.w60.png'), 'uploads/banner/00000000000000dd-0000000d.png'].sort());
    expect(log).toContain('removed 3 stored files that no record refers to (left by an interrupted upload)');
  });
});
