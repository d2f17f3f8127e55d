/**
 * Two servers on one database with the shared stores (UPLOAD_STORE=database,
 * RATE_LIMIT_STORE=database), as several instances behind a load balancer
 * run: each has its own (empty) uploads folder, so whatever one serves of the
 * other's uploads came from the database. Runs on SQLite and, in the
 * "postgres" project, on PostgreSQL. Whole processes: tests/reliability/two-servers.test.ts.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { simplePdf } from '../../site/server/seed/pdf';
import { filesUnder } from '../helpers/files';
import { call, form, login } from '../helpers/http';
import { ADMIN, startTestServer, type TestServer } from '../helpers/server';

let a: TestServer;
let b: TestServer;
let admin: string;
let serviceId: number;
let png: { data: Buffer; name: string; type: string };

const shared = { uploadStore: 'database', rateLimitStore: 'database', limits: { signInPerAccount: 3 } } as const;

beforeAll(async () => {
  a = await startTestServer(shared);
  b = await startTestServer({ ...shared, databaseUrl: a.databaseUrl });
  admin = await login(a.url, ADMIN.email, ADMIN.password);
  serviceId = (await call(`${a.url}/api/service`, { method: 'POST', token: admin, json: { name: 'Shared' } })).body.data.id;
  png = { data: await sharp({ create: { width: 8, height: 8, channels: 3, background: '#123456' } }).png().toBuffer(), name: 'p.png', type: 'image/png' };
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

const bytes = async (url: string) => {
  const res = await fetch(url);
  return { status: res.status, type: res.headers.get('content-type'), data: Buffer.from(await res.arrayBuffer()) };
};
const banner = (server: TestServer, method: string, path: string, photo = png) =>
  call(`${server.url}/api/banner${path}`, { method, token: admin, body: form({ title: 'Shared', sub_title: 'Sub', service_id: serviceId, ...(method === 'POST' && path ? { _method: 'PUT' } : {}) }, { photo }) });

describe('two servers sharing one database and the database stores', () => {
  it('accept a token signed in on the other one', async () => {
    const me = await call(`${b.url}/api/auth/me`, { token: admin });
    expect(me.status).toBe(200);
    expect(me.body.data.email).toBe(ADMIN.email);
  });

  it('serve an upload made through the other, replace it and remove it everywhere, with nothing on disk', async () => {
    const made = await banner(a, 'POST', '');
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const first = made.body.data.photo as string;
    const onA = await bytes(`${a.url}/${first}`);
    const onB = await bytes(`${b.url}/${first}`);
    expect([onA.status, onB.status]).toEqual([200, 200]);
    expect(onB.type).toBe('image/png');
    expect(onB.data.equals(onA.data)).toBe(true);
    expect((await sharp(onB.data).metadata()).width).toBe(8);

    const replaced = await banner(b, 'POST', `/${made.body.data.id}`);
    expect(replaced.status, JSON.stringify(replaced.body)).toBe(200);
    expect((await bytes(`${a.url}/${first}`)).status).toBe(404);
    const second = replaced.body.data.photo as string;
    expect((await bytes(`${a.url}/${second}`)).status).toBe(200);

    // Banners have a trash: deleting keeps the file (a restore brings the banner back whole); purging removes it.
    expect((await call(`${a.url}/api/banner/${made.body.data.id}`, { method: 'DELETE', token: admin })).status).toBe(204);
    expect((await bytes(`${b.url}/${second}`)).status).toBe(200);
    expect((await call(`${a.url}/api/banner/${made.body.data.id}?purge=1`, { method: 'DELETE', token: admin })).status).toBe(204);
    expect((await bytes(`${b.url}/${second}`)).status).toBe(404);
    expect([...filesUnder(a.uploadsDir), ...filesUnder(b.uploadsDir)]).toEqual([]);
  });

  it('send a private file uploaded through the other only to a reader, as an attachment', async () => {
    const job = await call(`${a.url}/api/job`, {
      method: 'POST',
      token: admin,
      json: { title: 'Shared job', slug: 'shared-job', location: 'Berlin', category: 'cloud', workplace: 'remote', employment_type: 'full_time', vacancies: 1, description: '<p>x</p>', state: 'posted' },
    });
    expect(job.status, JSON.stringify(job.body)).toBe(201);
    const resume = simplePdf('Shared CV', ['Ten years']);
    const applicant = await call(`${a.url}/api/applicant`, {
      method: 'POST',
      token: admin,
      body: form({ job_id: job.body.data.id, name: 'Ada', email: 'ada@test.local', status: 'new' }, { resume: { data: resume, name: 'cv.pdf', type: 'application/pdf' } }),
    });
    expect(applicant.status, JSON.stringify(applicant.body)).toBe(201);
    const download = `${b.url}/${applicant.body.data.resume}`;
    expect((await fetch(download)).status).toBe(401);
    const res = await fetch(download, { headers: { Authorization: `Bearer ${admin}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename=applicant-${applicant.body.data.id}-resume.pdf`);
    expect(Buffer.from(await res.arrayBuffer()).equals(resume)).toBe(true);
  });

  it('count failed sign-ins once across both servers', async () => {
    const wrong = (server: TestServer) => call(`${server.url}/api/auth/login`, { method: 'POST', json: { email: 'shared-limit@test.local', password: 'wrong-password' } });
    expect([(await wrong(a)).status, (await wrong(b)).status, (await wrong(a)).status]).toEqual([401, 401, 401]);
    const fourth = await wrong(b);
    expect(fourth.status).toBe(429);
    expect(fourth.body.error.message).toMatch(/^Too many failed sign-in attempts/);
  });
});
