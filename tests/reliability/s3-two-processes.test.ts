/**
 * Issue 25, done when "the S3 store passes the shared store tests against a real S3-protocol server with two
 * processes": s3rver on a loopback port (tests/helpers/s3-server.ts) and two real server processes
 * (`site/server/main.ts`, tests/helpers/process.ts) sharing it and one SQLite file, each with its own empty
 * data folder, as two instances behind a load balancer. What process A stores (a library image with its
 * thumbnails and crops, an applicant's private CV), process B serves, and B's deletes remove it from the
 * bucket for A too. Nothing lands on either disk. The store contract itself, for two S3 clients on one
 * bucket: tests/storage/store-contract.test.ts. Once, in the sqlite project (the processes' database does
 * not matter to the bucket).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { s3Store } from '../../runtime-server/uploads/s3-store';
import type { UploadStore } from '../../runtime-server/uploads/store';
import { simplePdf } from '../../site/server/seed/pdf';
import { filesUnder } from '../helpers/files';
import { call, form, login } from '../helpers/http';
import { processEnv, startServerProcess, type ServerProcess } from '../helpers/process';
import { startS3, type TestS3 } from '../helpers/s3-server';

const ADMIN = { email: 'admin@test.local', password: 'correct-horse-battery-staple' }; // processEnv's
let s3: TestS3;
let bucket: UploadStore;
let a: ServerProcess;
let b: ServerProcess;
let dirs: string[] = [];
let token: string;

beforeAll(async () => {
  s3 = await startS3('two-processes');
  bucket = await s3Store(s3.settings);
  dirs = [0, 1].map(() => mkdtempSync(path.join(tmpdir(), 's3-processes-')));
  const database = path.join(dirs[0]!, 'shared.sqlite');
  const env = (dir: string) =>
    processEnv(dir, {
      DATABASE_URL: database,
      DEMO_CONTENT: '0',
      UPLOAD_STORE: 's3',
      S3_BUCKET: s3.settings.bucket,
      S3_ENDPOINT: s3.settings.endpoint,
      S3_ACCESS_KEY_ID: s3.settings.credentials!.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.settings.credentials!.secretAccessKey,
    });
  // One after the other: the second finds the schema migrated (starting together is tests/reliability/two-servers.test.ts's).
  a = await startServerProcess(env(dirs[0]!), 120_000);
  b = await startServerProcess(env(dirs[1]!), 120_000);
  token = await login(a.url, ADMIN.email, ADMIN.password);
}, 240_000);

afterAll(async () => {
  for (const p of [a, b]) p?.child.kill('SIGTERM');
  await Promise.all([a, b].map((p) => p?.exited));
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  await s3?.close();
});

const bytesOf = async (res: Response) => Buffer.from(await res.arrayBuffer());

describe('two server processes on one S3 bucket', () => {
  it('B serves the library image A stored, with its thumbnails and crops, and B deletes it from the bucket for both', async () => {
    const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#2a6f97' } }).png().toBuffer();
    const made = await call(`${a.url}/api/media`, { method: 'POST', token, body: form({ name: 'Harbour', alt: 'A blue harbour' }, { file: { data: png, name: 'harbour.png', type: 'image/png' } }) });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const stored = made.body.data.file as string;
    expect(stored).toMatch(/^uploads\/media\/[0-9a-f]{16}-[0-9a-f]{8}\.png$/);
    const names = ['', '.w60', '.w160', '.s60', '.s160'].map((suffix) => stored.replace('.png', `${suffix}.png`));
    // Thumbnails are made off the request, in process A (thumbnail-jobs.ts): wait until the bucket holds the set (or 20 s passed).
    for (const deadline = Date.now() + 20_000; (await bucket.list('uploads/media/')).length < names.length && Date.now() < deadline; ) await new Promise((r) => setTimeout(r, 50));
    // In the bucket: the original, the width thumbnails a 300 px image gets and the square crops.
    expect((await bucket.list('uploads/media/')).map((f) => f.stored).sort()).toEqual([...names].sort());

    const original = await fetch(`${b.url}/${stored}`);
    expect([original.status, original.headers.get('content-type'), original.headers.get('cache-control')]).toEqual([200, 'image/png', 'public, max-age=31536000, immutable']);
    expect((await bytesOf(original)).equals(png)).toBe(true);
    const thumbnail = await fetch(`${b.url}/${names[2]}`);
    expect(thumbnail.status).toBe(200);
    expect(await sharp(await bytesOf(thumbnail)).metadata()).toMatchObject({ width: 160, height: 107 });
    const square = await fetch(`${b.url}/${names[4]}`);
    expect(await sharp(await bytesOf(square)).metadata()).toMatchObject({ width: 160, height: 160 });
    expect((await call(`${b.url}/api/media/${made.body.data.id}`, { token })).body.data.file).toBe(stored);

    expect((await call(`${b.url}/api/media/${made.body.data.id}`, { method: 'DELETE', token })).status).toBe(204);
    expect(await bucket.list('uploads/media/')).toEqual([]);
    expect((await fetch(`${a.url}/${stored}`)).status).toBe(404);
    expect((await fetch(`${a.url}/${names[2]}`)).status).toBe(404);
    expect(dirs.flatMap((dir) => filesUnder(path.join(dir, 'uploads')))).toEqual([]);
  });

  it('B hands out the private CV A stored only to a reader, and B deleting the applicant removes it', async () => {
    const job = await call(`${a.url}/api/job`, {
      method: 'POST',
      token,
      json: { title: 'Bucket keeper', slug: 'bucket-keeper', location: 'Berlin', category: 'cloud', workplace: 'remote', employment_type: 'full_time', vacancies: 1, description: '<p>x</p>', state: 'posted' },
    });
    expect(job.status, JSON.stringify(job.body)).toBe(201);
    const resume = simplePdf('Two processes CV', ['Buckets']);
    const applicant = await call(`${a.url}/api/applicant`, {
      method: 'POST',
      token,
      body: form({ job_id: job.body.data.id, name: 'Ada', email: 'ada-processes@test.local', status: 'new' }, { resume: { data: resume, name: 'cv.pdf', type: 'application/pdf' } }),
    });
    expect(applicant.status, JSON.stringify(applicant.body)).toBe(201);
    const [key] = (await bucket.list('private/applicant/')).map((f) => f.stored);
    expect(key).toMatch(/^private\/applicant\/[0-9a-f]{16}-[0-9a-f]{8}\.pdf$/);

    const download = `${b.url}/${applicant.body.data.resume}`;
    expect(download).toMatch(/\/api\/applicant\/\d+\/files\/resume$/);
    expect((await fetch(download)).status).toBe(401);
    const res = await fetch(download, { headers: { Authorization: `Bearer ${token}` } });
    expect([res.status, res.headers.get('cache-control')]).toEqual([200, 'private, no-store']);
    expect((await bytesOf(res)).equals(resume)).toBe(true);
    expect((await fetch(`${b.url}/${key}`)).status).toBe(404);

    expect((await call(`${b.url}/api/applicant/${applicant.body.data.id}?purge=1`, { method: 'DELETE', token })).status).toBe(204);
    expect(await bucket.list('private/applicant/')).toEqual([]);
    expect((await fetch(`${a.url}/${applicant.body.data.resume}`, { headers: { Authorization: `Bearer ${token}` } })).status).toBe(404);
    expect(dirs.flatMap((dir) => filesUnder(path.join(dir, 'private')))).toEqual([]);
  });
});
