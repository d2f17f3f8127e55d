/**
 * Two servers on one database and one S3 bucket (UPLOAD_STORE=s3 against a real S3-protocol server on
 * loopback, tests/helpers/s3-server.ts), as instances behind a load balancer run: one serves what the other
 * stored; with S3_PUBLIC_URL, /uploads sends browsers to the bucket (or its CDN), which answers with the
 * content type and cache lifetime of the object; private files never leave through the public URL, only
 * through the access-checked download route. Runs on SQLite and, in the "postgres" project, on PostgreSQL.
 */
import { DeleteObjectCommand, S3Client } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { simplePdf } from '../../site/server/seed/pdf';
import { filesUnder } from '../helpers/files';
import { call, form, login } from '../helpers/http';
import { startS3, type TestS3 } from '../helpers/s3-server';
import { ADMIN, startTestServer, type TestServer } from '../helpers/server';

let s3: TestS3;
let a: TestServer; // serves /uploads itself, from the bucket
let b: TestServer; // sends /uploads to S3_PUBLIC_URL
let c: TestServer; // sends readers of private files to signed URLs (S3_SIGNED_URL_SECONDS=3)
let admin: string;
let png: { data: Buffer; name: string; type: string };

beforeAll(async () => {
  s3 = await startS3();
  const { publicUrl: _cdn, ...direct } = s3.settings;
  a = await startTestServer({ uploadStore: 's3', s3: direct });
  b = await startTestServer({ uploadStore: 's3', s3: s3.settings, databaseUrl: a.databaseUrl });
  c = await startTestServer({ uploadStore: 's3', s3: { ...direct, signedUrlSeconds: 3 }, databaseUrl: a.databaseUrl });
  admin = await login(a.url, ADMIN.email, ADMIN.password);
  png = { data: await sharp({ create: { width: 300, height: 100, channels: 3, background: '#123456' } }).png().toBuffer(), name: 'p.png', type: 'image/png' };
});
afterAll(async () => {
  await c?.close();
  await b?.close();
  await a?.close();
  await s3?.close();
});

/** An applicant (for a new job) whose private résumé is `resume`, stored through server a. */
async function applicantWith(resume: Buffer, jobSlug: string, email: string): Promise<Record<string, unknown>> {
  const job = await call(`${a.url}/api/job`, {
    method: 'POST',
    token: admin,
    json: { title: `Job ${jobSlug}`, slug: jobSlug, location: 'Berlin', category: 'cloud', workplace: 'remote', employment_type: 'full_time', vacancies: 1, description: '<p>x</p>', state: 'posted' },
  });
  const applicant = await call(`${a.url}/api/applicant`, {
    method: 'POST',
    token: admin,
    body: form({ job_id: job.body.data.id, name: 'Ada', email, status: 'new' }, { resume: { data: resume, name: 'cv.pdf', type: 'application/pdf' } }),
  });
  expect(applicant.status, JSON.stringify(applicant.body)).toBe(201);
  return applicant.body.data as Record<string, unknown>;
}

describe('the S3 upload store', () => {
  it('serves on one server what the other stored, with nothing on either disk', async () => {
    const category = await call(`${a.url}/api/category`, { method: 'POST', token: admin, body: form({ name: 'Buckets', slug: 'buckets' }, { icon: png }) });
    await a.thumbnails.whenIdle();
    expect(category.status, JSON.stringify(category.body)).toBe(201);
    const icon = category.body.data.icon as string;
    const res = await fetch(`${a.url}/${icon}`);
    expect([res.status, res.headers.get('content-type'), res.headers.get('cache-control')]).toEqual([200, 'image/png', 'public, max-age=31536000, immutable']);

    // b sends the browser to the bucket, which answers the same bytes with the same headers.
    const redirect = await fetch(`${b.url}/${icon}`, { redirect: 'manual' });
    expect([redirect.status, redirect.headers.get('location')]).toEqual([302, `${s3.settings.publicUrl}/${icon}`]);
    const followed = await fetch(`${b.url}/${icon}`);
    expect([followed.status, followed.headers.get('content-type'), followed.headers.get('cache-control')]).toEqual([200, 'image/png', 'public, max-age=31536000, immutable']);
    expect(Buffer.from(await followed.arrayBuffer()).equals(Buffer.from(await res.arrayBuffer()))).toBe(true);

    // A 300 px image has no 400 px thumbnail: its name is sent to the original, as /uploads answers it elsewhere.
    const wider = icon.replace('.png', '.w400.png');
    expect((await fetch(`${b.url}/${wider}`, { redirect: 'manual' })).headers.get('location')).toBe(`${s3.settings.publicUrl}/${icon}`);
    expect((await fetch(`${b.url}/${icon.replace('.png', '.w160.png')}`, { redirect: 'manual' })).headers.get('location')).toBe(`${s3.settings.publicUrl}/${icon.replace('.png', '.w160.png')}`);
    expect([...filesUnder(a.uploadsDir), ...filesUnder(b.uploadsDir)]).toEqual([]);

    // Deleted through b: gone from the bucket for a too.
    expect((await call(`${b.url}/api/category/${category.body.data.id}`, { method: 'DELETE', token: admin })).status).toBe(204);
    expect((await fetch(`${a.url}/${icon}`)).status).toBe(404);
  });

  it('keeps a private file behind the access check: never a public URL, downloaded only by a reader', async () => {
    const resume = simplePdf('S3 CV', ['Buckets']);
    const applicant = await applicantWith(resume, 's3-job', 'ada-s3@test.local');
    const download = `${b.url}/${String(applicant.resume)}`;
    expect(download).toMatch(/\/api\/applicant\/\d+\/files\/resume$/);
    expect((await fetch(download)).status).toBe(401);
    const res = await fetch(download, { headers: { Authorization: `Bearer ${admin}` } });
    expect([res.status, res.headers.get('cache-control')]).toEqual([200, 'private, no-store']);
    expect(Buffer.from(await res.arrayBuffer()).equals(resume)).toBe(true);
    // The public route never names a private key, whatever the path.
    expect((await fetch(`${b.url}/uploads/../private/applicant/x.pdf`, { redirect: 'manual' })).status).toBe(404);
  });

  it('with S3_SIGNED_URL_SECONDS, sends a reader (only) to a signed URL of the bucket that expires', async () => {
    const resume = simplePdf('Signed CV', ['Presigned']);
    const id = (await applicantWith(resume, 's3-signed-job', 'grace-s3@test.local')).id as number;
    const download = `${c.url}/api/applicant/${id}/files/resume`;
    const anonymous = await fetch(download, { redirect: 'manual' });
    expect([anonymous.status, anonymous.headers.get('location')]).toEqual([401, null]);
    const res = await fetch(download, { headers: { Authorization: `Bearer ${admin}` }, redirect: 'manual' });
    expect([res.status, res.headers.get('cache-control')]).toEqual([302, 'private, no-store']);
    const location = res.headers.get('location') ?? '';
    expect(location.startsWith(`${s3.settings.endpoint}/${s3.settings.bucket}/private/applicant/`)).toBe(true);
    expect(location).toContain('X-Amz-Expires=3&');
    const file = await fetch(location);
    expect([file.status, file.headers.get('content-disposition')]).toEqual([200, `attachment; filename="applicant-${id}-resume.pdf"`]);
    expect(Buffer.from(await file.arrayBuffer()).equals(resume)).toBe(true);
    // Three seconds later the link is dead: a forwarded link does not outlive the access check by more. (With one
    // second, a link signed late in a second lived a few milliseconds: its date is whole seconds, and a slow machine
    // was refused the first fetch.)
    await new Promise((done) => setTimeout(done, 4_100));
    expect((await fetch(location)).status).toBe(403);
    // A file gone from the bucket is a 404, not a signed link to nothing.
    const key = decodeURIComponent(new URL(location).pathname.slice(`/${s3.settings.bucket}/`.length));
    const client = new S3Client({ region: s3.settings.region, endpoint: s3.settings.endpoint, forcePathStyle: true, ...(s3.settings.credentials ? { credentials: s3.settings.credentials } : {}) });
    await client.send(new DeleteObjectCommand({ Bucket: s3.settings.bucket, Key: key }));
    client.destroy();
    expect((await fetch(download, { headers: { Authorization: `Bearer ${admin}` }, redirect: 'manual' })).status).toBe(404);
  });
});
