/**
 * Publishing an exam result. Staff run the applicant-answer `publish` action
 * (the generic `POST /api/applicant-answer/:id/actions/publish`: access, the
 * state check "fully marked and not yet published", audit and history). Until
 * then the applicant sees no marks anywhere: the submit answer has none, the
 * exam rules show none, and their application's `exam_score` stays empty.
 * These hooks complete the action: in its transaction the percentage is
 * copied to the applicant (their own record shows it from now on), and once
 * committed the applicant is mailed. Marks cannot change after publication
 * (answer-sheets.ts).
 */
import { composeMail } from '../../../runtime-server/mail/templates';
import type { ActionHook } from '../../../runtime-server/crud/action-hooks';
import { applicantAnswerMeta, type ApplicantAnswer } from '../../../generated/schemas/applicant-answer.schema';
import type { Applicant } from '../../../generated/schemas/applicant.schema';
import { records } from '../../../generated/server/local-api';
import { system } from '../../../runtime-server/local-api/caller';

/** The whole-number percentage shown to applicants and HR's applicant list. */
export const percentOf = (score: number, max: number): number => (max ? Math.round((100 * score) / max) : 0);

/** What the result mail says; `passed` is 0/1 on SQLite, a boolean on PostgreSQL. */
type ResultRow = Pick<Applicant, 'name' | 'email'> & Pick<ApplicantAnswer, 'score' | 'max_score'> & { job_title: string; passed: unknown };

export const publishResultHooks: ActionHook[] = [
  {
    entity: applicantAnswerMeta.name,
    action: 'publish',
    run: async ({ trx, before, services }) => {
      const exam_score = percentOf(Number(before.score ?? 0), Number(before.max_score ?? 0));
      await records(services).update('applicant', Number(before.applicant_id), { exam_score }, { caller: system('exam result published'), trx });
    },
    afterCommit: async ({ id, context }) => {
      const row = await context.db('applicant_answers as s')
        .join('applicants as a', 'a.id', 's.applicant_id')
        .join('jobs as j', 'j.id', 'a.job_id')
        .where('s.id', id)
        .first<ResultRow | undefined>({ name: 'a.name' }, { email: 'a.email' }, { job_title: 'j.title' }, 's.score', 's.max_score', 's.passed');
      if (!row) return;
      const passed = Boolean(Number(row.passed) || row.passed === true);
      await context.mailer.send(
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
  },
];
