/**
 * `POST /api/careers/applicant-validation {token}`: the link mailed after
 * applying proves the applicant reads that mailbox; the server records the
 * confirmation (once, with a mail) and answers an applicant session for the
 * exam routes. `POST /api/careers/applicant-validation/resend {email, job_id}`
 * mails a fresh link; it answers the same whether or not such an application
 * exists, so it tells nobody who applied.
 */
import { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import { contextOf } from '../../../runtime-server/http/context';
import { APIError, invalidFields } from '../../../runtime-server/http/errors';
import { fieldErrors } from '../../../runtime-server/http/zod-errors';
import { idValue, textValue } from '../../../runtime-shared/validation';
import { signApplicantToken, verifyApplicantToken } from './applicant-session';
import { applicationKey } from './apply';
import { examOfApplicant } from './exam-paper';
import { mailApplicationReceived, mailEmailConfirmed } from './mails';

const CONFIRM = z.object({ token: z.string({ error: 'This field is required' }).min(1, 'This field is required').max(2000) });
const RESEND = z.object({ email: textValue({ required: true, max: 254, format: 'email' }), job_id: idValue({ required: true }) });

export function validationRouter(): Router {
  const router = Router();
  const limited: RequestHandler = (req, res, next) => contextOf(req).limiters.anonymousWrite(req, res, next);
  const mailing: RequestHandler = (req, res, next) => contextOf(req).limiters.mail(req, res, next);

  router.post('/', limited, mailing, async (req, res) => {
    const body = CONFIRM.safeParse(req.body ?? {});
    if (!body.success) throw invalidFields(fieldErrors(body.error));
    const { db, jwtSecret } = contextOf(req);
    const id = verifyApplicantToken(jwtSecret, 'applicant-email', body.data.token);
    const row = id ? await db('applicants').join('jobs', 'jobs.id', 'applicants.job_id').where('applicants.id', id).first('applicants.name', 'applicants.email', { job_title: 'jobs.title' }) : undefined;
    if (!id || !row) throw new APIError(400, 'This confirmation link is not valid or has expired; ask for a new one below');
    const now = new Date().toISOString();
    // Conditional: only the first confirmation records the moment and sends the mail.
    const first = await db('applicants').where({ id }).whereNull('email_verified_at').update({ email_verified_at: now, updated_at: now });
    if (first) await mailEmailConfirmed(req, { id, name: String(row.name), email: String(row.email), jobTitle: String(row.job_title) });
    const exam = await examOfApplicant(db, id);
    res.json({
      data: {
        session: signApplicantToken(jwtSecret, 'applicant-session', id),
        applicant: { name: String(row.name), job_title: String(row.job_title) },
        has_exam: Boolean(exam),
      },
    });
  });

  router.post('/resend', limited, mailing, async (req, res) => {
    const body = RESEND.safeParse(req.body ?? {});
    if (!body.success) throw invalidFields(fieldErrors(body.error));
    const { db } = contextOf(req);
    const row = await db('applicants')
      .join('jobs', 'jobs.id', 'applicants.job_id')
      .where('applicants.application_key', applicationKey(body.data.job_id, body.data.email))
      .first('applicants.id', 'applicants.name', 'applicants.email', { job_title: 'jobs.title' }, { exam_id: 'jobs.exam_id' });
    if (row) await mailApplicationReceived(req, { id: Number(row.id), name: String(row.name), email: String(row.email), jobTitle: String(row.job_title) }, row.exam_id !== null);
    res.status(202).json({ data: { sent: true } });
  });

  return router;
}
