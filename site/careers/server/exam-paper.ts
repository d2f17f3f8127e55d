/**
 * An applicant's exam paper: the job's exam and its available questions, in
 * the bank's order (by question id), or, when the exam shuffles, in an order
 * fixed per applicant (seeded by the applicant id, so a reload shows the same
 * paper). `publicPaper` is the only shape that leaves the server for the
 * applicant: it has no correct answers, no explanations.
 */
import type { Knex } from 'knex';
import type { MarkedQuestion, QuestionKind } from './scoring';

export interface ExamInfo {
  id: number;
  title: string;
  instructions: string | null;
  duration_minutes: number;
  pass_mark: number;
}

export interface PaperQuestion extends MarkedQuestion {
  question: string;
  options: string[];
  /** The question type's instructions ("Pick every correct option"). */
  hint: string | null;
}

/** A JSON list column: an array on PostgreSQL, its text on SQLite (anything else holds no list). */
const list = (value: unknown): string[] => {
  if (Array.isArray(value)) return value.map(String);
  if (typeof value !== 'string') return [];
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? parsed.map(String) : [];
  } catch {
    return [];
  }
};

/** Who took the exam, for the one-attempt rule (person.ts); never sent to the browser. */
export interface ExamPerson {
  email: string;
  user_id: number | null;
}

/** What `examOfApplicant` reads of the applicant, the job and its exam. */
interface ApplicantExamRow {
  applicant_id: number;
  name: string;
  email: string;
  user_id: number | null;
  job_title: string;
  id: number;
  title: string;
  instructions: string | null;
  duration_minutes: number;
  pass_mark: number;
  /** 0/1 on SQLite, a boolean on PostgreSQL. */
  shuffle: unknown;
}

/** A question of the bank as `examQuestions` reads it; the JSON and boolean columns differ by database. */
interface QuestionRow {
  id: number;
  kind: string;
  question: string;
  options: unknown;
  correct_answers: unknown;
  marks: number;
  exact_answer: unknown;
  hint: string | null;
}

/** The applicant's job's exam when it is open for applicants, or undefined. */
export async function examOfApplicant(db: Knex, applicantId: number): Promise<{ exam: ExamInfo; applicant: { id: number; name: string; job_title: string }; person: ExamPerson } | undefined> {
  const row = await db('applicants')
    .join('jobs', 'jobs.id', 'applicants.job_id')
    .join('exam_questions', 'exam_questions.id', 'jobs.exam_id')
    .where('applicants.id', applicantId)
    .where('exam_questions.active', true)
    .first<ApplicantExamRow | undefined>(
      { applicant_id: 'applicants.id' },
      { name: 'applicants.name' },
      { email: 'applicants.email' },
      { user_id: 'applicants.user_id' },
      { job_title: 'jobs.title' },
      { id: 'exam_questions.id' },
      { title: 'exam_questions.title' },
      { instructions: 'exam_questions.instructions' },
      { duration_minutes: 'exam_questions.duration_minutes' },
      { pass_mark: 'exam_questions.pass_mark' },
      { shuffle: 'exam_questions.shuffle_questions' },
    );
  if (!row) return undefined;
  return {
    applicant: { id: Number(row.applicant_id), name: String(row.name), job_title: String(row.job_title) },
    person: { email: String(row.email), user_id: row.user_id === null || row.user_id === undefined ? null : Number(row.user_id) },
    exam: { id: Number(row.id), title: String(row.title), instructions: row.instructions ?? null, duration_minutes: Number(row.duration_minutes), pass_mark: Number(row.pass_mark) },
  };
}

/** A small deterministic generator (mulberry32): the same applicant always gets the same order. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The questions of an exam, with their answer keys (server side only). */
export async function examQuestions(db: Knex, examId: number, applicantId: number): Promise<PaperQuestion[]> {
  const shuffle = Boolean(Number((await db('exam_questions').where({ id: examId }).first<{ shuffle_questions: unknown } | undefined>('shuffle_questions'))?.shuffle_questions));
  const rows = await db('exam_questions_question as link')
    .join('single_questions as q', 'q.id', 'link.single_question_id')
    .join('question_types as t', 't.id', 'q.question_type_id')
    .where('link.exam_question_id', examId)
    .where('q.active', true)
    .orderBy('q.id')
    .select<QuestionRow[]>('q.id', 'q.question', 'q.options', 'q.correct_answers', 'q.marks', 'q.exact_answer', { kind: 't.kind' }, { hint: 't.description' });
  const questions = rows.map((r) => ({
    id: Number(r.id),
    kind: String(r.kind) as QuestionKind,
    question: String(r.question),
    options: r.kind === 'short_text' ? [] : list(r.options),
    correct: list(r.correct_answers),
    exact: r.kind === 'short_text' && Boolean(Number(r.exact_answer) || r.exact_answer === true),
    marks: Number(r.marks),
    hint: r.hint ?? null,
  }));
  if (shuffle) {
    const random = seeded(applicantId * 2654435761 + examId);
    for (let i = questions.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [questions[i], questions[j]] = [questions[j]!, questions[i]!];
    }
  }
  return questions;
}

/** What the applicant's browser receives of a question: never the answer key. */
export const publicQuestion = (q: PaperQuestion) => ({ id: q.id, kind: q.kind, question: q.question, options: q.options, marks: q.marks, hint: q.hint });
