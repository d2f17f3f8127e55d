/**
 * Issue 29, item 4: no route mails without limit. Requests to routes that
 * send mail are limited per caller (the user when signed in, else the
 * address), signed in or not, and each recipient gets at most so many
 * messages an hour whoever asks. The first servers run the SHIPPED defaults
 * (no overrides): 30 mail requests per caller and 5 messages per recipient an
 * hour, so raising either default turns these tests red. The last test counts
 * in the database (RATE_LIMIT_STORE=database) across two servers; another
 * holds every mailing route to the one per-caller budget.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOutbox } from '../../runtime-server/mail/outbox';
import { createStaff, registerCustomer } from '../helpers/accounts';
import { createJob } from '../helpers/careers';
import { call, login } from '../helpers/http';
import { waitForMail } from '../helpers/outbox';
import { ADMIN, startTestServer, type TestServer } from '../helpers/server';

const APPLICATION_MAIL = 'We received your application: Mail Job';
const SENT = { status: 202, body: { data: { sent: true } } };
const MAIL_LIMITED = { status: 429, body: { error: { message: 'You asked us to send too many emails; wait 60 minutes and try again' } } };

/** An application straight in the table (a fixture: applying would itself send a mail). */
async function applicant(server: TestServer, jobId: number, email: string): Promise<void> {
  const now = new Date().toISOString();
  await server.db('applicants').insert({ job_id: jobId, name: 'Ada', email, resume: 'private/applicant/cv.pdf', status: 'new', application_key: `${jobId}:${email}`, created_at: now, updated_at: now });
}

/** Sends `count` resend requests one after the other and answers their statuses and bodies. */
async function resend(server: TestServer, count: number, json: { email: string; job_id: number }, token?: string) {
  const answers = [];
  for (let i = 0; i < count; i++) answers.push(await call(`${server.url}/api/careers/applicant-validation/resend`, { method: 'POST', json, ...(token ? { token } : {}) }));
  return answers;
}

/** The application mails `email` got, once at least `count` arrived and the stragglers had time to land. */
async function applicationMails(server: TestServer, email: string, count: number) {
  await waitForMail(server.outboxDir, email, count);
  await new Promise((resolve) => setTimeout(resolve, 300));
  return readOutbox(server.outboxDir, email).filter((m) => m.subject === APPLICATION_MAIL);
}

describe('the shipped mail limits (no overrides)', () => {
  let server: TestServer;
  let jobId: number;
  beforeAll(async () => {
    server = await startTestServer();
    const admin = await login(server.url, ADMIN.email, ADMIN.password);
    jobId = await createJob(server.url, admin, { title: 'Mail Job' });
  });
  afterAll(() => server?.close());

  it('35 anonymous resend requests for one application: 30 are answered, 5 messages go out', async () => {
    await applicant(server, jobId, 'anon-target@test.local');
    const answers = await resend(server, 35, { email: 'anon-target@test.local', job_id: jobId });
    expect(answers.slice(0, 30)).toEqual(Array(30).fill(SENT));
    // The address's budget for writes without a sign-in (30 per 15 minutes) ends at the same request.
    for (const answer of answers.slice(30)) expect(answer.status).toBe(429);
    expect(await applicationMails(server, 'anon-target@test.local', 5)).toHaveLength(5);
  });

  it('35 signed-in resend requests: the limit holds for a signed-in caller too, and the recipient still gets 5 messages', async () => {
    const admin = await login(server.url, ADMIN.email, ADMIN.password);
    // A staff account made by the admin: no request of its own went to a mailing route before.
    const caller = await createStaff(server.url, admin, 'mailer', {});
    await applicant(server, jobId, 'user-target@test.local');
    const answers = await resend(server, 35, { email: 'user-target@test.local', job_id: jobId }, caller.token);
    expect(answers.slice(0, 30)).toEqual(Array(30).fill(SENT));
    expect(answers.slice(30)).toEqual(Array(5).fill(MAIL_LIMITED));
    expect(await applicationMails(server, 'user-target@test.local', 5)).toHaveLength(5);
  });
});

describe('every route that sends mail', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ limits: { mailRequestsPerCaller: 1, anonymousWritesPerAddress: 1000 } });
  });
  afterAll(() => server?.close());

  it('shares one budget per caller: an anonymous address, then a signed-in user', async () => {
    const post = (path: string, json: unknown, token?: string) => call(`${server.url}${path}`, { method: 'POST', json, ...(token ? { token } : {}) });
    // The address's one request: a sign-up (it mails a welcome).
    const user = await registerCustomer(server.url, 'budget@test.local', 'budget-pass-1');
    const anonymous: [string, unknown][] = [
      ['/api/auth/register', { first_name: 'B', email: 'budget2@test.local', password: 'budget-pass-2' }],
      ['/api/auth/forgot-password', { email: 'budget@test.local' }],
      ['/api/auth/email/confirm', { token: 'x'.repeat(43) }],
      ['/api/careers/jobs/1/quick-apply', {}],
      ['/api/careers/applicant-validation', { token: 'x' }],
      ['/api/careers/applicant-validation/resend', { email: 'budget@test.local', job_id: 1 }],
    ];
    for (const [path, json] of anonymous) expect(await post(path, json), path).toEqual(MAIL_LIMITED);
    // The user has a budget of their own, whatever the address.
    expect((await post('/api/auth/email', { current_password: 'budget-pass-1', email: 'budget-new@test.local' }, user.token)).status).toBe(202);
    for (const [path, json] of [...anonymous, ['/api/careers/jobs/1/general-apply', {}] as [string, unknown], ['/api/auth/email', { current_password: 'budget-pass-1', email: 'other@test.local' }] as [string, unknown]]) {
      expect(await post(path, json, user.token), `${path} signed in`).toEqual(MAIL_LIMITED);
    }
  });
});

describe('mail limits counted in the database, across two servers', () => {
  let a: TestServer;
  let b: TestServer;
  let jobId: number;
  const shared = { rateLimitStore: 'database', limits: { mailRequestsPerCaller: 4, mailsPerRecipient: 2 } } as const;
  beforeAll(async () => {
    a = await startTestServer(shared);
    b = await startTestServer({ ...shared, databaseUrl: a.databaseUrl });
    const admin = await login(a.url, ADMIN.email, ADMIN.password);
    jobId = await createJob(a.url, admin, { title: 'Mail Job' });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('one caller and one recipient have one budget whichever server answers', async () => {
    const admin = await login(a.url, ADMIN.email, ADMIN.password);
    const caller = await createStaff(a.url, admin, 'shared-mailer', {});
    await applicant(a, jobId, 'shared-target@test.local');
    const json = { email: 'shared-target@test.local', job_id: jobId };
    const answers = [...(await resend(a, 2, json, caller.token)), ...(await resend(b, 2, json, caller.token)), ...(await resend(a, 1, json, caller.token))];
    expect(answers).toEqual([SENT, SENT, SENT, SENT, MAIL_LIMITED]);
    // Both servers write to their own outbox: two messages in all.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const mails = [...readOutbox(a.outboxDir, 'shared-target@test.local'), ...readOutbox(b.outboxDir, 'shared-target@test.local')];
    expect(mails.map((m) => m.subject)).toEqual([APPLICATION_MAIL, APPLICATION_MAIL]);
  });
});
