/**
 * The careers API (/api/careers) answers what the served OpenAPI document
 * (generated document + site/careers/server/openapi.ts) says: for each route,
 * the success and its main refusals are documented statuses of the operation
 * and their bodies match the documented schemas.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenApiDocument } from '../../runtime-shared/openapi';
import { createStaff, registerCustomer, type Staff } from '../helpers/accounts';
import { applicantSession, createExam, createJob, dayFromToday, pdfResume, quickApply, validationToken, type ExamFixture } from '../helpers/careers';
import { call, form, login, type Answer } from '../helpers/http';
import { expectConforms } from '../helpers/openapi';
import { ADMIN, startTestServer, type TestServer } from '../helpers/server';

let server: TestServer;
let doc: OpenApiDocument;
let admin: string;
let exam: ExamFixture;
let jobs: { withExam: number; plain: number; closed: number };
const conforms = (answer: Answer, path: string, method: 'get' | 'post' | 'put', status: number) => expectConforms(doc, answer, path, method, status);
const url = (path: string) => `${server.url}/api/careers${path}`;
/** A JSON body as sent, e.g. not JSON at all, or over the API's 1 MB limit. */
const OVER_1MB = JSON.stringify({ answers: { 1: ['x'.repeat(1_100_000)] } });
async function raw(path: string, method: string, body: string, headers: Record<string, string> = {}): Promise<Answer> {
  const res = await fetch(url(path), { method, body, headers: { 'Content-Type': 'application/json', ...headers } });
  return { status: res.status, body: await res.json() };
}

beforeAll(async () => {
  server = await startTestServer();
  doc = (await call(`${server.url}/api/openapi.json`)).body;
  admin = await login(server.url, ADMIN.email, ADMIN.password);
  exam = await createExam(server.url, admin);
  jobs = {
    withExam: await createJob(server.url, admin, { title: 'Documented exam job', exam_id: exam.examId }),
    plain: await createJob(server.url, admin, { title: 'Documented job' }),
    closed: await createJob(server.url, admin, { deadline: dayFromToday(-1) }),
  };
});
afterAll(() => server?.close());

describe('open jobs', () => {
  it('list and one job, with a bad search, a bad id and a closed job', async () => {
    conforms(await call(url('/jobs?category=cloud&q=Documented&page=1&perPage=5')), '/api/careers/jobs', 'get', 200);
    conforms(await call(url('/jobs?category=nope')), '/api/careers/jobs', 'get', 400);
    conforms(await call(url(`/jobs/${jobs.withExam}`)), '/api/careers/jobs/{id}', 'get', 200);
    conforms(await call(url('/jobs/abc')), '/api/careers/jobs/{id}', 'get', 400);
    conforms(await call(url(`/jobs/${jobs.closed}`)), '/api/careers/jobs/{id}', 'get', 404);
  });
});

describe('applications', () => {
  const quick = '/api/careers/jobs/{id}/quick-apply';
  const general = '/api/careers/jobs/{id}/general-apply';

  it('quick-apply: created, invalid, closed job, too large, not a document', async () => {
    conforms(await quickApply(server.url, jobs.plain, 'quick@doc.test'), quick, 'post', 201);
    conforms(await quickApply(server.url, jobs.plain, 'not-an-email'), quick, 'post', 400);
    conforms(await quickApply(server.url, jobs.closed, 'closed@doc.test'), quick, 'post', 404);
    const big = Buffer.concat([pdfResume().data, Buffer.alloc(5 * 1024 * 1024)]);
    conforms(await quickApply(server.url, jobs.plain, 'big@doc.test', { data: big, name: 'cv.pdf', type: 'application/pdf' }), quick, 'post', 413);
    conforms(await quickApply(server.url, jobs.plain, 'html@doc.test', { data: Buffer.from('<!doctype html><p>hi</p>'), name: 'cv.pdf', type: 'application/pdf' }), quick, 'post', 415);
  });

  it('quick-apply, confirm and resend: too many submissions from one address (429)', async () => {
    const limited = await startTestServer({ limits: { anonymousWritesPerAddress: 1 } });
    try {
      const job = await createJob(limited.url, await login(limited.url, ADMIN.email, ADMIN.password));
      conforms(await quickApply(limited.url, job, 'one@doc.test'), quick, 'post', 201);
      conforms(await quickApply(limited.url, job, 'two@doc.test'), quick, 'post', 429);
      // Confirming and resending count with the other writes without a sign-in.
      conforms(await call(`${limited.url}/api/careers/applicant-validation`, { method: 'POST', json: { token: 'x' } }), '/api/careers/applicant-validation', 'post', 429);
      conforms(await call(`${limited.url}/api/careers/applicant-validation/resend`, { method: 'POST', json: { email: 'one@doc.test', job_id: job } }), '/api/careers/applicant-validation/resend', 'post', 429);
    } finally {
      await limited.close();
    }
  });

  it('general-apply: created, signed out, invalid, closed job, twice, too large, not a document', async () => {
    const customer = await registerCustomer(server.url, 'general@doc.test');
    const apply = (job: number, token?: string, resume = pdfResume(), values: Record<string, string> = { phone: '+1 555 0100 200' }) =>
      call(url(`/jobs/${job}/general-apply`), { method: 'POST', body: form(values, { resume }), ...(token ? { token } : {}) });
    conforms(await apply(jobs.plain), general, 'post', 401);
    conforms(await apply(jobs.plain, customer.token, pdfResume(), { phone: 'x' }), general, 'post', 400);
    conforms(await apply(jobs.closed, customer.token), general, 'post', 404);
    conforms(await apply(jobs.plain, customer.token), general, 'post', 201);
    conforms(await apply(jobs.plain, customer.token), general, 'post', 409);
    const big = Buffer.concat([pdfResume().data, Buffer.alloc(5 * 1024 * 1024)]);
    conforms(await apply(jobs.withExam, customer.token, { data: big, name: 'cv.pdf', type: 'application/pdf' }), general, 'post', 413);
    conforms(await apply(jobs.withExam, customer.token, { data: Buffer.from('plain text'), name: 'cv.pdf', type: 'application/pdf' }), general, 'post', 415);
  });

  it('email confirmation and resend', async () => {
    await quickApply(server.url, jobs.plain, 'confirm@doc.test');
    const confirm = '/api/careers/applicant-validation';
    conforms(await call(url('/applicant-validation'), { method: 'POST', json: { token: validationToken(server.outboxDir, 'confirm@doc.test') } }), confirm, 'post', 200);
    await quickApply(server.url, jobs.plain, 'confirm+twice@doc.test'); // the same person again: the second confirmation is refused
    conforms(await call(url('/applicant-validation'), { method: 'POST', json: { token: validationToken(server.outboxDir, 'confirm+twice@doc.test') } }), confirm, 'post', 409);
    conforms(await call(url('/applicant-validation'), { method: 'POST', json: { token: 'made-up' } }), confirm, 'post', 400);
    conforms(await call(url('/applicant-validation'), { method: 'POST', json: {} }), confirm, 'post', 400);
    conforms(await raw('/applicant-validation', 'POST', '{not json'), confirm, 'post', 400);
    conforms(await raw('/applicant-validation', 'POST', OVER_1MB), confirm, 'post', 413);
    const resend = '/api/careers/applicant-validation/resend';
    conforms(await call(url('/applicant-validation/resend'), { method: 'POST', json: { email: 'confirm@doc.test', job_id: jobs.plain } }), resend, 'post', 202);
    conforms(await call(url('/applicant-validation/resend'), { method: 'POST', json: { email: 'nobody@doc.test', job_id: jobs.plain } }), resend, 'post', 202);
    conforms(await call(url('/applicant-validation/resend'), { method: 'POST', json: { email: 'x', job_id: 'y' } }), resend, 'post', 400);
    conforms(await raw('/applicant-validation/resend', 'POST', OVER_1MB), resend, 'post', 413);
  });
});

describe('the exam and the answer sheet', () => {
  let hr: Staff;
  let editor: Staff;
  beforeAll(async () => {
    hr = await createStaff(server.url, admin, 'hr-doc', { applicant: ['read', 'update'], 'applicant-answer': ['read', 'update'] });
    editor = await createStaff(server.url, admin, 'editor-doc', { applicant: ['read'] });
  });
  const exam$ = (path: string, session: string | undefined, json?: unknown) =>
    call(url(`/exam${path}`), { method: path ? 'POST' : 'GET', headers: session ? { 'X-Applicant-Session': session } : {}, ...(json !== undefined ? { json } : {}) });

  it('rules, start, submit, with their refusals', async () => {
    await quickApply(server.url, jobs.plain, 'no-exam@doc.test');
    const noExam = await applicantSession(server.url, server.outboxDir, 'no-exam@doc.test');
    conforms(await exam$('', noExam), '/api/careers/exam', 'get', 404);
    conforms(await exam$('/start', noExam), '/api/careers/exam/start', 'post', 404);
    conforms(await exam$('/submit', noExam, { answers: {} }), '/api/careers/exam/submit', 'post', 404);

    await quickApply(server.url, jobs.withExam, 'exam@doc.test');
    const session = await applicantSession(server.url, server.outboxDir, 'exam@doc.test');
    conforms(await exam$('', undefined), '/api/careers/exam', 'get', 401);
    conforms(await exam$('', session), '/api/careers/exam', 'get', 200);
    conforms(await exam$('/submit', session, { answers: {} }), '/api/careers/exam/submit', 'post', 409); // not started
    conforms(await exam$('/start', 'made-up'), '/api/careers/exam/start', 'post', 401);
    conforms(await exam$('/start', session), '/api/careers/exam/start', 'post', 200);
    conforms(await exam$('', session), '/api/careers/exam', 'get', 200); // with the attempt
    conforms(await exam$('/submit', undefined, { answers: {} }), '/api/careers/exam/submit', 'post', 401);
    conforms(await exam$('/submit', session, { answers: { [exam.single]: ['Rome'] } }), '/api/careers/exam/submit', 'post', 400);
    conforms(await exam$('/submit', session, { answers: 'all' }), '/api/careers/exam/submit', 'post', 400);
    conforms(await raw('/exam/submit', 'POST', OVER_1MB, { 'X-Applicant-Session': session }), '/api/careers/exam/submit', 'post', 413);
    conforms(await raw('/exam/start', 'POST', '{not json', { 'X-Applicant-Session': session }), '/api/careers/exam/start', 'post', 400);
    conforms(await raw('/exam/start', 'POST', OVER_1MB, { 'X-Applicant-Session': session }), '/api/careers/exam/start', 'post', 413);
    const answers = { [exam.single]: ['Paris'], [exam.multiple]: ['Red', 'Blue'], [exam.text]: ['HAVING'] };
    conforms(await exam$('/submit', session, { answers }), '/api/careers/exam/submit', 'post', 200);
    conforms(await exam$('/submit', session, { answers }), '/api/careers/exam/submit', 'post', 409);
    conforms(await exam$('/start', session), '/api/careers/exam/start', 'post', 409);

    // The same person under a +tag address, for another job with the same exam: no new attempt.
    const again = await createJob(server.url, admin, { title: 'Documented second exam job', exam_id: exam.examId });
    await quickApply(server.url, again, 'exam+again@doc.test');
    const second = await applicantSession(server.url, server.outboxDir, 'exam+again@doc.test');
    conforms(await exam$('', second), '/api/careers/exam', 'get', 200);
    conforms(await exam$('/start', second), '/api/careers/exam/start', 'post', 409);
  });

  it('answer sheets: shown and marked, with their refusals', async () => {
    let submittedSession = '';
    const sheetOf = async (email: string, answers?: Record<string, string[]>) => {
      const { id } = (await quickApply(server.url, jobs.withExam, email)).body.data;
      const session = await applicantSession(server.url, server.outboxDir, email);
      if (answers) submittedSession = session;
      await exam$('/start', session);
      if (answers) await exam$('/submit', session, { answers });
      return (await server.db('applicant_answers').where({ applicant_id: id }).first('id')).id as number;
    };
    const submitted = await sheetOf('submitted@doc.test', { [exam.single]: ['Paris'], [exam.text]: ['HAVING'] });
    const started = await sheetOf('started@doc.test'); // not submitted: marks are refused (409)

    const sheet = '/api/careers/answer-sheets/{id}';
    conforms(await call(url(`/answer-sheets/${submitted}`), { token: hr.token }), sheet, 'get', 200);
    conforms(await call(url(`/answer-sheets/${started}`), { token: hr.token }), sheet, 'get', 200);
    conforms(await call(url('/answer-sheets/abc'), { token: hr.token }), sheet, 'get', 400);
    conforms(await call(url(`/answer-sheets/${submitted}`)), sheet, 'get', 401);
    conforms(await call(url(`/answer-sheets/${submitted}`), { token: editor.token }), sheet, 'get', 403);
    conforms(await call(url('/answer-sheets/999999'), { token: hr.token }), sheet, 'get', 404);

    const marks = '/api/careers/answer-sheets/{id}/marks';
    const put = (id: number | string, json: unknown, token?: string) => call(url(`/answer-sheets/${id}/marks`), { method: 'PUT', json, ...(token ? { token } : {}) });
    conforms(await put(submitted, { marks: { [exam.text]: 4 } }, hr.token), marks, 'put', 200);
    conforms(await put(submitted, { marks: { [exam.text]: 99 } }, hr.token), marks, 'put', 400);
    conforms(await put(submitted, { marks: 'four' }, hr.token), marks, 'put', 400);
    conforms(await raw(`/answer-sheets/${submitted}/marks`, 'PUT', OVER_1MB, { Authorization: `Bearer ${hr.token}` }), marks, 'put', 413);
    conforms(await put(submitted, { marks: { [exam.text]: 4 } }), marks, 'put', 401);
    conforms(await put(submitted, { marks: { [exam.text]: 4 } }, editor.token), marks, 'put', 403);
    conforms(await put(999999, { marks: { [exam.text]: 4 } }, hr.token), marks, 'put', 404);
    conforms(await put(started, { marks: { [exam.text]: 4 } }, hr.token), marks, 'put', 409);

    // Published: the applicant's rules carry the result, the sheet its date, and marks are fixed (409).
    expect((await call(`${server.url}/api/applicant-answer/${submitted}/actions/publish`, { method: 'POST', token: hr.token })).status).toBe(200);
    conforms(await call(url(`/answer-sheets/${submitted}`), { token: hr.token }), sheet, 'get', 200);
    conforms(await put(submitted, { marks: { [exam.text]: 4 } }, hr.token), marks, 'put', 409);
    conforms(await exam$('', submittedSession), '/api/careers/exam', 'get', 200);
  });
});
