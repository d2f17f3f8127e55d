/**
 * Applications: `POST /api/careers/jobs/:id/quick-apply` (anyone: name,
 * email, phone, résumé) and `.../general-apply` (a signed-in user: their
 * account's name and email, plus résumé and cover letter). The job must be
 * open (open-jobs.ts) before anything is read; the résumé goes through the
 * runtime's upload path (content sniffing, size limit, private storage under
 * DATA_DIR/private).
 *
 * An application is only a claim until its mailbox is confirmed: anyone can
 * type anyone's address. So applying never looks at other applications under
 * that address (no 409, nothing that tells who applied) and never blocks its
 * owner; the rule "one application per job and person" is held when the link
 * is confirmed (validation.ts, the unique `application_key`). A signed-in user
 * is told about their own earlier application for the job, which is theirs to know.
 */
import { Router, type Request, type RequestHandler } from 'express';
import { z } from 'zod';
import { applicantMeta } from '../../../generated/schemas/applicant.schema';
import type { Job } from '../../../generated/schemas/job.schema';
import { records } from '../../../generated/server/local-api';
import { assertAccess } from '../../../runtime-server/auth/access';
import { parseId } from '../../../runtime-server/crud/read';
import { contextOf } from '../../../runtime-server/http/context';
import { conflict, invalidFields, notFound } from '../../../runtime-server/http/errors';
import { fieldErrors } from '../../../runtime-server/http/zod-errors';
import { system } from '../../../runtime-server/local-api/caller';
import { receiveUploads, uploadedFile } from '../../../runtime-server/uploads/receive';
import { REQUIRED } from '../../../runtime-shared/validation';
import { mailApplicationReceived } from './mails';
import { findOpenJob } from './open-jobs';
import { GENERAL_APPLY, QUICK_APPLY } from './openapi';

const ALREADY_MINE = 'You have already applied for this job with your account';

/** The open job of the path, checked before the body is read: a closed job never makes the server read a file. */
const openJob: RequestHandler = async (req, res, next) => {
  const job = await findOpenJob(contextOf(req).db, parseId(String(req.params.id)));
  if (!job) throw notFound('This job opening (it may be closed)');
  res.locals.job = job;
  next();
};

interface Application {
  name: string;
  email: string;
  phone: string | null;
  cover_letter: string | null;
  user_id: number | null;
}

/**
 * Stores the résumé and the (unconfirmed) applicant in one go, through the local API as the system (the
 * applicant entity's create is staff's): the upload path checks the file, and removes it when the write fails.
 */
async function createApplication(req: Request, jobId: number, a: Application): Promise<number> {
  if (!uploadedFile(req.files, 'resume')) throw invalidFields({ resume: REQUIRED });
  const applicant = { ...a, job_id: jobId, status: 'new' as const, application_key: null, resume: undefined };
  const created = await records(contextOf(req)).create('applicant', applicant, { caller: system('job application'), files: req.files });
  return created.id;
}

function parsed<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const result = schema.safeParse(body ?? {});
  if (!result.success) throw invalidFields(fieldErrors(result.error));
  return result.data;
}

export function applyRouter(): Router {
  const router = Router({ mergeParams: true });
  const limited: RequestHandler = (req, res, next) => contextOf(req).limiters.anonymousWrite(req, res, next);
  const mailing: RequestHandler = (req, res, next) => contextOf(req).limiters.mail(req, res, next);

  router.post('/quick-apply', limited, mailing, openJob, receiveUploads(applicantMeta), async (req, res) => {
    const job = res.locals.job as Job;
    const input = parsed(QUICK_APPLY.body, req.body);
    const id = await createApplication(req, job.id, { ...input, cover_letter: null, user_id: null });
    await mailApplicationReceived(req, { id, name: input.name, email: input.email, jobTitle: job.title }, Boolean(job.exam_id));
    res.status(201).json({ data: { id, job_id: job.id, email: input.email } });
  });

  // The signed-in user's own name and email: the owner comes from the token, never from the body.
  router.post('/general-apply', (req, _res, next) => (assertAccess(req, 'authenticated'), next()), mailing, openJob, receiveUploads(applicantMeta), async (req, res) => {
    const user = req.user!;
    const job = res.locals.job as Job;
    const input = parsed(GENERAL_APPLY.body, req.body);
    const name = [user.first_name, user.last_name].filter(Boolean).join(' ');
    if (await contextOf(req).db('applicants').where({ job_id: job.id, user_id: user.id }).first('id')) throw conflict(ALREADY_MINE);
    const id = await createApplication(req, job.id, { name, email: user.email, phone: input.phone ?? null, cover_letter: input.cover_letter ?? null, user_id: user.id });
    await mailApplicationReceived(req, { id, name, email: user.email, jobTitle: job.title }, Boolean(job.exam_id));
    res.status(201).json({ data: { id, job_id: job.id, email: user.email } });
  });

  return router;
}
