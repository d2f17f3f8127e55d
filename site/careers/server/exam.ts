/**
 * The applicant's exam, behind the applicant session (applicant-session.ts):
 *
 * - `GET /api/careers/exam`: the rules (title, instructions, duration, pass
 *   mark, number of questions), the attempt, if any, whether this person
 *   took the exam with another application, and the result once published;
 * - `POST /api/careers/exam/start`: records the start time once (a second
 *   call, e.g. after a reload, answers the same paper and the first start
 *   time) and answers the questions without their answer keys. One attempt
 *   per person and exam: the sheet takes the person's keys (person.ts), so a
 *   second application under a `+tag` address or from the same account gets
 *   no new attempt (409);
 * - `POST /api/careers/exam/submit {answers}`: accepted once, and only until
 *   the duration plus GRACE_SECONDS after the recorded start; marked here.
 *   The applicant is told nothing of the marks: staff publish the result
 *   (the applicant-answer `publish` action, results.ts).
 */
import { Router, type Request } from 'express';
import type { Knex } from 'knex';
import type { ApplicantAnswer } from '../../../generated/schemas/applicant-answer.schema';
import { records } from '../../../generated/server/local-api';
import { contextOf } from '../../../runtime-server/http/context';
import { conflict, invalidFields, notFound } from '../../../runtime-server/http/errors';
import { fromDatabaseError } from '../../../runtime-server/http/database-errors';
import { fieldErrors } from '../../../runtime-server/http/zod-errors';
import { system } from '../../../runtime-server/local-api/caller';
import { applicantOf } from './applicant-session';
import { examOfApplicant, examQuestions, publicQuestion, type ExamInfo, type ExamPerson, type PaperQuestion } from './exam-paper';
import { SUBMIT_EXAM } from './openapi';
import { accountKey, personKey } from './person';
import { sheetTotals } from './scoring';

/** Time allowed after the duration for the last answer to travel (slow networks, a submit in the last second). */
export const GRACE_SECONDS = 30;

const attemptKey = (applicantId: number, examId: number) => `${applicantId}:${examId}`;

const TAKEN = 'You have already taken this exam with another application. Each person takes an exam once; our HR team sees your earlier answers.';

interface Sheet {
  id: number;
  started_at: string;
  submitted_at: string | null;
  /** The published result, or null while staff have not published it. */
  result: { score: number; max: number; percent: number; passed: boolean } | null;
}

/** The stored sheet; its booleans are 0/1 on SQLite. */
type SheetRow = Pick<ApplicantAnswer, 'id' | 'started_at' | 'submitted_at' | 'score' | 'max_score'> & { published: unknown; passed: unknown };

async function findSheet(db: Knex, applicantId: number, examId: number): Promise<Sheet | undefined> {
  const row = await db('applicant_answers').where({ attempt_key: attemptKey(applicantId, examId) }).first<SheetRow | undefined>('id', 'started_at', 'submitted_at', 'published', 'score', 'max_score', 'passed');
  if (!row) return undefined;
  const published = Boolean(Number(row.published) || row.published === true);
  const score = Number(row.score ?? 0);
  const max = Number(row.max_score ?? 0);
  return {
    id: Number(row.id),
    started_at: String(row.started_at),
    submitted_at: row.submitted_at ?? null,
    result: published ? { score, max, percent: max ? Math.round((100 * score) / max) : 0, passed: Boolean(Number(row.passed) || row.passed === true) } : null,
  };
}

const personKeys = (examId: number, person: ExamPerson) => ({ person_key: personKey(examId, person.email), account_key: accountKey(examId, person.user_id) });

/**
 * A sheet of this exam under the person's address or account, of another application. This
 * application's own sheet is left out: a start sent twice at once may find it already written.
 */
async function takenElsewhere(db: Knex, applicantId: number, examId: number, keys: ReturnType<typeof personKeys>): Promise<boolean> {
  const query = db('applicant_answers')
    .whereNot('attempt_key', attemptKey(applicantId, examId))
    .where((w) => {
      w.where('person_key', keys.person_key);
      if (keys.account_key) w.orWhere('account_key', keys.account_key);
    });
  return Boolean(await query.first('id'));
}

const endsAt = (sheet: Sheet, exam: ExamInfo) => new Date(Date.parse(sheet.started_at) + exam.duration_minutes * 60_000).toISOString();
const attemptOf = (sheet: Sheet | undefined, exam: ExamInfo) => (sheet ? { started_at: sheet.started_at, ends_at: endsAt(sheet, exam), submitted_at: sheet.submitted_at } : null);

async function examFor(req: Request) {
  const applicantId = applicantOf(req);
  const found = await examOfApplicant(contextOf(req).db, applicantId);
  if (!found) throw notFound('An online exam for your application');
  return { applicantId, ...found };
}

/** Each answer names a question of the paper, and a choice answer only its options. */
function checkAnswers(paper: PaperQuestion[], answers: Record<string, string[]>): void {
  const fields: Record<string, string> = {};
  for (const [id, given] of Object.entries(answers)) {
    const q = paper.find((p) => String(p.id) === id);
    if (!q) fields[`answers.${id}`] = 'This question is not part of your exam';
    else if (q.kind !== 'short_text' && given.some((g) => !q.options.includes(g))) fields[`answers.${id}`] = 'Choose from the options shown';
    else if (q.kind !== 'multiple_choice' && given.length > 1) fields[`answers.${id}`] = 'Give one answer';
  }
  if (Object.keys(fields).length) throw invalidFields(fields);
}

export function examRouter(): Router {
  const router = Router();

  router.get('/', async (req, res) => {
    const { applicantId, applicant, exam, person } = await examFor(req);
    const db = contextOf(req).db;
    const questions = (await examQuestions(db, exam.id, applicantId)).length;
    const sheet = await findSheet(db, applicantId, exam.id);
    res.json({
      data: {
        applicant,
        exam: { ...exam, questions },
        attempt: attemptOf(sheet, exam),
        taken_elsewhere: !sheet && (await takenElsewhere(db, applicantId, exam.id, personKeys(exam.id, person))),
        result: sheet?.result ?? null,
        grace_seconds: GRACE_SECONDS,
      },
    });
  });

  router.post('/start', async (req, res) => {
    const { applicantId, exam, person } = await examFor(req);
    const db = contextOf(req).db;
    const paper = await examQuestions(db, exam.id, applicantId);
    if (paper.length === 0) throw notFound('An online exam for your application');
    let sheet = await findSheet(db, applicantId, exam.id);
    if (!sheet) {
      const keys = personKeys(exam.id, person);
      if (await takenElsewhere(db, applicantId, exam.id, keys)) throw conflict(TAKEN);
      const now = new Date().toISOString();
      const max = paper.reduce((sum, q) => sum + q.marks, 0);
      try {
        const sheet = { applicant_id: applicantId, exam_id: exam.id, attempt_key: attemptKey(applicantId, exam.id), ...keys, answers: {}, review_marks: {}, started_at: now, max_score: max, passed: false, reviewed: false, published: false };
        await records(contextOf(req)).create('applicant-answer', sheet, { caller: system('applicant started an exam') });
      } catch (error) {
        // Two starts at once: the unique keys kept one. The same application's twin answers it;
        // another application of the same person (the person or account key) gets no attempt.
        if (fromDatabaseError(error)?.status !== 409) throw error;
      }
      sheet = await findSheet(db, applicantId, exam.id);
      if (!sheet) throw conflict(TAKEN);
    }
    if (sheet.submitted_at) throw conflict('You have already submitted this exam');
    res.json({ data: { attempt: attemptOf(sheet, exam), server_now: new Date().toISOString(), questions: paper.map(publicQuestion) } });
  });

  router.post('/submit', async (req, res) => {
    const { applicantId, exam } = await examFor(req);
    const db = contextOf(req).db;
    const body = SUBMIT_EXAM.body.safeParse(req.body ?? {});
    if (!body.success) throw invalidFields(fieldErrors(body.error));
    const sheet = await findSheet(db, applicantId, exam.id);
    if (!sheet) throw conflict('Start the exam first');
    if (sheet.submitted_at) throw conflict('You have already submitted this exam');
    const now = new Date();
    if (now.getTime() > Date.parse(endsAt(sheet, exam)) + GRACE_SECONDS * 1000) throw conflict('The time for this exam is over; answers can no longer be submitted');
    const paper = await examQuestions(db, exam.id, applicantId);
    checkAnswers(paper, body.data.answers);
    const totals = sheetTotals(paper, body.data.answers, {}, exam.pass_mark);
    const stamp = now.toISOString();
    // Guarded: of two submissions racing, only one finds the sheet unsubmitted.
    const submitted = { answers: body.data.answers, submitted_at: stamp, auto_score: totals.auto, score: totals.score, max_score: totals.max, reviewed: totals.reviewed, passed: totals.passed };
    const saved = await records(contextOf(req)).update('applicant-answer', sheet.id, submitted, { caller: system('applicant submitted an exam'), where: { submitted_at: null } });
    if (!saved) throw conflict('You have already submitted this exam');
    // No marks in the answer: the applicant learns the result when staff publish it.
    res.json({ data: { submitted_at: stamp } });
  });

  return router;
}
