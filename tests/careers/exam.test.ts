/**
 * Issue 10, the exam over HTTP: only a confirmed applicant's session opens it;
 * the paper never carries an answer key; the start is recorded once; answers
 * after the duration plus the grace are refused; one submission; marking on
 * the server; HR marks text answers and decides, and the applicant is mailed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOutbox } from '../../runtime-server/mail/outbox';
import { createStaff, type Staff } from '../helpers/accounts';
import { applicantSession, createExam, createJob, quickApply, validationToken, type ExamFixture } from '../helpers/careers';
import { call, login } from '../helpers/http';
import { ADMIN, startTestServer, TEST_SECRET, type TestServer } from '../helpers/server';

let server: TestServer;
let admin: string;
let exam: ExamFixture;
let jobId: number;
let hr: Staff;

const exam$ = (path: string, session?: string, json?: unknown) =>
  call(`${server.url}/api/careers/exam${path}`, { method: json === undefined ? (path ? 'POST' : 'GET') : 'POST', headers: session ? { 'X-Applicant-Session': session } : {}, ...(json !== undefined ? { json } : {}) });

async function applied(email: string): Promise<{ id: number; session: string }> {
  const res = await quickApply(server.url, jobId, email);
  expect(res.status).toBe(201);
  return { id: res.body.data.id, session: await applicantSession(server.url, server.outboxDir, email) };
}

beforeAll(async () => {
  server = await startTestServer();
  admin = await login(server.url, ADMIN.email, ADMIN.password);
  exam = await createExam(server.url, admin);
  jobId = await createJob(server.url, admin, { title: 'Exam Job', exam_id: exam.examId });
  hr = await createStaff(server.url, admin, 'hr-sheets', { applicant: ['read', 'update'], 'applicant-answer': ['read', 'update'] });
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
    expect(submitted.body.data.awaiting_review).toBe(true);
    const sheet = await server.db('applicant_answers').where({ applicant_id: id }).first();
    // single 2 + multiple 3 × (2 right − 1 wrong) / 3 = 1; text waits.
    expect({ auto: Number(sheet.auto_score), score: Number(sheet.score), max: sheet.max_score, reviewed: Boolean(sheet.reviewed), passed: Boolean(sheet.passed) }).toEqual({ auto: 3, score: 3, max: 10, reviewed: false, passed: false });
    expect((await server.db('applicants').where({ id }).first('exam_score')).exam_score).toBe(30);
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
    expect(await server.db('applicant_answers').where({ applicant_id: id }).count({ n: '*' })).toEqual([{ n: 1 }]);
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
    expect(shown.body.data.questions.map((q: any) => [q.given, q.correct, q.auto, q.review])).toEqual([
      [['Paris'], ['Paris'], 2, null],
      [['Red'], ['Red', 'Blue', 'Yellow'], 1, null],
      [['having'], ['ACCEPTED-HAVING-ANSWER'], null, null],
    ]);
    const marks = (token: string, json: unknown) => call(`${server.url}/api/careers/answer-sheets/${sheetId}/marks`, { method: 'PUT', token, json });
    expect((await marks(editor.token, { marks: { [exam.text]: 4 } })).status).toBe(403);
    expect((await marks(hr.token, { marks: { [exam.text]: 6 } })).body.error.fields).toEqual({ [`marks.${exam.text}`]: 'At most 5' });
    expect((await marks(hr.token, { marks: { [exam.single]: 1 } })).body.error.fields).toEqual({ [`marks.${exam.single}`]: 'Only short-text answers are marked by a reviewer' });
    const marked = await marks(hr.token, { marks: { [exam.text]: 4 } });
    expect(marked.body.data).toMatchObject({ score: 7, max: 10, reviewed: true, passed: true });
    expect((await server.db('applicants').where({ id }).first('exam_score')).exam_score).toBe(70);

    const shortlisted = await call(`${server.url}/api/applicant/${id}/actions/shortlist`, { method: 'POST', token: hr.token });
    expect(shortlisted.status).toBe(200);
    expect(readOutbox(server.outboxDir, 'sheet@example.com').at(-1)!.subject).toBe('Good news about your application: Exam Job');
    await call(`${server.url}/api/applicant/${id}/actions/reject`, { method: 'POST', token: hr.token });
    expect(readOutbox(server.outboxDir, 'sheet@example.com').at(-1)!.subject).toBe('Your application: Exam Job');
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
