/** Careers fixtures for tests, made through the API as HR would: question types, questions, an exam, jobs; and days on the site's calendar. */
import { expect } from 'vitest';
import { simplePdf } from '../../site/server/seed/pdf';
import { readOutbox } from '../../runtime-server/mail/outbox';
import { DEFAULT_SITE_TIME_ZONE } from '../../runtime-shared/site-time';
import { call, form } from './http';

export const pdfResume = (title = 'Resume') => ({ data: simplePdf(title, ['Experience: five years']), name: 'cv.pdf', type: 'application/pdf' });

/**
 * A day relative to today on the site's calendar (a test server's default zone, New York), as date fields
 * (a job's deadline, a discount's window) store it: the server decides what "today" is in that zone, so a
 * day counted in UTC would be a day ahead from 00:00 to 05:00 UTC, when a deadline of "yesterday" is still open.
 */
const SITE_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: DEFAULT_SITE_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
export const dayFromToday = (days: number) => SITE_DAY.format(new Date(Date.now() + days * 86_400_000));

let slug = 0;
export async function createJob(base: string, admin: string, fields: Record<string, unknown> = {}): Promise<number> {
  slug++;
  const json = { title: `Job ${slug}`, slug: `job-${slug}-${Date.now()}`, location: 'Berlin, Germany', category: 'cloud', workplace: 'remote', employment_type: 'full_time', vacancies: 1, description: '<p>Build clouds</p>', state: 'posted', deadline: dayFromToday(10), ...fields };
  const res = await call(`${base}/api/job`, { method: 'POST', token: admin, json });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.id;
}

export interface ExamFixture {
  examId: number;
  single: number;
  multiple: number;
  text: number;
  /** The exact short-answer question ("ORDER BY"), 0 without `withExact`. */
  exact: number;
}

/**
 * An exam of three questions: single choice (2 marks: "Paris"), multiple choice
 * (3 marks: "Red", "Blue", "Yellow" of five; left out with `withMultiple: false`)
 * and short text (5 marks), 10 minutes, pass mark 50; `withExact` adds a fourth, a short answer marked
 * automatically (4 marks: "ORDER BY" or "order by clause").
 */
export async function createExam(base: string, admin: string, options: { duration?: number; withMultiple?: boolean; withExact?: boolean } = {}): Promise<ExamFixture> {
  const type = async (name: string, kind: string) => (await call(`${base}/api/question-type`, { method: 'POST', token: admin, json: { name: `${name} ${Date.now()}-${Math.random()}`, kind } })).body.data.id as number;
  const question = async (json: Record<string, unknown>) => {
    const res = await call(`${base}/api/single-question`, { method: 'POST', token: admin, json: { difficulty: 'easy', active: true, ...json } });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.data.id as number;
  };
  const single = await question({ question_type_id: await type('Single', 'single_choice'), question: 'Capital of France?', options: ['Berlin', 'Paris', 'Madrid'], correct_answers: ['Paris'], marks: 2, explanation: 'EXPLANATION-SINGLE' });
  const multiple = options.withMultiple === false ? 0 : await question({ question_type_id: await type('Multiple', 'multiple_choice'), question: 'Primary colours?', options: ['Red', 'Green', 'Blue', 'Yellow', 'Purple'], correct_answers: ['Red', 'Blue', 'Yellow'], marks: 3, explanation: 'EXPLANATION-MULTIPLE' });
  const textType = await type('Text', 'short_text');
  const text = await question({ question_type_id: textType, question: 'Name the SQL clause that filters groups.', options: [], correct_answers: ['ACCEPTED-HAVING-ANSWER'], marks: 5, explanation: 'EXPLANATION-TEXT' });
  const exact = options.withExact
    ? await question({ question_type_id: textType, question: 'Which SQL clause sorts the rows?', options: [], correct_answers: ['ORDER BY', 'order by clause'], exact_answer: true, marks: 4, explanation: 'EXPLANATION-EXACT' })
    : 0;
  const exam = await call(`${base}/api/exam-question`, {
    method: 'POST',
    token: admin,
    json: { title: 'Test exam', instructions: '<p>Answer everything.</p>', duration_minutes: options.duration ?? 10, pass_mark: 50, question_ids: [single, ...(multiple ? [multiple] : []), text, ...(exact ? [exact] : [])], shuffle_questions: false, active: true },
  });
  expect(exam.status, JSON.stringify(exam.body)).toBe(201);
  return { examId: exam.body.data.id, single, multiple, text, exact };
}

export async function quickApply(base: string, jobId: number, email: string, resume = pdfResume(), extra: Record<string, string> = {}) {
  return call(`${base}/api/careers/jobs/${jobId}/quick-apply`, { method: 'POST', body: form({ name: 'Ada Lovelace', email, phone: '+44 20 7946 0958', ...extra }, { resume }) });
}

/** The confirmation token of the newest application mail to `email`, read from the outbox. */
export function validationToken(outboxDir: string, email: string): string {
  const mails = readOutbox(outboxDir, email).filter((m) => m.subject.startsWith('We received your application'));
  const link = /\/applicant-validation\?token=(\S+)/.exec(mails.at(-1)?.text ?? '');
  if (!link) throw new Error(`no confirmation link mailed to ${email}`);
  return decodeURIComponent(link[1]!);
}

/** Confirms the email from the outbox and answers the applicant session. */
export async function applicantSession(base: string, outboxDir: string, email: string): Promise<string> {
  const res = await call(`${base}/api/careers/applicant-validation`, { method: 'POST', json: { token: validationToken(outboxDir, email) } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.session as string;
}
