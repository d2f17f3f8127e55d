/**
 * Staff side of answer sheets: `GET /api/careers/answer-sheets/:id` shows
 * each answer beside the answer key with its marks, and
 * `PUT /api/careers/answer-sheets/:id/marks {marks: {<question id>: n}}`
 * records the reviewer's marks for free-text answers and recomputes the
 * total and pass/fail, until the result is published (results.ts). They need
 * the role's `applicant-answer` read and update grants. Marks are saved through
 * the local API as the reviewer: audit log, version history and, with
 * `If-Match` (the sheet's `updated_at` as the reviewer loaded it), the conflict check.
 */
import { Router } from 'express';
import type { Knex } from 'knex';
import { applicantAnswerMeta, type ApplicantAnswer } from '../../../generated/schemas/applicant-answer.schema';
import type { Applicant } from '../../../generated/schemas/applicant.schema';
import { records } from '../../../generated/server/local-api';
import { assertAccess } from '../../../runtime-server/auth/access';
import { apiTime, basedOnHeader } from '../../../runtime-server/crud/conflict';
import { parseId } from '../../../runtime-server/crud/read';
import { contextOf } from '../../../runtime-server/http/context';
import { conflict, invalidFields, notFound } from '../../../runtime-server/http/errors';
import { fieldErrors } from '../../../runtime-server/http/zod-errors';
import { examQuestions } from './exam-paper';
import { MARK_SHEET } from './openapi';
import { autoMarks, sheetTotals, type GivenAnswers } from './scoring';

const ENTITY = applicantAnswerMeta.name;

const json = <T>(value: unknown, fallback: T): T => {
  try {
    return (typeof value === 'string' ? JSON.parse(value) : (value ?? fallback)) as T;
  } catch {
    return fallback;
  }
};

/**
 * The sheet with its applicant, job and exam. `answers` and `review_marks` are JSON text; `updated_at`
 * is a Date on PostgreSQL, text on SQLite.
 */
type SheetRow = Pick<ApplicantAnswer, 'id' | 'applicant_id' | 'exam_id' | 'started_at' | 'submitted_at' | 'published_at'> & {
  answers: unknown;
  review_marks: unknown;
  updated_at: unknown;
  applicant_name: Applicant['name'];
  applicant_email: Applicant['email'];
  applicant_status: Applicant['status'];
  job_title: string;
  exam_title: string;
  pass_mark: number;
};

async function loadSheet(db: Knex, id: number) {
  const row = await db('applicant_answers as s')
    .join('applicants as a', 'a.id', 's.applicant_id')
    .join('jobs as j', 'j.id', 'a.job_id')
    .join('exam_questions as e', 'e.id', 's.exam_id')
    .where('s.id', id)
    .first<SheetRow | undefined>('s.*', { applicant_name: 'a.name' }, { applicant_email: 'a.email' }, { applicant_status: 'a.status' }, { job_title: 'j.title' }, { exam_title: 'e.title' }, { pass_mark: 'e.pass_mark' });
  if (!row) throw notFound(`Answer sheet ${id}`);
  const questions = await examQuestions(db, Number(row.exam_id), Number(row.applicant_id));
  return { row, questions, given: json<GivenAnswers>(row.answers, {}), review: json<Record<string, number>>(row.review_marks, {}) };
}

export function answerSheetsRouter(): Router {
  const router = Router();

  router.get('/:id', async (req, res) => {
    assertAccess(req, 'admin', ENTITY, 'read');
    const { row, questions, given, review } = await loadSheet(contextOf(req).db, parseId(req.params.id));
    const totals = sheetTotals(questions, given, review, Number(row.pass_mark));
    res.json({
      data: {
        id: Number(row.id),
        applicant: { id: Number(row.applicant_id), name: row.applicant_name, email: row.applicant_email, status: row.applicant_status, job_title: row.job_title },
        exam: { id: Number(row.exam_id), title: row.exam_title, pass_mark: Number(row.pass_mark) },
        started_at: row.started_at,
        submitted_at: row.submitted_at ?? null,
        published_at: row.published_at ?? null,
        updated_at: apiTime(row.updated_at),
        questions: questions.map((q) => ({
          id: q.id,
          kind: q.kind,
          question: q.question,
          options: q.options,
          correct: q.correct,
          exact: q.exact ?? false,
          marks: q.marks,
          given: given[String(q.id)] ?? [],
          auto: row.submitted_at ? autoMarks(q, given[String(q.id)]) : null,
          review: review[String(q.id)] ?? null,
        })),
        ...totals,
      },
    });
  });

  router.put('/:id/marks', async (req, res) => {
    const reviewer = assertAccess(req, 'admin', ENTITY, 'update')!;
    const context = contextOf(req);
    const { db } = context;
    const id = parseId(req.params.id);
    const basedOn = basedOnHeader(req.get('If-Match'));
    const body = MARK_SHEET.body.safeParse(req.body ?? {});
    if (!body.success) throw invalidFields(fieldErrors(body.error));
    const { row, questions, given, review } = await loadSheet(db, id);
    if (!row.submitted_at) throw conflict('The applicant has not submitted this exam yet');
    if (row.published_at) throw conflict('This result is published: its marks can no longer change');
    const fields: Record<string, string> = {};
    for (const [qid, marks] of Object.entries(body.data.marks)) {
      const q = questions.find((x) => String(x.id) === qid);
      if (!q || autoMarks(q, given[qid]) !== null) fields[`marks.${qid}`] = 'Only free-text answers are marked by a reviewer';
      else if (marks > q.marks) fields[`marks.${qid}`] = `At most ${q.marks}`;
    }
    if (Object.keys(fields).length) throw invalidFields(fields);
    const merged = { ...review, ...body.data.marks };
    const totals = sheetTotals(questions, given, merged, Number(row.pass_mark));
    // Guarded: a publication that came in between keeps its marks.
    const saved = await records(context).update(
      'applicant-answer',
      id,
      { review_marks: merged, score: totals.score, reviewed: totals.reviewed, passed: totals.passed },
      { caller: reviewer, where: { published_at: null }, ...(basedOn ? { basedOn } : {}) },
    );
    if (!saved) throw conflict('This result is published: its marks can no longer change');
    // The new version: the reviewer's next save sends it as If-Match without reading the sheet again.
    res.json({ data: { id, review_marks: merged, ...totals, updated_at: apiTime(saved.updated_at) } });
  });

  return router;
}
