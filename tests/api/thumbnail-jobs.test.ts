/**
 * Issue 28 item 5: thumbnails made off the upload request (runtime-server/uploads/thumbnail-jobs.ts). The
 * request stores the re-encoded original, records a job and answers; the pool makes the thumbnails after.
 * Until then their names answer the original, revalidated (never cached for good); a job left by a stopped
 * or crashed process is done at the next start; deleting or replacing an image drops its job. Tests wait on
 * the pool (`whenIdle()`), or stop it to see the state between the answer and the thumbnails.
 * Sizes are the uploaded images' own, written down as literals.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_TABLE } from '../../runtime-server/uploads/database-store';
import { THUMBNAIL_JOBS_TABLE } from '../../runtime-server/uploads/thumbnail-jobs';
import { storedFiles } from '../helpers/files';
import { call, form, login } from '../helpers/http';
import { ADMIN, startTestServer, type TestServer } from '../helpers/server';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** `uploads/banner/x.png` with `.w<width>` before the extension. */
const w = (stored: string, width: number) => stored.replace(/(\.\w+)$/, `.w${width}$1`);

describe('thumbnails made off the request', () => {
  let server: TestServer;
  let admin: string;
  let serviceId: number;
  let wide: Buffer; // 2000 × 1000 PNG: wider than every thumbnail width

  const banner = (photo: Buffer, id?: number) =>
    call(`${server.url}/api/banner${id ? `/${id}` : ''}`, {
      method: 'POST',
      token: admin,
      body: form({ title: 'Later', sub_title: 'Thumbnails', service_id: serviceId, ...(id ? { _method: 'PUT' } : {}) }, { photo: { data: photo, name: 'p.png', type: 'image/png' } }),
    });
  const jobs = async () => (await server.db(THUMBNAIL_JOBS_TABLE).orderBy('id').pluck('stored')) as string[];
  const get = async (stored: string) => {
    const res = await fetch(`${server.url}/${stored}`);
    return { status: res.status, cache: res.headers.get('cache-control'), data: Buffer.from(await res.arrayBuffer()) };
  };

  beforeAll(async () => {
    server = await startTestServer();
    admin = await login(server.url, ADMIN.email, ADMIN.password);
    serviceId = (await call(`${server.url}/api/service`, { method: 'POST', token: admin, json: { name: 'Thumbnail jobs' } })).body.data.id;
    wide = await sharp({ create: { width: 2000, height: 1000, channels: 3, background: '#2a6f97' } }).png().toBuffer();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('answers with the original stored and a job recorded; the names answer the original, revalidated, until the thumbnails are made', async () => {
    await server.thumbnails.stop(); // no job is taken: the state between the answer and the thumbnails stays to be seen
    const made = await banner(wide);
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const photo = made.body.data.photo as string;
    expect(await jobs()).toEqual([photo]);
    expect(storedFiles(server.uploadsDir)).toEqual([photo]);
    const original = await get(photo);
    const early = await get(w(photo, 400));
    expect([early.status, early.cache, early.data.equals(original.data)]).toEqual([200, 'public, max-age=0', true]);

    await server.thumbnails.start();
    await server.thumbnails.whenIdle();
    expect(await jobs()).toEqual([]);
    expect(storedFiles(server.uploadsDir)).toEqual([photo, w(photo, 60), w(photo, 160), w(photo, 400), w(photo, 800), w(photo, 1600)].sort());
    const later = await get(w(photo, 400));
    expect([later.status, later.cache, (await sharp(later.data).metadata()).width]).toEqual([200, IMMUTABLE, 400]);
  });

  it('records no job for an image no wider than the smallest thumbnail: there is nothing to make', async () => {
    await server.thumbnails.stop();
    const small = await sharp({ create: { width: 60, height: 20, channels: 3, background: '#2a6f97' } }).png().toBuffer();
    const made = await banner(small);
    expect(made.status).toBe(201);
    expect(await jobs()).toEqual([]);
    const answer = await get(w(made.body.data.photo as string, 60));
    expect([answer.status, answer.cache]).toEqual([200, IMMUTABLE]); // the original, for good: no thumbnail will ever be made
    await server.thumbnails.start();
  });

  it('deleting or replacing an image before its thumbnails are made drops its job, and none are made after', async () => {
    const before = storedFiles(server.uploadsDir);
    await server.thumbnails.stop();
    const first = await banner(wide);
    const id = first.body.data.id as number;
    const replaced = await banner(wide, id);
    expect(replaced.status).toBe(200);
    const second = replaced.body.data.photo as string;
    expect(await jobs()).toEqual([second]);
    expect((await call(`${server.url}/api/banner/${id}`, { method: 'DELETE', token: admin })).status).toBe(204);
    expect((await call(`${server.url}/api/banner/${id}?purge=1`, { method: 'DELETE', token: admin })).status).toBe(204);
    expect(await jobs()).toEqual([]);
    await server.thumbnails.start();
    await server.thumbnails.whenIdle();
    expect(storedFiles(server.uploadsDir)).toEqual(before);
  });
});

describe('a job left unfinished', () => {
  let first: TestServer;
  let second: TestServer | undefined;

  beforeAll(async () => {
    // Files in the database, so that the second server (another process, on the same database) sees them.
    first = await startTestServer({ uploadStore: 'database' });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it('is done by the next server at its start, keeping the thumbnails the first run wrote', async () => {
    const admin = await login(first.url, ADMIN.email, ADMIN.password);
    const serviceId = (await call(`${first.url}/api/service`, { method: 'POST', token: admin, json: { name: 'Resume' } })).body.data.id;
    const image = await sharp({ create: { width: 500, height: 250, channels: 3, background: '#97602a' } }).png().toBuffer();
    await first.thumbnails.stop();
    const made = await call(`${first.url}/api/banner`, {
      method: 'POST',
      token: admin,
      body: form({ title: 'Crash', sub_title: 'Resume', service_id: serviceId }, { photo: { data: image, name: 'p.png', type: 'image/png' } }),
    });
    expect(made.status).toBe(201);
    const photo = made.body.data.photo as string;
    // As a process killed half-way leaves it: claimed (its lease since expired), one thumbnail of three written.
    const w60 = await sharp(image).resize({ width: 60 }).png().toBuffer();
    await first.db(UPLOAD_TABLE).insert({ path: w(photo, 60), content: w60, size: w60.length, created_at: new Date().toISOString() });
    await first.db(THUMBNAIL_JOBS_TABLE).where({ stored: photo }).update({ claimed_until: '2026-01-01T00:00:00.000Z', attempts: 1 });

    second = await startTestServer({ databaseUrl: first.databaseUrl, uploadStore: 'database' });
    await second.thumbnails.whenIdle();
    expect(await second.db(THUMBNAIL_JOBS_TABLE).pluck('stored')).toEqual([]);
    const paths = (await second.db(UPLOAD_TABLE).where('path', 'like', 'uploads/banner/%').pluck('path')) as string[];
    expect(paths.sort()).toEqual([photo, w(photo, 160), w(photo, 400), w(photo, 60)].sort());
    const widths = [];
    for (const width of [60, 160, 400]) {
      const row = await second.db<{ path: string; content: Buffer }>(UPLOAD_TABLE).where({ path: w(photo, width) }).first('content');
      widths.push((await sharp(Buffer.from(row!.content)).metadata()).width);
    }
    expect(widths).toEqual([60, 160, 400]);
  });
});
