/**
 * `POST /api/careers/applicant-validation {token}`: the link mailed after
 * applying proves the applicant reads that mailbox; the server records the
 * confirmation (once, with a mail) and answers an applicant session for the
 * exam routes. Confirming is what makes the application count: it takes the
 * job-and-person key (person.ts), so a second confirmed application of the
 * same person to the same job is refused here (409), told only to the owner
 * of the mailbox.
 *
 * `POST /api/careers/applicant-validation/resend {email, job_id}` answers at
 * once and looks up and mails after the answer (afterAnswer): the answer and
 * its timing are the same whether or not such an application exists.
 */
import { Router, type RequestHandler } from 'express';
import type { Applicant } from '../../../generated/schemas/applicant.schema';
import { records } from '../../../generated/server/local-api';
import { contextOf } from '../../../runtime-server/http/context';
import { afterAnswer } from '../../../runtime-server/auth/account-mail';
import { fromDatabaseError } from '../../../runtime-server/http/database-errors';
import { APIError, conflict, invalidFields } from '../../../runtime-server/http/errors';
import { fieldErrors } from '../../../runtime-server/http/zod-errors';
import { system } from '../../../runtime-server/local-api/caller';
import { signApplicantToken, verifyApplicantToken } from './applicant-session';
import { examOfApplicant } from './exam-paper';
import { mailApplicationReceived } from './mails';
import { CONFIRM_EMAIL, RESEND_LINK } from './openapi';
import { applicationKey } from './person';

const ALREADY = 'You have already applied for this job with this email address; this second application is not kept';

/** The applicant with their job's title (and exam), as the confirmation and the resent link need them. */
type ApplicantRow = Pick<Applicant, 'id' | 'name' | 'email' | 'job_id'> & { job_title: string; exam_id: number | null };

export function validationRouter(): Router {
  const router = Router();
  const limited: RequestHandler = (req, res, next) => contextOf(req).limiters.anonymousWrite(req, res, next);
  const mailing: RequestHandler = (req, res, next) => contextOf(req).limiters.mail(req, res, next);

  router.post('/', limited, mailing, async (req, res) => {
    const body = CONFIRM_EMAIL.body.safeParse(req.body ?? {});
    if (!body.success) throw invalidFields(fieldErrors(body.error));
    const context = contextOf(req);
    const { db, jwtSecret } = context;
    const id = verifyApplicantToken(jwtSecret, 'applicant-email', body.data.token);
    const row = id ? await db('applicants').join('jobs', 'jobs.id', 'applicants.job_id').where('applicants.id', id).first<ApplicantRow | undefined>('applicants.name', 'applicants.email', 'applicants.job_id', { job_title: 'jobs.title' }) : undefined;
    if (!id || !row) throw new APIError(400, 'This confirmation link is not valid or has expired; ask for a new one below');
    try {
      // Guarded: only the first confirmation records the moment and takes the key; the applicant's hooks then mail them (applicant.hooks.ts).
      const confirmed = { email_verified_at: new Date().toISOString(), application_key: applicationKey(Number(row.job_id), String(row.email)) };
      await records(context).update('applicant', id, confirmed, { caller: system('applicant confirmed their email'), where: { email_verified_at: null } });
    } catch (error) {
      // The unique key: this person's application to this job was confirmed before (or at the same moment).
      if (fromDatabaseError(error)?.status === 409) throw conflict(ALREADY);
      throw error;
    }
    const exam = await examOfApplicant(db, id);
    res.json({
      data: {
        session: signApplicantToken(jwtSecret, 'applicant-session', id),
        applicant: { name: String(row.name), job_title: String(row.job_title) },
        has_exam: Boolean(exam),
      },
    });
  });

  router.post('/resend', limited, mailing, (req, res) => {
    const body = RESEND_LINK.body.safeParse(req.body ?? {});
    if (!body.success) throw invalidFields(fieldErrors(body.error));
    const { db } = contextOf(req);
    const { job_id: jobId, email } = body.data;
    res.status(202).json({ data: { sent: true } });
    afterAnswer(req, async () => {
      // The newest application under exactly this address (confirmed or not): its link goes to that mailbox only.
      const row = await db('applicants')
        .join('jobs', 'jobs.id', 'applicants.job_id')
        .where({ 'applicants.job_id': jobId, 'applicants.email': email.trim().toLowerCase() })
        .orderBy('applicants.id', 'desc')
        .first<ApplicantRow | undefined>('applicants.id', 'applicants.name', 'applicants.email', { job_title: 'jobs.title' }, { exam_id: 'jobs.exam_id' });
      if (row) await mailApplicationReceived(req, { id: Number(row.id), name: String(row.name), email: String(row.email), jobTitle: String(row.job_title) }, row.exam_id !== null);
    });
  });

  return router;
}
