/**
 * Issue 10, applications over HTTP: only open jobs are listed and take
 * applications; résumés are checked by content and kept private; one
 * application per job and email, held by a unique index; the confirmation mail.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOutbox } from '../../runtime-server/mail/outbox';
import { registerCustomer, createStaff } from '../helpers/accounts';
import { createJob, dayFromToday, pdfResume, quickApply } from '../helpers/careers';
import { filesUnder, storedFiles } from '../helpers/files';
import { call, form, login } from '../helpers/http';
import { ADMIN, startTestServer, type TestServer } from '../helpers/server';

let server: TestServer;
let admin: string;
const jobs: Record<'open' | 'noDeadline' | 'lastDay' | 'draft' | 'archived' | 'expired', number> = {} as never;

beforeAll(async () => {
  server = await startTestServer();
  admin = await login(server.url, ADMIN.email, ADMIN.password);
  jobs.open = await createJob(server.url, admin, { title: 'Cloud Architect', category: 'cloud', workplace: 'remote', summary: 'Terraform everywhere' });
  jobs.noDeadline = await createJob(server.url, admin, { title: 'Security Analyst', category: 'security', workplace: 'on_site', employment_type: 'contract', deadline: null });
  jobs.lastDay = await createJob(server.url, admin, { title: 'Data Engineer', category: 'data', workplace: 'hybrid', deadline: dayFromToday(0) });
  jobs.draft = await createJob(server.url, admin, { title: 'Draft Role', state: 'draft' });
  jobs.archived = await createJob(server.url, admin, { title: 'Archived Role', state: 'archived' });
  jobs.expired = await createJob(server.url, admin, { title: 'Expired Role', deadline: dayFromToday(-1) });
});

afterAll(() => server?.close());

const titles = async (query = '') => (await call(`${server.url}/api/careers/jobs${query}`)).body.data.map((j: { title: string }) => j.title);

describe('the public job list', () => {
  it('shows posted jobs whose deadline has not passed (the last day included), closing soonest first', async () => {
    expect(await titles()).toEqual(['Data Engineer', 'Cloud Architect', 'Security Analyst']);
  });

  it('filters by category, workplace and employment type, searches, and pages on the server', async () => {
    expect(await titles('?category=security')).toEqual(['Security Analyst']);
    expect(await titles('?workplace=remote')).toEqual(['Cloud Architect']);
    expect(await titles('?employment_type=contract')).toEqual(['Security Analyst']);
    expect(await titles('?q=terraform')).toEqual(['Cloud Architect']);
    const page2 = await call(`${server.url}/api/careers/jobs?perPage=2&page=2`);
    expect(page2.body.meta).toEqual({ total: 3, page: 2, perPage: 2 });
    expect(page2.body.data.map((j: { title: string }) => j.title)).toEqual(['Security Analyst']);
    const bad = await call(`${server.url}/api/careers/jobs?category=nonsense`);
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields)).toEqual(['category']);
  });

  it('answers an open job and 404 for a draft, archived, expired or missing one', async () => {
    expect((await call(`${server.url}/api/careers/jobs/${jobs.open}`)).body.data.title).toBe('Cloud Architect');
    for (const id of [jobs.draft, jobs.archived, jobs.expired, 99999]) {
      expect((await call(`${server.url}/api/careers/jobs/${id}`)).status, `job ${id}`).toBe(404);
    }
  });
});

describe('quick apply', () => {
  it('stores the applicant and a private résumé, and mails a confirmation link', async () => {
    const res = await quickApply(server.url, jobs.open, 'Ada@Example.com ');
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const row = await server.db('applicants').where({ id: res.body.data.id }).first();
    expect(row).toMatchObject({ job_id: jobs.open, name: 'Ada Lovelace', email: 'ada@example.com', phone: '+44 20 7946 0958', status: 'new', user_id: null, email_verified_at: null });
    expect(row.resume).toMatch(/^private\/applicant\/[0-9a-f]{16}-[0-9a-f]{8}\.pdf$/);
    expect(filesUnder(server.uploadsDir)).toEqual([]);
    expect(readFileSync(path.join(server.dir, row.resume)).equals(pdfResume().data)).toBe(true);
    const [mail] = readOutbox(server.outboxDir, 'ada@example.com');
    expect(mail!.subject).toBe('We received your application: Cloud Architect');
    expect(mail!.text).toMatch(/Confirm my email address: http:\/\/site\.test\/applicant-validation\?token=\S+/);
  });

  it('refuses a draft, archived, expired or missing job, storing nothing', async () => {
    const before = { files: storedFiles(server.uploadsDir), rows: await server.db('applicants').count({ n: '*' }) };
    for (const id of [jobs.draft, jobs.archived, jobs.expired, 99999]) {
      const res = await quickApply(server.url, id, `late-${id}@example.com`);
      expect(res, `job ${id}`).toEqual({ status: 404, body: { error: { message: 'This job opening (it may be closed) was not found' } } });
    }
    expect({ files: storedFiles(server.uploadsDir), rows: await server.db('applicants').count({ n: '*' }) }).toEqual(before);
  });

  it('refuses an .exe renamed .pdf and an HTML page named .pdf (415), storing nothing', async () => {
    const before = storedFiles(server.uploadsDir);
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(62), Buffer.from('PE\0\0'), Buffer.alloc(400, 1)]);
    exe.writeUInt32LE(64, 60); // e_lfanew: where the PE header starts
    const html = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');
    for (const [name, data] of [['exe', exe], ['html', html]] as const) {
      const res = await quickApply(server.url, jobs.open, `${name}@example.com`, { data, name: 'cv.pdf', type: 'application/pdf' });
      expect(res.status, name).toBe(415);
      expect(res.body.error.fields).toEqual({ resume: 'This file type is not accepted (allowed: pdf, vnd.openxmlformats-officedocument.wordprocessingml.document)' });
    }
    expect(storedFiles(server.uploadsDir)).toEqual(before);
    expect(await server.db('applicants').whereIn('email', ['exe@example.com', 'html@example.com']).count({ n: '*' })).toEqual([{ n: 0 }]);
  });

  it('refuses a résumé over 5 MB (413) and an application without one (400)', async () => {
    const big = Buffer.concat([pdfResume().data, Buffer.alloc(5 * 1024 * 1024)]);
    expect((await quickApply(server.url, jobs.open, 'big@example.com', { data: big, name: 'cv.pdf', type: 'application/pdf' })).status).toBe(413);
    const none = await call(`${server.url}/api/careers/jobs/${jobs.open}/quick-apply`, { method: 'POST', body: form({ name: 'N', email: 'none@example.com', phone: '+1 555 0100 200' }) });
    expect(none).toEqual({ status: 400, body: { error: { message: 'Please correct the highlighted fields', fields: { resume: 'This field is required' } } } });
    const fields = await quickApply(server.url, jobs.open, 'not-an-email', pdfResume(), { name: '', phone: 'x' });
    expect(fields.body.error.fields).toEqual({ name: 'This field is required', email: 'Enter a valid email address', phone: 'Enter a valid phone number' });
  });

  it('refuses a second application to the same job with the same email, whatever its case (409)', async () => {
    expect((await quickApply(server.url, jobs.noDeadline, 'twice@example.com')).status).toBe(201);
    const again = await quickApply(server.url, jobs.noDeadline, 'TWICE@example.com');
    expect(again).toEqual({ status: 409, body: { error: { message: 'You have already applied for this job with this email address', fields: { email: 'You have already applied for this job with this email address' } } } });
    expect(await server.db('applicants').where({ email: 'twice@example.com' }).count({ n: '*' })).toEqual([{ n: 1 }]);
    // Another job is another application.
    expect((await quickApply(server.url, jobs.lastDay, 'twice@example.com')).status).toBe(201);
  });

  it('lets only one of two simultaneous applications through: the unique index decides, and the loser leaves no file', async () => {
    const before = filesUnder(path.join(server.dir, 'private')).length;
    const answers = await Promise.all([1, 2, 3].map(() => quickApply(server.url, jobs.open, 'race@example.com')));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409]);
    expect(await server.db('applicants').where({ email: 'race@example.com' }).count({ n: '*' })).toEqual([{ n: 1 }]);
    expect(filesUnder(path.join(server.dir, 'private')).length).toBe(before + 1);
  });
});

describe('general apply', () => {
  it('needs a sign-in, and takes the name, email and owner from the account, never from the body', async () => {
    expect((await call(`${server.url}/api/careers/jobs/${jobs.open}/general-apply`, { method: 'POST', body: form({ cover_letter: 'Hi' }, { resume: pdfResume() }) })).status).toBe(401);
    const customer = await registerCustomer(server.url, 'grace@example.com');
    const res = await call(`${server.url}/api/careers/jobs/${jobs.open}/general-apply`, {
      method: 'POST',
      token: customer.token,
      body: form({ cover_letter: 'I love clouds.', email: 'someone-else@example.com', user_id: 1, name: 'Mallory' }, { resume: pdfResume() }),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const row = await server.db('applicants').where({ id: res.body.data.id }).first();
    expect(row).toMatchObject({ user_id: customer.id, email: 'grace@example.com', name: 'Cust', cover_letter: 'I love clouds.' });
    const again = await call(`${server.url}/api/careers/jobs/${jobs.open}/general-apply`, { method: 'POST', token: customer.token, body: form({}, { resume: pdfResume() }) });
    expect(again.status).toBe(409);
  });
});

describe('the résumé download', () => {
  it('is refused to the public, a customer and a role without the applicant grant, and served to HR as an attachment', async () => {
    const { id } = (await quickApply(server.url, jobs.open, 'resume@example.com')).body.data;
    const at = `${server.url}/api/applicant/${id}/files/resume`;
    const customer = await registerCustomer(server.url, 'nosy@example.com');
    const editor = await createStaff(server.url, admin, 'editor-no-applicant', { banner: ['read', 'create', 'update', 'delete'], job: ['read'] });
    const hr = await createStaff(server.url, admin, 'hr-applicants', { applicant: ['read'] });
    expect((await call(at)).status).toBe(401);
    // Applicants are owner-readable: anyone signed in without the grant reaches only their own
    // applications, so someone else's answers 404 exactly like a missing one.
    expect((await call(at, { token: customer.token })).status).toBe(404);
    expect((await call(at, { token: editor.token })).status).toBe(404);
    const served = await fetch(at, { headers: { Authorization: `Bearer ${hr.token}` } });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-disposition')).toBe(`attachment; filename=applicant-${id}-resume.pdf`);
    expect(Buffer.from(await served.arrayBuffer()).equals(pdfResume().data)).toBe(true);
  });
});

describe('rate limit', () => {
  it('counts applications without a sign-in per address, with the other public writes (429)', async () => {
    const limited = await startTestServer({ limits: { anonymousWritesPerAddress: 2 } });
    try {
      const token = await login(limited.url, ADMIN.email, ADMIN.password);
      const job = await createJob(limited.url, token);
      expect((await quickApply(limited.url, job, 'one@example.com')).status).toBe(201);
      expect((await quickApply(limited.url, job, 'two@example.com')).status).toBe(201);
      const third = await quickApply(limited.url, job, 'three@example.com');
      expect(third.status).toBe(429);
      expect(third.body.error.message).toMatch(/^Too many submissions from your address/);
      expect(await limited.db('applicants').count({ n: '*' })).toEqual([{ n: 2 }]);
    } finally {
      await limited.close();
    }
  });
});
