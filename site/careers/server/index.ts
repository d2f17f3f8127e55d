/** The careers API under /api/careers: open jobs, applications, email confirmation, the exam, and staff answer sheets. */
import { Router } from 'express';
import { answerSheetsRouter } from './answer-sheets';
import { applyRouter } from './apply';
import { examRouter } from './exam';
import { openJobsRouter } from './open-jobs';
import { validationRouter } from './validation';

import { decisionMailHooks } from './mails';
import { publishResultHooks } from './results';

/** The careers hooks on generic actions: decision mails (applicant) and result publication (applicant-answer). */
export const careersActionHooks = [...decisionMailHooks, ...publishResultHooks];

export function careersRouter(): Router {
  const router = Router();
  router.use('/jobs', openJobsRouter());
  router.use('/jobs/:id', applyRouter());
  router.use('/applicant-validation', validationRouter());
  router.use('/exam', examRouter());
  router.use('/answer-sheets', answerSheetsRouter());
  return router;
}
