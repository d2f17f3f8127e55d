/**
 * One contract for every upload store (runtime-server/uploads/store.ts): the folder, the database table and
 * an S3 bucket on a real S3-protocol server on loopback (s3rver, tests/helpers/s3-server.ts) pass the same
 * test, so the rest of the uploads code may use any of them alike. Thumbnails and serving through the app
 * for each store: tests/api/thumbnails.test.ts; the S3 store in a running server: tests/api/s3-store.test.ts,
 * in two server processes on one bucket: tests/reliability/s3-two-processes.test.ts.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Knex } from 'knex';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase } from '../../runtime-server/db/connect';
import { databaseStore, ensureUploadTable } from '../../runtime-server/uploads/database-store';
import { s3Store } from '../../runtime-server/uploads/s3-store';
import { removeFile, storeFile } from '../../runtime-server/uploads/storage';
import { folderStore, type UploadStore } from '../../runtime-server/uploads/store';
import { startS3, type TestS3 } from '../helpers/s3-server';

const dir = mkdtempSync(path.join(tmpdir(), 'store-contract-'));
let db: Knex;
let s3: TestS3;
let shared: TestS3;

beforeAll(async () => {
  db = connectDatabase({ url: path.join(dir, 'files.sqlite') });
  await ensureUploadTable(db);
  s3 = await startS3();
  shared = await startS3('shared-bucket');
});
afterAll(async () => {
  await db?.destroy();
  await s3?.close();
  await shared?.close();
  rmSync(dir, { recursive: true, force: true });
});

const stores: Record<string, () => UploadStore | Promise<UploadStore>> = {
  folder: () => folderStore(path.join(dir, 'uploads')),
  database: () => databaseStore(db),
  s3: () => s3Store(s3.settings),
  // Two processes on one bucket, as two servers behind a load balancer: each its own client.
  's3, written by one client, read, listed and removed by another': async () => twoClients(await s3Store(shared.settings), await s3Store(shared.settings)),
};

/** A store that writes through `writer` and does everything else through `reader`. */
function twoClients(writer: UploadStore, reader: UploadStore): UploadStore {
  return { put: (stored, data) => writer.put(stored, data), read: (stored) => reader.read(stored), has: (stored) => reader.has(stored), remove: (stored) => reader.remove(stored), list: (folder) => reader.list(folder) };
}

describe.each(Object.keys(stores))('the %s store', (name) => {
  const store = () => stores[name]!();

  it('writes, reads, tells whether a file exists, lists a folder and removes, a missing file being no error', async () => {
    const s = await store();
    const start = Date.now() - 2000; // S3 keeps whole seconds
    await s.put('uploads/contract/a.pdf', Buffer.from('%PDF-a'));
    await s.put('uploads/contract/b.png', Buffer.from('png-b'));
    await s.put('private/contract/c.pdf', Buffer.from('%PDF-c'));
    expect((await s.read('uploads/contract/a.pdf'))?.toString()).toBe('%PDF-a');
    expect((await s.read('private/contract/c.pdf'))?.toString()).toBe('%PDF-c');
    expect(await s.read('uploads/contract/none.pdf')).toBeUndefined();
    expect([await s.has('uploads/contract/b.png'), await s.has('uploads/contract/none.png')]).toEqual([true, false]);

    const listed = await s.list('uploads/contract/');
    expect(listed.map((f) => f.stored).sort()).toEqual(['uploads/contract/a.pdf', 'uploads/contract/b.png']);
    for (const f of listed) expect(f.writtenAt).toBeGreaterThanOrEqual(start);
    expect((await s.list('private/contract/')).map((f) => f.stored)).toEqual(['private/contract/c.pdf']);
    expect(await s.list('uploads/elsewhere/')).toEqual([]);

    await s.remove('uploads/contract/a.pdf');
    await s.remove('uploads/contract/a.pdf');
    expect(await s.read('uploads/contract/a.pdf')).toBeUndefined();
    expect((await s.list('uploads/contract/')).map((f) => f.stored)).toEqual(['uploads/contract/b.png']);
  });

  it('keeps an image with its thumbnails, and removes them all with it', async () => {
    const s = await store();
    const png = await sharp({ create: { width: 500, height: 250, channels: 3, background: '#2a6f97' } }).png().toBuffer();
    const stored = await storeFile(s, 'thumbs', png, 'png');
    const files = (await s.list('uploads/thumbs/')).map((f) => f.stored).sort();
    expect(files).toEqual([stored, stored.replace('.png', '.w160.png'), stored.replace('.png', '.w400.png'), stored.replace('.png', '.w60.png')].sort());
    expect((await sharp((await s.read(stored.replace('.png', '.w160.png')))).metadata()).width).toBe(160);
    await removeFile(s, stored);
    expect(await s.list('uploads/thumbs/')).toEqual([]);
  });
});

describe('the s3 store', () => {
  it('writes each public object with the headers /uploads sends, so the bucket or a CDN answers alike', async () => {
    const s = await s3Store(s3.settings);
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#123456' } }).png().toBuffer();
    const image = await storeFile(s, 'public', png, 'png');
    const answer = await fetch(`${s3.settings.publicUrl}/${image}`);
    expect(answer.status).toBe(200);
    expect([answer.headers.get('content-type'), answer.headers.get('cache-control'), answer.headers.get('content-disposition')]).toEqual([
      'image/png',
      'public, max-age=31536000, immutable',
      null,
    ]);
    expect(Buffer.from(await answer.arrayBuffer()).equals(png)).toBe(true);

    const pdf = await storeFile(s, 'public', Buffer.from('%PDF-1.4 x'), 'pdf');
    const document = await fetch(`${s3.settings.publicUrl}/${pdf}`);
    expect([document.headers.get('content-type'), document.headers.get('content-disposition')]).toEqual(['application/pdf', `attachment; filename="${pdf.split('/').pop()}"`]);

    const cv = await storeFile(s, 'applicant', Buffer.from('%PDF-1.4 cv'), 'pdf', 'private');
    expect((await s.read(cv))?.toString()).toBe('%PDF-1.4 cv');
  });
});
