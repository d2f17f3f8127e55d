/**
 * Issue 10, the exam over HTTP: only a confirmed applicant's session opens it;
 * the paper never carries an answer key; the start is recorded once; answers
 * after the duration plus the grace are refused; one submission; marking on
 * the server; HR marks text answers and decides, and the applicant is mailed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOutbox } from '../../runtime-server/mail/outbox';
import { createStaff, registerCustomer, type Staff } from '../helpers/accounts';
import { applicantSession, createExam, createJob, pdfResume, quickApply, validationToken, type ExamFixture } from '../helpers/careers';
import { countOf } from '../helpers/count';
import { call, form, login, type Json } from '../helpers/http';
import { ADMIN, startTestServer, TEST_SECRET, type TestServer } from '../helpers/server';

let server: TestServer;
let admin: string;
let exam: ExamFixture;
let jobId: number;
let hr: Staff;
let secondJobId: number;

const exam$ = (path: string, session?: string, json?: unknown) =>
  call(`${server.url}/api/careers/exam${path}`, { method: json === undefined ? (path ? 'POST' : 'GET') : 'POST', headers: session ? { 'X-Applicant-Session': session } : {}, ...(json !== undefined ? { json } : {}) });

async function applied(email: string): Promise<{ id: number; session: string }> {
  const res = await quickApply(server.url, jobId, email);
  expect(res.status).toBe(201);
  return { id: res.body.data.id, session: await applicantSession(server.url, server.outboxDir, email) };
}

beforeAll(async () => {
  server = await startTestServer({ limits: { anonymousWritesPerAddress: 200, mailRequestsPerCaller: 200 } });
  admin = await login(server.url, ADMIN.email, ADMIN.password);
  exam = await createExam(server.url, admin);
  jobId = await createJob(server.url, admin, { title: 'Exam Job', exam_id: exam.examId });
  hr = await createStaff(server.url, admin, 'hr-sheets', { applicant: ['read', 'update'], 'applicant-answer': ['read', 'update'] });
  secondJobId = await createJob(server.url, admin, { title: 'Second Exam Job', exam_id: exam.examId });
});

afterAll(() => server?.close());

describe('the applicant session', () => {
  it('comes only from the mailed link; the exam refuses no session, a made-up one, the link token itself and a sign-in token', async () => {
    const res = await quickApply(server.url, jobId, 'gate@example.com');
    const link = validationToken(server.outboxDir, 'gate@example.com');
    for (const session of [undefined, 'true', link, admin]) {
      expect((await exam$('', session)).status, String(session)).toBe(401);
      expect((await exam$('/start', session)).status).toBe(401);
    }
    const confirmed = await call(`${server.url}/api/careers/applicant-validation`, { method: 'POST', json: { token: link } });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data).toMatchObject({ applicant: { name: 'Ada Lovelace', job_title: 'Exam Job' }, has_exam: true });
    expect((await exam$('', confirmed.body.data.session)).status).toBe(200);
    const row = await server.db('applicants').where({ id: res.body.data.id }).first('email_verified_at');
    expect(row.email_verified_at).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(readOutbox(server.outboxDir, 'gate@example.com').map((m) => m.subject)).toEqual(['We received your application: Exam Job', 'Email address confirmed: Exam Job']);
    // Confirming again works but mails nothing new.
    await call(`${server.url}/api/careers/applicant-validation`, { method: 'POST', json: { token: link } });
    expect(readOutbox(server.outboxDir, 'gate@example.com')).toHaveLength(2);
    expect((await call(`${server.url}/api/careers/applicant-validation`, { method: 'POST', json: { token: `${link}x` } })).status).toBe(400);
  });

  it('is signed by the server: a token signed with another secret is refused', async () => {
    const jwt = await import('jsonwebtoken');
    const forged = jwt.default.sign({}, 'not-the-secret', { algorithm: 'HS256', audience: 'applicant-session', subject: '1', expiresIn: '1h' });
    const right = jwt.default.sign({}, TEST_SECRET, { algorithm: 'HS256', audience: 'applicant-session', subject: '1', expiresIn: '1h' });
    expect((await exam$('', forged)).status).toBe(401);
    expect((await exam$('', right)).status).not.toBe(401); // the same claims with the right secret pass the gate
  });
});

describe('taking the exam', () => {
  it('shows the rules, then the paper without answer keys anywhere in the JSON', async () => {
    const { session } = await applied('paper@example.com');
    const rules = await exam$('', session);
    expect(rules.body.data).toMatchObject({ exam: { title: 'Test exam', duration_minutes: 10, pass_mark: 50, questions: 3 }, attempt: null, grace_seconds: 30 });
    const started = await exam$('/start', session);
    expect(started.status).toBe(200);
    const json = JSON.stringify(started.body) + JSON.stringify(rules.body);
    for (const secret of ['correct', 'ACCEPTED-HAVING-ANSWER', 'EXPLANATION-', 'explanation']) expect(json).not.toContain(secret);
    expect(started.body.data.questions).toEqual([
      { id: exam.single, kind: 'single_choice', question: 'Capital of France?', options: ['Berlin', 'Paris', 'Madrid'], marks: 2, hint: null },
      { id: exam.multiple, kind: 'multiple_choice', question: 'Primary colours?', options: ['Red', 'Green', 'Blue', 'Yellow', 'Purple'], marks: 3, hint: null },
      { id: exam.text, kind: 'short_text', question: 'Name the SQL clause that filters groups.', options: [], marks: 5, hint: null },
    ]);
    // A reload keeps the first start time.
    const again = await exam$('/start', session);
    expect(again.body.data.attempt.started_at).toBe(started.body.data.attempt.started_at);
    const ends = Date.parse(started.body.data.attempt.ends_at) - Date.parse(started.body.data.attempt.started_at);
    expect(ends).toBe(10 * 60_000);
  });

  it('refuses submitting before starting, and answers that are not on the paper', async () => {
    const { session } = await applied('early@example.com');
    expect((await exam$('/submit', session, { answers: {} })).status).toBe(409);
    await exam$('/start', session);
    const bad = await exam$('/submit', session, { answers: { [exam.single]: ['London'], '99999': ['x'], [exam.multiple]: ['Red'] } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual({ [`answers.${exam.single}`]: 'Choose from the options shown', 'answers.99999': 'This question is not part of your exam' });
  });

  it('marks on the server: single right, multiple partly right, text waiting for a reviewer; a second submission is refused', async () => {
    const { id, session } = await applied('marks@example.com');
    await exam$('/start', session);
    const answers = { [exam.single]: ['Paris'], [exam.multiple]: ['Red', 'Blue', 'Green'], [exam.text]: ['having'] };
    const submitted = await exam$('/submit', session, { answers });
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    expect(Object.keys(submitted.body.data)).toEqual(['submitted_at']); // no marks for the applicant
    const sheet = await server.db('applicant_answers').where({ applicant_id: id }).first();
    // single 2 + multiple 3 × (2 right − 1 wrong) / 3 = 1; text waits.
    expect({ auto: Number(sheet.auto_score), score: Number(sheet.score), max: sheet.max_score, reviewed: Boolean(sheet.reviewed), passed: Boolean(sheet.passed) }).toEqual({ auto: 3, score: 3, max: 10, reviewed: false, passed: false });
    expect((await server.db('applicants').where({ id }).first('exam_score')).exam_score).toBeNull(); // until staff publish
    const second = await exam$('/submit', session, { answers: { [exam.single]: ['Berlin'] } });
    expect(second).toEqual({ status: 409, body: { error: { message: 'You have already submitted this exam' } } });
    expect((await exam$('/start', session)).status).toBe(409);
    expect(Number((await server.db('applicant_answers').where({ applicant_id: id }).first('score')).score)).toBe(3);
  });

  it('scores wrong answers 0', async () => {
    const { id, session } = await applied('wrong@example.com');
    await exam$('/start', session);
    await exam$('/submit', session, { answers: { [exam.single]: ['Madrid'], [exam.multiple]: ['Green', 'Purple'], [exam.text]: [''] } });
    const sheet = await server.db('applicant_answers').where({ applicant_id: id }).first();
    expect({ score: Number(sheet.score), reviewed: Boolean(sheet.reviewed), passed: Boolean(sheet.passed) }).toEqual({ score: 0, reviewed: true, passed: false });
  });

  it('accepts answers within the 30 s grace after the duration, and refuses them after', async () => {
    const late = await applied('late@example.com');
    const inGrace = await applied('grace@example.com');
    for (const a of [late, inGrace]) await exam$('/start', a.session);
    const startedAgo = (seconds: number) => new Date(Date.now() - seconds * 1000).toISOString();
    await server.db('applicant_answers').where({ applicant_id: late.id }).update({ started_at: startedAgo(10 * 60 + 31) });
    await server.db('applicant_answers').where({ applicant_id: inGrace.id }).update({ started_at: startedAgo(10 * 60 + 20) });
    const refused = await exam$('/submit', late.session, { answers: { [exam.single]: ['Paris'] } });
    expect(refused).toEqual({ status: 409, body: { error: { message: 'The time for this exam is over; answers can no longer be submitted' } } });
    expect((await server.db('applicant_answers').where({ applicant_id: late.id }).first('submitted_at')).submitted_at).toBeNull();
    expect((await exam$('/submit', inGrace.session, { answers: { [exam.single]: ['Paris'] } })).status).toBe(200);
  });

  it('lets only one of two simultaneous submissions through', async () => {
    const { id, session } = await applied('double@example.com');
    await exam$('/start', session);
    const picks = ['Paris', 'Berlin', 'Madrid', 'Paris', 'Berlin', 'Madrid', 'Paris', 'Berlin'];
    const results = await Promise.all(picks.map((a) => exam$('/submit', session, { answers: { [exam.single]: [a] } })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    expect(await countOf(server.db('applicant_answers').where({ applicant_id: id }))).toBe(1);
  });
});

describe('HR and the answer sheet', () => {
  it('shows each answer beside the key, takes the reviewer mark, passes, and the shortlisted applicant is mailed', async () => {
    const { id, session } = await applied('sheet@example.com');
    await exam$('/start', session);
    await exam$('/submit', session, { answers: { [exam.single]: ['Paris'], [exam.multiple]: ['Red'], [exam.text]: ['having'] } });
    const sheetId = (await server.db('applicant_answers').where({ applicant_id: id }).first('id')).id;
    const editor = await createStaff(server.url, admin, 'no-sheets', { applicant: ['read'] });
    expect((await call(`${server.url}/api/careers/answer-sheets/${sheetId}`)).status).toBe(401);
    expect((await call(`${server.url}/api/careers/answer-sheets/${sheetId}`, { token: editor.token })).status).toBe(403);
    const shown = await call(`${server.url}/api/careers/answer-sheets/${sheetId}`, { token: hr.token });
    expect(shown.status).toBe(200);
    expect(shown.body.data).toMatchObject({ auto: 3, score: 3, max: 10, reviewed: false, passed: false, exam: { pass_mark: 50 } });
    expect(shown.body.data.questions.map((q: Json) => [q.given, q.correct, q.auto, q.review])).toEqual([
      [['Paris'], ['Paris'], 2, null],
      [['Red'], ['Red', 'Blue', 'Yellow'], 1, null],
      [['having'], ['ACCEPTED-HAVING-ANSWER'], null, null],
    ]);
    const marks = (token: string, json: unknown) => call(`${server.url}/api/careers/answer-sheets/${sheetId}/marks`, { method: 'PUT', token, json });
    expect((await marks(editor.token, { marks: { [exam.text]: 4 } })).status).toBe(403);
    expect((await marks(hr.token, { marks: { [exam.text]: 6 } })).body.error.fields).toEqual({ [`marks.${exam.text}`]: 'At most 5' });
    expect((await marks(hr.token, { marks: { [exam.single]: 1 } })).body.error.fields).toEqual({ [`marks.${exam.single}`]: 'Only free-text answers are marked by a reviewer' });
    const marked = await marks(hr.token, { marks: { [exam.text]: 4 } });
    expect(marked.body.data).toMatchObject({ score: 7, max: 10, reviewed: true, passed: true });
    expect((await server.db('applicants').where({ id }).first('exam_score')).exam_score).toBeNull();

    const shortlisted = await call(`${server.url}/api/applicant/${id}/actions/shortlist`, { method: 'POST', token: hr.token });
    expect(shortlisted.status).toBe(200);
    expect(readOutbox(server.outboxDir, 'sheet@example.com').at(-1)!.subject).toBe('Good news about your application: Exam Job');
    await call(`${server.url}/api/applicant/${id}/actions/reject`, { method: 'POST', token: hr.token });
    expect(readOutbox(server.outboxDir, 'sheet@example.com').at(-1)!.subject).toBe('Your application: Exam Job');
  });

  it("a reviewer's marks are a staff edit: an audit entry by the reviewer, a version in the sheet's history, and 409 on a stale If-Match", async () => {
    const { id, session } = await applied('audited-marks@example.com');
    await exam$('/start', session);
    await exam$('/submit', session, { answers: { [exam.single]: ['Paris'], [exam.multiple]: ['Red'], [exam.text]: ['having'] } });
    const sheetId = await sheetIdOf(id);
    const read = await call(`${server.url}/api/careers/answer-sheets/${sheetId}`, { token: hr.token });
    const loaded = read.body.data.updated_at as string;
    const marks = (json: unknown, headers: Record<string, string> = {}) => call(`${server.url}/api/careers/answer-sheets/${sheetId}/marks`, { method: 'PUT', token: hr.token, json, headers });
    const first = await marks({ marks: { [exam.text]: 4 } }, { 'If-Match': `"${loaded}"` });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const history = await call(`${server.url}/api/applicant-answer/${sheetId}/history`, { token: admin });
    const byReviewer = history.body.data.filter((v: Json) => v.user_email === 'hr-sheets@test.local');
    expect(byReviewer.map((v: Json) => [v.operation, v.changed, v.before.review_marks, v.after.review_marks, v.after.score, v.after.reviewed])).toEqual([
      ['update', ['review_marks', 'reviewed', 'score', 'passed'], {}, { [exam.text]: 4 }, 7, true],
    ]);
    // A second reviewer still holding the copy loaded before the first one saved: refused, naming what changed.
    const stale = await marks({ marks: { [exam.text]: 2 } }, { 'If-Match': `"${loaded}"` });
    expect(stale.status).toBe(409);
    expect(stale.body.error.fields).toEqual({ review_marks: 'Changed meanwhile by hr-sheets@test.local', reviewed: 'Changed meanwhile by hr-sheets@test.local', score: 'Changed meanwhile by hr-sheets@test.local', passed: 'Changed meanwhile by hr-sheets@test.local' });
    expect(Number((await server.db('applicant_answers').where({ id: sheetId }).first('score')).score)).toBe(7);
    // The first reviewer's answer carries the new version, the one a fresh read shows: their next marks are based on it.
    const reread = await call(`${server.url}/api/careers/answer-sheets/${sheetId}`, { token: hr.token });
    expect(first.body.data.updated_at).toBe(reread.body.data.updated_at);
    expect(first.body.data.updated_at).not.toBe(loaded);
    const next = await marks({ marks: { [exam.text]: 5 } }, { 'If-Match': `"${first.body.data.updated_at}"` });
    expect(next.status, JSON.stringify(next.body)).toBe(200);
    expect(next.body.data).toMatchObject({ review_marks: { [exam.text]: 5 }, score: 8 });
  });

  it('a bulk decision mails every applicant it changes, once each (the same afterCommit hooks)', async () => {
    const one = await applied('bulk-one@example.com');
    const two = await applied('bulk-two@example.com');
    const res = await call(`${server.url}/api/applicant/bulk`, { method: 'POST', token: hr.token, json: { action: 'reject', ids: [one.id, two.id] } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    for (const to of ['bulk-one@example.com', 'bulk-two@example.com']) {
      expect(readOutbox(server.outboxDir, to).filter((m) => m.subject === 'Your application: Exam Job')).toHaveLength(1);
    }
  });
});

const publish = (sheetId: number, token: string) => call(`${server.url}/api/applicant-answer/${sheetId}/actions/publish`, { method: 'POST', token });
const sheetIdOf = async (applicantId: number) => Number((await server.db('applicant_answers').where({ applicant_id: applicantId }).first('id')).id);

describe('one attempt per person and exam (issue 29, 8)', () => {
  const TAKEN = 'You have already taken this exam with another application. Each person takes an exam once; our HR team sees your earlier answers.';

  it('a second application under a +tag address of the same mailbox gets no new attempt', async () => {
    const first = await applied('solo@example.com');
    await exam$('/start', first.session);
    await exam$('/submit', first.session, { answers: { [exam.single]: ['Paris'], [exam.multiple]: ['Red'], [exam.text]: ['having'] } });
    // The same person applies for another job with the same exam, under a tagged address in another case.
    expect((await quickApply(server.url, secondJobId, 'Solo+again@Example.com')).status).toBe(201);
    const second = await applicantSession(server.url, server.outboxDir, 'solo+again@example.com');
    const rules = await exam$('', second);
    expect(rules.body.data).toMatchObject({ attempt: null, taken_elsewhere: true, result: null });
    expect(await exam$('/start', second)).toEqual({ status: 409, body: { error: { message: TAKEN } } });
    expect(await countOf(server.db('applicant_answers').where('person_key', `${exam.examId}:solo@example.com`))).toBe(1);
    // Another person (another mailbox) still takes it.
    expect((await quickApply(server.url, secondJobId, 'solo.other@example.com')).status).toBe(201);
    const other = await applicantSession(server.url, server.outboxDir, 'solo.other@example.com');
    expect((await exam$('', other)).body.data.taken_elsewhere).toBe(false);
    expect((await exam$('/start', other)).status).toBe(200);
  });

  it('the same account gets one attempt, even under another address', async () => {
    const customer = await registerCustomer(server.url, 'account-holder@example.com');
    const generalApply = (job: number) => call(`${server.url}/api/careers/jobs/${job}/general-apply`, { method: 'POST', token: customer.token, body: form({}, { resume: pdfResume() }) });
    const firstId = (await generalApply(jobId)).body.data.id;
    const first = await applicantSession(server.url, server.outboxDir, 'account-holder@example.com');
    expect((await exam$('/start', first)).status).toBe(200);
    const secondId = (await generalApply(secondJobId)).body.data.id;
    const second = await applicantSession(server.url, server.outboxDir, 'account-holder@example.com');
    // As if the account's address had changed between the two applications: only the account links them.
    await server.db('applicants').where({ id: secondId }).update({ email: 'renamed-holder@example.com' });
    expect(firstId).not.toBe(secondId);
    expect(await exam$('/start', second)).toEqual({ status: 409, body: { error: { message: TAKEN } } });
  });

  it('of two applications of one person starting at the same moment, one gets the attempt', async () => {
    const a = await applied('twin@example.com');
    expect((await quickApply(server.url, secondJobId, 'twin+b@example.com')).status).toBe(201);
    const b = await applicantSession(server.url, server.outboxDir, 'twin+b@example.com');
    const sessions = [a.session, b, a.session, b, a.session, b, a.session, b];
    const statuses = (await Promise.all(sessions.map((session) => exam$('/start', session)))).map((r) => r.status);
    // Each application's starts agree (a start sent twice answers the same attempt); one application has it, the other is refused.
    const ofA = [...new Set(statuses.filter((_, i) => i % 2 === 0))];
    const ofB = [...new Set(statuses.filter((_, i) => i % 2 === 1))];
    expect([ofA.length, ofB.length]).toEqual([1, 1]);
    expect([ofA[0], ofB[0]].sort()).toEqual([200, 409]);
    expect(await countOf(server.db('applicant_answers').where('person_key', `${exam.examId}:twin@example.com`))).toBe(1);
  });
});

describe('publishing the result (issue 29, 8)', () => {
  it('the applicant sees no score until staff publish it; then their own record and the exam page show it, and marks are fixed', async () => {
    const customer = await registerCustomer(server.url, 'owner-view@example.com');
    const apply = await call(`${server.url}/api/careers/jobs/${jobId}/general-apply`, { method: 'POST', token: customer.token, body: form({}, { resume: pdfResume() }) });
    const id = apply.body.data.id as number;
    const session = await applicantSession(server.url, server.outboxDir, 'owner-view@example.com');
    await exam$('/start', session);
    const submitted = await exam$('/submit', session, { answers: { [exam.single]: ['Paris'], [exam.multiple]: ['Red', 'Blue', 'Yellow'], [exam.text]: ['having'] } });
    expect(Object.keys(submitted.body.data)).toEqual(['submitted_at']);
    const sheetId = await sheetIdOf(id);
    const ownRecord = async () => (await call(`${server.url}/api/applicant/${id}`, { token: customer.token })).body.data;
    const rules = async () => (await exam$('', session)).body.data;

    expect((await ownRecord()).exam_score).toBeNull();
    expect((await rules()).result).toBeNull();
    // Not fully marked: the text answer waits, so it cannot be published.
    expect((await publish(sheetId, hr.token)).status).toBe(409);
    await call(`${server.url}/api/careers/answer-sheets/${sheetId}/marks`, { method: 'PUT', token: hr.token, json: { marks: { [exam.text]: 3 } } });
    expect((await ownRecord()).exam_score).toBeNull();
    expect((await rules()).result).toBeNull();
    expect(JSON.stringify(await rules())).not.toMatch(/score|passed/);

    expect((await publish(sheetId, customer.token)).status).toBe(403);
    const published = await publish(sheetId, hr.token);
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    expect(published.body.data).toMatchObject({ published: true });
    expect((await ownRecord()).exam_score).toBe(80);
    expect((await rules()).result).toEqual({ score: 8, max: 10, percent: 80, passed: true });
    expect(readOutbox(server.outboxDir, 'owner-view@example.com').at(-1)).toMatchObject({ subject: 'Your exam result: Exam Job' });
    expect(readOutbox(server.outboxDir, 'owner-view@example.com').at(-1)!.text).toContain('8 of 10 marks (80%), a pass.');
    expect(await call(`${server.url}/api/careers/answer-sheets/${sheetId}/marks`, { method: 'PUT', token: hr.token, json: { marks: { [exam.text]: 5 } } })).toEqual({
      status: 409,
      body: { error: { message: 'This result is published: its marks can no longer change' } },
    });
    expect((await publish(sheetId, hr.token)).status).toBe(409);
  });
});

describe('exact short answers (issue 29, 18)', () => {
  it('are marked on submit, ignoring case and extra spaces; only free-text answers wait for a reviewer', async () => {
    const exactExam = await createExam(server.url, admin, { withMultiple: false, withExact: true });
    const exactJob = await createJob(server.url, admin, { title: 'Exact Job', exam_id: exactExam.examId });
    const take = async (email: string, answers: Record<string, string[]>) => {
      const { id } = (await quickApply(server.url, exactJob, email)).body.data;
      const session = await applicantSession(server.url, server.outboxDir, email);
      await exam$('/start', session);
      expect((await exam$('/submit', session, { answers })).status).toBe(200);
      const sheet = await server.db('applicant_answers').where({ applicant_id: id }).first();
      return { auto: Number(sheet.auto_score), max: Number(sheet.max_score), reviewed: Boolean(Number(sheet.reviewed) || sheet.reviewed === true) };
    };
    // single 2 + text 5 (free) + exact 4 = 11 marks.
    expect(await take('exact-right@example.com', { [exactExam.single]: ['Paris'], [exactExam.text]: [''], [exactExam.exact]: ['  order   BY '] })).toEqual({ auto: 6, max: 11, reviewed: true });
    expect(await take('exact-wrong@example.com', { [exactExam.single]: ['Paris'], [exactExam.text]: [''], [exactExam.exact]: ['orderby'] })).toEqual({ auto: 2, max: 11, reviewed: true });
    expect(await take('exact-free@example.com', { [exactExam.single]: ['Paris'], [exactExam.text]: ['having'], [exactExam.exact]: ['Order By Clause'] })).toEqual({ auto: 6, max: 11, reviewed: false });
  });
});
