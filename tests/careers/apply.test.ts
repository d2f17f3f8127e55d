/**
 * Issue 10, applications over HTTP: only open jobs are listed and take
 * applications; résumés are checked by content and kept private; the
 * confirmation mail. Issue 29 (7): an unconfirmed application blocks nobody and
 * no answer tells who applied; one confirmed application per job and person
 * (normalised email), held by a unique index; resend answers before it looks up.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOutbox } from '../../runtime-server/mail/outbox';
import { registerCustomer, createStaff } from '../helpers/accounts';
import { createJob, dayFromToday, pdfResume, quickApply, validationToken } from '../helpers/careers';
import { filesUnder, storedFiles } from '../helpers/files';
import { countOf } from '../helpers/count';
import { call, form, login } from '../helpers/http';
import { ADMIN, startTestServer, type TestServer } from '../helpers/server';

let server: TestServer;
let admin: string;
const jobs: Record<'open' | 'noDeadline' | 'lastDay' | 'draft' | 'archived' | 'expired', number> = {} as never;

beforeAll(async () => {
  server = await startTestServer({ limits: { anonymousWritesPerAddress: 200, mailRequestsPerCaller: 200 } });
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
      expect(res.body.error.fields).toEqual({ resume: 'Upload a PDF or Word document (.pdf, .docx)' });
    }
    expect(storedFiles(server.uploadsDir)).toEqual(before);
    expect(await countOf(server.db('applicants').whereIn('email', ['exe@example.com', 'html@example.com']))).toBe(0);
  });

  it('refuses a résumé over 5 MB (413) and an application without one (400)', async () => {
    const big = Buffer.concat([pdfResume().data, Buffer.alloc(5 * 1024 * 1024)]);
    expect((await quickApply(server.url, jobs.open, 'big@example.com', { data: big, name: 'cv.pdf', type: 'application/pdf' })).status).toBe(413);
    const none = await call(`${server.url}/api/careers/jobs/${jobs.open}/quick-apply`, { method: 'POST', body: form({ name: 'N', email: 'none@example.com', phone: '+1 555 0100 200' }) });
    expect(none).toEqual({ status: 400, body: { error: { message: 'Please correct the highlighted fields', fields: { resume: 'This field is required' } } } });
    const fields = await quickApply(server.url, jobs.open, 'not-an-email', pdfResume(), { name: '', phone: 'x' });
    expect(fields.body.error.fields).toEqual({ name: 'This field is required', email: 'Enter a valid email address', phone: 'Enter a valid phone number' });
  });

  it('an unconfirmed application blocks nobody: the owner of the address applies and confirms after someone else used it', async () => {
    const squatter = await quickApply(server.url, jobs.noDeadline, 'victim@example.com', pdfResume('Not the victim'), { name: 'Mallory' });
    const victim = await quickApply(server.url, jobs.noDeadline, 'Victim@Example.com');
    // Both answers have the same shape and say nothing of the other application.
    expect([squatter.status, victim.status]).toEqual([201, 201]);
    expect(Object.keys(victim.body.data)).toEqual(['id', 'job_id', 'email']);
    expect(victim.body.data).toMatchObject({ job_id: jobs.noDeadline, email: 'victim@example.com' });
    // The victim confirms the link of their own application, and it is the one that counts.
    const links = readOutbox(server.outboxDir, 'victim@example.com').map((m) => /token=(\S+)/.exec(m.text)![1]!);
    expect(links).toHaveLength(2);
    const confirmed = await call(`${server.url}/api/careers/applicant-validation`, { method: 'POST', json: { token: decodeURIComponent(links[1]!) } });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body.data.applicant).toEqual({ name: 'Ada Lovelace', job_title: 'Security Analyst' });
    const rows = await server.db('applicants').where({ job_id: jobs.noDeadline, email: 'victim@example.com' }).orderBy('id').select('name', 'application_key');
    expect(rows).toEqual([
      { name: 'Mallory', application_key: null },
      { name: 'Ada Lovelace', application_key: `${jobs.noDeadline}:victim@example.com` },
    ]);
    // The squatter's application stays unconfirmed: confirming it now is a second application of the same person.
    const second = await call(`${server.url}/api/careers/applicant-validation`, { method: 'POST', json: { token: decodeURIComponent(links[0]!) } });
    expect(second).toEqual({ status: 409, body: { error: { message: 'You have already applied for this job with this email address; this second application is not kept' } } });
  });

  it('counts one confirmed application per job and person: case and a +tag make no new person, another job is another application', async () => {
    const confirm = (email: string) => call(`${server.url}/api/careers/applicant-validation`, { method: 'POST', json: { token: validationToken(server.outboxDir, email) } });
    expect((await quickApply(server.url, jobs.lastDay, 'twice@example.com')).status).toBe(201);
    expect((await confirm('twice@example.com')).status).toBe(200);
    expect((await quickApply(server.url, jobs.lastDay, 'TWICE+again@example.com')).status).toBe(201);
    expect((await confirm('twice+again@example.com')).status).toBe(409);
    expect((await quickApply(server.url, jobs.open, 'twice+other-job@example.com')).status).toBe(201);
    expect((await confirm('twice+other-job@example.com')).status).toBe(200);
  });

  it('lets only one of two applications confirmed at the same moment count: the unique index decides', async () => {
    const ids = [];
    for (const email of ['race@example.com', 'race+2@example.com', 'race+3@example.com']) {
      ids.push((await quickApply(server.url, jobs.open, email)).body.data.id);
    }
    const tokens = ['race@example.com', 'race+2@example.com', 'race+3@example.com'].map((e) => validationToken(server.outboxDir, e));
    const answers = await Promise.all(tokens.map((token) => call(`${server.url}/api/careers/applicant-validation`, { method: 'POST', json: { token } })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    expect(await countOf(server.db('applicants').whereIn('id', ids).whereNotNull('application_key'))).toBe(1);
  });
});

describe('resend', () => {
  const resend = (url: string, email: string, job_id: number) => call(`${url}/api/careers/applicant-validation/resend`, { method: 'POST', json: { email, job_id } });

  it('answers the same for an application that exists and one that does not, and mails only the applicant', async () => {
    await quickApply(server.url, jobs.open, 'resend@example.com');
    const known = await resend(server.url, 'resend@example.com', jobs.open);
    const unknown = await resend(server.url, 'nobody@example.com', jobs.open);
    expect(known).toEqual({ status: 202, body: { data: { sent: true } } });
    expect(unknown).toEqual(known);
    await expect.poll(() => readOutbox(server.outboxDir, 'resend@example.com').length).toBe(2);
    expect(readOutbox(server.outboxDir, 'nobody@example.com')).toEqual([]);
  });

  it('answers before it looks the application up: a database that is busy does not delay the answer, the mail follows', async () => {
    await quickApply(server.url, jobs.open, 'busy@example.com');
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    // SQLite: the transaction holds the one connection; PostgreSQL: the table lock stops every read of applicants.
    const holder = server.db.transaction(async (trx) => {
      if (server.db.client.config.client === 'pg') await trx.raw('LOCK TABLE applicants IN ACCESS EXCLUSIVE MODE');
      locked();
      await held;
    });
    await isLocked;
    try {
      const answer = await Promise.race([resend(server.url, 'busy@example.com', jobs.open), new Promise((r) => setTimeout(() => r('no answer within 3 s'), 3000))]);
      expect(answer).toEqual({ status: 202, body: { data: { sent: true } } });
      expect(readOutbox(server.outboxDir, 'busy@example.com')).toHaveLength(1);
    } finally {
      release();
      await holder;
    }
    await expect.poll(() => readOutbox(server.outboxDir, 'busy@example.com').length).toBe(2);
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
    expect(again).toEqual({ status: 409, body: { error: { message: 'You have already applied for this job with your account' } } });
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

describe("HR's decision mail (the applicant's lifecycle hooks)", () => {
  it('follows the status however it changes: an edit, a bulk action; a reset or an unchanged status mails nothing', async () => {
    const a = (await quickApply(server.url, jobs.open, 'decided@example.com')).body.data.id as number;
    const b = (await quickApply(server.url, jobs.open, 'bulked@example.com')).body.data.id as number;
    const patched = await call(`${server.url}/api/applicant/${a}`, { method: 'PATCH', token: admin, json: { status: 'shortlisted' } });
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);
    const bulk = await call(`${server.url}/api/applicant/bulk`, { method: 'POST', token: admin, json: { action: 'reject', ids: [a, b] } });
    expect(bulk.status, JSON.stringify(bulk.body)).toBe(200);
    expect((await call(`${server.url}/api/applicant/${b}/actions/reset`, { method: 'POST', token: admin })).status).toBe(200);
    expect((await call(`${server.url}/api/applicant/${b}`, { method: 'PATCH', token: admin, json: { status: 'new' } })).status).toBe(200);
    const subjects = (email: string) => readOutbox(server.outboxDir, email).map((m) => m.subject);
    expect(subjects('decided@example.com')).toEqual(['We received your application: Cloud Architect', 'Good news about your application: Cloud Architect', 'Your application: Cloud Architect']);
    expect(subjects('bulked@example.com')).toEqual(['We received your application: Cloud Architect', 'Your application: Cloud Architect']);
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
      expect(await countOf(limited.db('applicants'))).toBe(2);
    } finally {
      await limited.close();
    }
  });
});
