/**
 * Issue 11: thumbnails made once at upload, content-hashed names, long cache
 * lifetimes, and nothing left over when a file goes. Everything runs against
 * the three upload stores: the folder (files on disk), the database
 * (`UPLOAD_STORE=database`, rows of `stored_files`) and an S3 bucket
 * (`UPLOAD_STORE=s3`, a real S3-protocol server on loopback: tests/helpers/s3-server.ts). Widths and heights below
 * are the ones the uploaded images were made with, written down as literals.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_TABLE } from '../../runtime-server/uploads/database-store';
import { storeFile } from '../../runtime-server/uploads/storage';
import { folderStore, type UploadStore } from '../../runtime-server/uploads/store';
import { simplePdf } from '../../site/server/seed/pdf';
import { storedFiles } from '../helpers/files';
import { call, form, login } from '../helpers/http';
import { ADMIN, startTestServer, type TestServer } from '../helpers/server';
import { startS3, type TestS3 } from '../helpers/s3-server';

type Upload = { data: Buffer; name: string; type: string };
const IMMUTABLE = 'public, max-age=31536000, immutable';

const image = async (width: number, height: number, format: 'png' | 'jpeg'): Promise<Upload> => ({
  data: await sharp({ create: { width, height, channels: 3, background: '#2a6f97' } }).toFormat(format).toBuffer(),
  name: `p.${format === 'png' ? 'png' : 'jpg'}`,
  type: `image/${format}`,
});

describe.each(['folder', 'database', 's3'] as const)('thumbnails with the %s store', (store) => {
  let server: TestServer;
  let s3: TestS3 | undefined;
  let bucket: S3Client | undefined;
  let admin: string;
  let serviceId: number;
  let wide: Upload; // 2000 × 1000 PNG: wider than every thumbnail width
  let narrow: Upload; // 300 × 150 JPEG: wider than 60 and 160 only

  /** Every stored file, by stored path, whatever the store. */
  async function stored(): Promise<string[]> {
    if (store === 'folder') return storedFiles(server.uploadsDir);
    if (bucket && s3) {
      const { Contents } = await bucket.send(new ListObjectsV2Command({ Bucket: s3.settings.bucket }));
      return (Contents ?? []).map((o) => o.Key!).sort();
    }
    return ((await server.db(UPLOAD_TABLE).orderBy('path').pluck('path')) as string[]).sort();
  }
  const get = async (storedPath: string) => {
    const res = await fetch(`${server.url}/${storedPath}`);
    return { status: res.status, headers: res.headers, data: Buffer.from(await res.arrayBuffer()) };
  };
  /** `uploads/banner/x.png` with `.w60` before the extension. */
  const w = (storedPath: string, width: number) => storedPath.replace(/(\.\w+)$/, `.w${width}$1`);
  /** The answer of an upload, once its thumbnails are made (off the request: thumbnail-jobs.ts). */
  const made = async <T>(answer: Promise<T>): Promise<T> => {
    const result = await answer;
    await server.thumbnails.whenIdle();
    return result;
  };
  const banner = (method: 'POST' | 'PUT', photo: Upload, id?: number) =>
    made(
      call(`${server.url}/api/banner${id ? `/${id}` : ''}`, {
        method: 'POST',
        token: admin,
        body: form({ title: 'Thumbs', sub_title: 'Sub', service_id: serviceId, ...(method === 'PUT' ? { _method: 'PUT' } : {}) }, { photo }),
      }),
    );
  const category = (values: Record<string, string>, icon: Upload, id?: number) =>
    made(call(`${server.url}/api/category${id ? `/${id}` : ''}`, { method: 'POST', token: admin, body: form({ ...values, ...(id ? { _method: 'PUT' } : {}) }, { icon }) }));

  beforeAll(async () => {
    if (store === 's3') {
      s3 = await startS3();
      // /uploads answers from the bucket here; the redirect to S3_PUBLIC_URL has its own test (tests/api/s3-store.test.ts).
      const { publicUrl: _cdn, ...settings } = s3.settings;
      bucket = new S3Client({ region: settings.region, endpoint: settings.endpoint, forcePathStyle: true, credentials: settings.credentials! });
      server = await startTestServer({ uploadStore: 's3', s3: settings });
    } else server = await startTestServer({ uploadStore: store });
    admin = await login(server.url, ADMIN.email, ADMIN.password);
    serviceId = (await call(`${server.url}/api/service`, { method: 'POST', token: admin, json: { name: 'Thumbnails' } })).body.data.id;
    wide = await image(2000, 1000, 'png');
    narrow = await image(300, 150, 'jpeg');
  });
  afterAll(async () => {
    await server?.close();
    bucket?.destroy();
    await s3?.close();
  });

  it('stores an upload under the hash of its bytes, with a thumbnail per width, each served immutable', async () => {
    const made = await banner('POST', wide);
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const photo = made.body.data.photo as string;
    const [, hash] = /^uploads\/banner\/([0-9a-f]{16})-[0-9a-f]{8}\.png$/.exec(photo) ?? [];
    const original = await get(photo);
    expect(original.status).toBe(200);
    expect(hash).toBe(createHash('sha256').update(original.data).digest('hex').slice(0, 16));
    expect(await stored()).toEqual([photo, w(photo, 60), w(photo, 160), w(photo, 400), w(photo, 800), w(photo, 1600)].sort());

    const sizes: [number, number, number][] = [];
    for (const width of [60, 160, 400, 800, 1600]) {
      const thumb = await get(w(photo, width));
      expect(thumb.status).toBe(200);
      expect(thumb.headers.get('content-type')).toBe('image/png');
      expect(thumb.headers.get('cache-control')).toBe(IMMUTABLE);
      expect(thumb.headers.get('x-content-type-options')).toBe('nosniff');
      expect(thumb.headers.get('content-security-policy')).toBe("default-src 'none'; img-src 'self'; sandbox");
      const meta = await sharp(thumb.data).metadata();
      expect(meta.format).toBe('png');
      sizes.push([width, meta.width, meta.height]);
    }
    expect(sizes).toEqual([[60, 60, 30], [160, 160, 80], [400, 400, 200], [800, 800, 400], [1600, 1600, 800]]);
    expect(original.headers.get('cache-control')).toBe(IMMUTABLE);
    expect(original.headers.get('content-disposition')).toBeNull();
  });

  it('never upscales: a 300 px image gets 60 and 160, and the wider names answer the original', async () => {
    const before = await stored();
    const made = await banner('POST', narrow);
    expect(made.status).toBe(201);
    const photo = made.body.data.photo as string;
    expect(photo).toMatch(/^uploads\/banner\/[0-9a-f]{16}-[0-9a-f]{8}\.jpg$/);
    expect((await stored()).filter((p) => !before.includes(p))).toEqual([photo, w(photo, 60), w(photo, 160)].sort());
    expect((await sharp((await get(w(photo, 60))).data).metadata()).width).toBe(60);
    expect((await sharp((await get(w(photo, 160))).data).metadata()).format).toBe('jpeg');
    const original = (await get(photo)).data;
    for (const width of [400, 800, 1600]) {
      const answer = await get(w(photo, width));
      expect(answer.status).toBe(200);
      expect(answer.headers.get('cache-control')).toBe(IMMUTABLE);
      expect(answer.data.equals(original), `w${width}`).toBe(true);
    }
    // Only the widths of the set are thumbnail names.
    expect((await get(w(photo, 500))).status).toBe(404);
  });

  it('replacing a photo removes the old one with its thumbnails; the trash keeps them, purging removes them', async () => {
    const before = await stored();
    const { id, photo: first } = (await banner('POST', wide)).body.data;
    const replaced = await banner('PUT', narrow, id);
    expect(replaced.status).toBe(200);
    const second = replaced.body.data.photo as string;
    const added = (await stored()).filter((p) => !before.includes(p));
    expect(added).toEqual([second, w(second, 60), w(second, 160)].sort());
    expect((await get(w(first, 60))).status).toBe(404);
    expect((await get(first)).status).toBe(404);

    expect((await call(`${server.url}/api/banner/${id}`, { method: 'DELETE', token: admin })).status).toBe(204);
    expect((await stored()).filter((p) => !before.includes(p))).toEqual(added);
    expect((await call(`${server.url}/api/banner/${id}?purge=1`, { method: 'DELETE', token: admin })).status).toBe(204);
    expect(await stored()).toEqual(before);
  });

  it('deleting a record of an entity without a trash removes its image and thumbnails', async () => {
    const before = await stored();
    const made = await category({ name: 'Icons', slug: `icons-${store}` }, wide);
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(await stored()).toHaveLength(before.length + 6);
    expect((await call(`${server.url}/api/category/${made.body.data.id}`, { method: 'DELETE', token: admin })).status).toBe(204);
    expect(await stored()).toEqual(before);
  });

  it('a write that fails leaves neither the new file nor its thumbnails, and keeps the old ones', async () => {
    const taken = await category({ name: 'Taken', slug: `taken-${store}` }, wide);
    expect(taken.status).toBe(201);
    const other = await category({ name: 'Other', slug: `other-${store}` }, narrow);
    expect(other.status).toBe(201);
    const before = await stored();
    // Refused inside the write's transaction (the unique slug), on create and on update.
    expect((await category({ name: 'Again', slug: `taken-${store}` }, wide)).status).toBe(409);
    expect((await category({ name: 'Other', slug: `taken-${store}` }, wide, other.body.data.id)).status).toBe(409);
    // Refused by validation, after the file was stored.
    expect((await category({ slug: `no-name-${store}` }, wide)).status).toBe(400);
    expect(await stored()).toEqual(before);
    expect((await get(w(other.body.data.icon, 60))).status).toBe(200);
  });

  it('serves a hashed document immutable as an attachment, and files stored before hashed names as before', async () => {
    const notice = await call(`${server.url}/api/notice`, {
      method: 'POST',
      token: admin,
      body: form({ title: 'Closed', body: '<p>Friday</p>' }, { attachment: { data: simplePdf('Closed', ['Friday']), name: 'c.pdf', type: 'application/pdf' } }),
    });
    expect(notice.status).toBe(201);
    const pdf = await get(notice.body.data.attachment);
    expect(notice.body.data.attachment).toMatch(/^uploads\/notice\/[0-9a-f]{16}-[0-9a-f]{8}\.pdf$/);
    expect([pdf.headers.get('cache-control'), pdf.headers.get('content-disposition')]).toEqual([IMMUTABLE, expect.stringMatching(/^attachment; /)]);

    // A file stored before this change: 24 random hex digits, no thumbnails.
    const old = 'uploads/banner/0123456789abcdef01234567.png';
    if (store === 'folder') {
      mkdirSync(path.join(server.uploadsDir, 'banner'), { recursive: true });
      writeFileSync(path.join(server.uploadsDir, 'banner/0123456789abcdef01234567.png'), narrow.data);
    } else if (bucket && s3) {
      await bucket.send(new PutObjectCommand({ Bucket: s3.settings.bucket, Key: old, Body: narrow.data }));
    } else {
      await server.db(UPLOAD_TABLE).insert({ path: old, content: narrow.data, size: narrow.data.length, created_at: new Date().toISOString() });
    }
    const answer = await get(old);
    expect(answer.status).toBe(200);
    expect([answer.headers.get('cache-control'), answer.headers.get('x-content-type-options')]).toEqual(['public, max-age=0', 'nosniff']);
    expect((await get(w(old, 60))).status).toBe(404);
  });

  it('keeps private files out of every cache', async () => {
    const job = await call(`${server.url}/api/job`, {
      method: 'POST',
      token: admin,
      json: { title: 'Thumb job', slug: `thumb-job-${store}`, location: 'Berlin', category: 'cloud', workplace: 'remote', employment_type: 'full_time', vacancies: 1, description: '<p>x</p>', state: 'posted' },
    });
    const applicant = await call(`${server.url}/api/applicant`, {
      method: 'POST',
      token: admin,
      body: form({ job_id: job.body.data.id, name: 'Ada', email: `ada-${store}@test.local`, status: 'new' }, { resume: { data: simplePdf('CV', ['x']), name: 'cv.pdf', type: 'application/pdf' } }),
    });
    expect(applicant.status, JSON.stringify(applicant.body)).toBe(201);
    const res = await fetch(`${server.url}/${applicant.body.data.resume}`, { headers: { Authorization: `Bearer ${admin}` } });
    expect([res.status, res.headers.get('cache-control')]).toEqual([200, 'private, no-store']);
  });
});

describe('storing an image with its thumbnails', () => {
  it('removes what it stored when one of the files cannot be stored, and fails', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'thumbnails-'));
    try {
      const folder = folderStore(path.join(dir, 'uploads'));
      let puts = 0;
      // The third file (the second thumbnail) finds the disk full: the caller never learns the path, so storeFile cleans up.
      const full: UploadStore = { ...folder, put: (p, data) => (++puts === 3 ? Promise.reject(new Error('disk full')) : folder.put(p, data)) };
      const png = await image(500, 100, 'png');
      await expect(storeFile(full, 'banner', png.data, 'png')).rejects.toThrow('disk full');
      expect(puts).toBe(3);
      expect(storedFiles(path.join(dir, 'uploads'))).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
