/**
 * Publishing an exam result. Staff run the applicant-answer `publish` action
 * (the generic `POST /api/applicant-answer/:id/actions/publish`: access, the
 * state check "fully marked and not yet published", audit and history). Until
 * then the applicant sees no marks anywhere: the submit answer has none, the
 * exam rules show none, and their application's `exam_score` stays empty.
 * The answer sheet's lifecycle hooks complete it, however it is published
 * (one record or in bulk): in its transaction the percentage is copied to the
 * applicant (their own record shows it from now on), and once committed the
 * applicant is mailed. Marks cannot change after publication (answer-sheets.ts).
 */
import { composeMail } from '../../../runtime-server/mail/templates';
import type { ApplicantAnswer } from '../../../generated/schemas/applicant-answer.schema';
import type { Applicant } from '../../../generated/schemas/applicant.schema';
import { defineHooks, records } from '../../../generated/server/local-api';
import { system } from '../../../runtime-server/local-api/caller';

/** The whole-number percentage shown to applicants and HR's applicant list. */
export const percentOf = (score: number, max: number): number => (max ? Math.round((100 * score) / max) : 0);

/** What the result mail says; `passed` is 0/1 on SQLite, a boolean on PostgreSQL. */
type ResultRow = Pick<Applicant, 'name' | 'email'> & Pick<ApplicantAnswer, 'score' | 'max_score'> & { job_title: string; passed: unknown };

/**
 * Whether a write published the result: a sheet that was unpublished and is now. A sheet created published
 * (only staff can, through the generic route) is not a publication: it copies and mails nothing, and the
 * insert's foreign-key lock on the applicant is not followed by a row lock on it (two such inserts for one
 * applicant deadlocked on PostgreSQL).
 */
const published = (record: ApplicantAnswer | undefined, previous: ApplicantAnswer | undefined) => Boolean(record?.published && previous && !previous.published);

export const applicantAnswerHooks = defineHooks('applicant-answer', {
  afterChange: async ({ record, previous, trx, services }) => {
    if (!published(record, previous)) return;
    const exam_score = percentOf(Number(record.score ?? 0), Number(record.max_score ?? 0));
    await records(services).update('applicant', record.applicant_id, { exam_score }, { caller: system('exam result published'), trx });
  },
  afterCommit: async ({ record, previous, services }) => {
    if (!published(record, previous)) return;
    const row = await services.db('applicant_answers as s')
      .join('applicants as a', 'a.id', 's.applicant_id')
      .join('jobs as j', 'j.id', 'a.job_id')
      .where('s.id', record!.id)
      .first<ResultRow | undefined>({ name: 'a.name' }, { email: 'a.email' }, { job_title: 'j.title' }, 's.score', 's.max_score', 's.passed');
    if (!row) return;
    const passed = Boolean(Number(row.passed) || row.passed === true);
    await services.mailer.send(
      composeMail({
        to: String(row.email),
        subject: `Your exam result: ${row.job_title}`,
        greeting: `Hello ${row.name},`,
        paragraphs: [
          `Your online exam for ${row.job_title} is marked: ${Number(row.score)} of ${Number(row.max_score)} marks (${percentOf(Number(row.score), Number(row.max_score))}%), ${passed ? 'a pass' : 'below the pass mark'}.`,
          'Our HR team will write to you about the next steps.',
        ],
      }),
    );
  },
});
