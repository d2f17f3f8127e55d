/**
 * Issue 25, `npm run storage:migrate` (site/server/storage-migrate.ts, runtime-server/uploads/copy-store.ts):
 * every stored file (originals, thumbnails and crops, public and private) copied from one real store to
 * another while the server keeps running on the first: the folder to an S3 bucket (s3rver on loopback), and
 * the database table to a folder, with a run stopped halfway resumed, a damaged copy found by its SHA-256 and
 * replaced, and a file that cannot be written reported as failed (exit 1) and copied by the next run. After
 * the switch, a server on the new store serves what the old one stored. The command runs as a real process.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase } from '../../runtime-server/db/connect';
import { copyStoredFiles, type CopyOutcome } from '../../runtime-server/uploads/copy-store';
import { databaseStore } from '../../runtime-server/uploads/database-store';
import { s3Store } from '../../runtime-server/uploads/s3-store';
import { folderStore, storedFilePath, type UploadStore } from '../../runtime-server/uploads/store';
import { simplePdf } from '../../site/server/seed/pdf';
import { call, form, login } from '../helpers/http';
import { processEnv, runToEnd } from '../helpers/process';
import { startS3, type TestS3 } from '../helpers/s3-server';
import { ADMIN, startTestServer, type TestServer } from '../helpers/server';

const FOLDERS = ['uploads/media/', 'private/applicant/'];
const work = mkdtempSync(path.join(tmpdir(), 'storage-migrate-'));
let s3: TestS3;
const servers: TestServer[] = [];

beforeAll(async () => {
  s3 = await startS3('migrated');
});
afterAll(async () => {
  for (const server of servers) await server.close();
  await s3?.close();
  rmSync(work, { recursive: true, force: true });
});

async function started(options: Parameters<typeof startTestServer>[0] = {}): Promise<TestServer> {
  const server = await startTestServer(options);
  servers.push(server);
  return server;
}

/** A library image (stored with 2 width thumbnails and 2 square crops) and an applicant's private CV: 6 files. */
async function uploadSome(server: TestServer, n: number): Promise<{ image: string; applicant: number; resume: Buffer }> {
  const token = await login(server.url, ADMIN.email, ADMIN.password);
  const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: n === 1 ? '#2a6f97' : '#972a6f' } }).png().toBuffer();
  const media = await call(`${server.url}/api/media`, { method: 'POST', token, body: form({ name: `Picture ${n}`, alt: 'A coloured square' }, { file: { data: png, name: 'p.png', type: 'image/png' } }) });
  expect(media.status, JSON.stringify(media.body)).toBe(201);
  await server.thumbnails.whenIdle();
  const job = await call(`${server.url}/api/job`, {
    method: 'POST',
    token,
    json: { title: `Mover ${n}`, slug: `mover-${n}`, location: 'Berlin', category: 'cloud', workplace: 'remote', employment_type: 'full_time', vacancies: 1, description: '<p>x</p>', state: 'posted' },
  });
  const resume = simplePdf(`CV ${n}`, ['Moving files']);
  const applicant = await call(`${server.url}/api/applicant`, {
    method: 'POST',
    token,
    body: form({ job_id: job.body.data.id, name: `Ada ${n}`, email: `ada-${n}@test.local`, status: 'new' }, { resume: { data: resume, name: 'cv.pdf', type: 'application/pdf' } }),
  });
  expect(applicant.status, JSON.stringify(applicant.body)).toBe(201);
  return { image: media.body.data.file as string, applicant: applicant.body.data.id as number, resume };
}

/** Every file of FOLDERS with its bytes, by stored path. */
async function contents(store: UploadStore): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  for (const folder of FOLDERS) for (const { stored } of await store.list(folder)) files[stored] = (await store.read(stored))!.toString('base64');
  return files;
}

/** Runs the command on a server's data folder and database, with the bucket's settings. */
function migrate(server: TestServer, uploadStore: string, args: string[], dataDir = path.dirname(server.uploadsDir)) {
  return runToEnd('site/server/storage-migrate.ts', args, processEnv(dataDir, {
    DATABASE_URL: server.databaseUrl,
    UPLOAD_STORE: uploadStore,
    S3_BUCKET: s3.settings.bucket,
    S3_ENDPOINT: s3.settings.endpoint,
    S3_ACCESS_KEY_ID: s3.settings.credentials!.accessKeyId,
    S3_SECRET_ACCESS_KEY: s3.settings.credentials!.secretAccessKey,
  }));
}

describe('npm run storage:migrate', () => {
  it('copies the folder into an S3 bucket while the server runs; after the switch the bucket serves everything, and a second run copies only what came meanwhile', async () => {
    const old = await started();
    const first = await uploadSome(old, 1);
    const folder = folderStore(old.uploadsDir);
    const before = await contents(folder);
    expect(Object.keys(before)).toHaveLength(6);

    const run = await migrate(old, 'folder', ['--to', 's3']);
    expect([run.code, run.output.trim().split('\n').at(-1)]).toEqual([0, 'copied 6, skipped 0 (already there with the same SHA-256), failed 0']);
    const bucket = await s3Store(s3.settings);
    expect(await contents(bucket)).toEqual(before);

    // An upload to the old server while the first copy ran, then the switch: a server on the bucket, the same database.
    const meanwhile = await uploadSome(old, 2);
    const switched = await started({ uploadStore: 's3', s3: { ...s3.settings, publicUrl: undefined }, databaseUrl: old.databaseUrl });
    const again = await migrate(old, 'folder', ['--to', 's3']);
    expect([again.code, again.output.trim().split('\n').at(-1)]).toEqual([0, 'copied 6, skipped 6 (already there with the same SHA-256), failed 0']);
    expect(await contents(bucket)).toEqual(await contents(folder));

    const token = await login(switched.url, ADMIN.email, ADMIN.password);
    for (const { image, applicant, resume } of [first, meanwhile]) {
      const served = await fetch(`${switched.url}/${image.replace('.png', '.s160.png')}`);
      expect([served.status, (await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width]).toEqual([200, 160]);
      const cv = await fetch(`${switched.url}/api/applicant/${applicant}/files/resume`, { headers: { Authorization: `Bearer ${token}` } });
      expect(cv.status).toBe(200);
      expect(Buffer.from(await cv.arrayBuffer()).equals(resume)).toBe(true);
    }
  }, 60_000);

  it('from the database to a folder: resumes a stopped run, replaces a damaged copy, reports a file it cannot write and copies it next time', async () => {
    const server = await started({ uploadStore: 'database' });
    await uploadSome(server, 3);
    const db = connectDatabase({ url: server.databaseUrl });
    const source = databaseStore(db);
    const before = await contents(source);
    expect(Object.keys(before)).toHaveLength(6);
    const dataDir = path.join(work, 'target');
    const target = folderStore(path.join(dataDir, 'uploads'));

    // Stopped (as by Ctrl-C) after two files: those two are in the target, whole.
    const stop = new AbortController();
    const done: string[] = [];
    const stopped = await copyStoredFiles(source, target, FOLDERS, {
      signal: stop.signal,
      onFile: (stored: string, outcome: CopyOutcome) => {
        done.push(`${outcome} ${stored}`);
        if (done.length === 2) stop.abort();
      },
    });
    await db.destroy();
    expect([stopped.copied, stopped.skipped, stopped.failed]).toEqual([2, 0, []]);
    const copied = Object.keys(await contents(target));
    expect(copied.map((stored) => `copied ${stored}`)).toEqual(done);

    // One of the two copies damaged on the target's disk; one file still to copy cannot be written (its name is taken by a folder).
    const damaged = copied[0]!;
    writeFileSync(storedFilePath(path.join(dataDir, 'uploads'), damaged)!, 'not the picture');
    const blocked = Object.keys(before).find((stored) => !copied.includes(stored))!;
    mkdirSync(storedFilePath(path.join(dataDir, 'uploads'), blocked)!, { recursive: true });

    const resumed = await migrate(server, 'database', ['--to', 'folder'], dataDir);
    expect(resumed.code).toBe(1);
    const lines = resumed.output.trim().split('\n');
    expect(lines).toContain(`replaced a damaged copy: ${damaged} (its SHA-256 differed from the original's)`);
    expect(lines.filter((l) => l.startsWith('failed: '))).toEqual([expect.stringMatching(new RegExp(`^failed: ${blocked.replace(/\./g, '\\.')}: EEXIST`))]);
    expect(lines.at(-1)).toBe('copied 4, skipped 1 (already there with the same SHA-256), failed 1; run it again to retry the failed files');

    rmSync(storedFilePath(path.join(dataDir, 'uploads'), blocked)!, { recursive: true });
    const last = await migrate(server, 'database', ['--to', 'folder'], dataDir);
    expect([last.code, last.output.trim().split('\n').at(-1)]).toEqual([0, 'copied 1, skipped 5 (already there with the same SHA-256), failed 0']);
    expect(await contents(target)).toEqual(before);
    expect(readFileSync(storedFilePath(path.join(dataDir, 'uploads'), damaged)!).toString('base64')).toBe(before[damaged]);
  }, 60_000);

  it('refuses a missing target and a copy onto the store itself', async () => {
    const server = servers[0]!;
    const usage = 'usage: npm run storage:migrate -- --to folder|database|s3 [--from folder|database|s3] (--from defaults to UPLOAD_STORE)';
    expect(await migrate(server, 'folder', [])).toEqual({ code: 2, output: `${usage}\n` });
    expect(await migrate(server, 'folder', ['--to', 'folder'])).toEqual({ code: 2, output: `--from and --to are both folder: nothing to copy\n${usage}\n` });
  }, 60_000);
});
