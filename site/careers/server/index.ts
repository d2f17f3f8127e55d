/** The careers API under /api/careers: open jobs, applications, email confirmation, the exam, and staff answer sheets. */
import { Router } from 'express';
import { answerSheetsRouter } from './answer-sheets';
import { applyRouter } from './apply';
import { examRouter } from './exam';
import { openJobsRouter } from './open-jobs';
import { validationRouter } from './validation';

import { applicantHooks } from './applicant.hooks';
import { applicantAnswerHooks } from './results';

/** The careers lifecycle hooks: the applicant's mail, and the publication of an exam result. */
export const careersHooks = [applicantHooks, applicantAnswerHooks];

export function careersRouter(): Router {
  const router = Router();
  router.use('/jobs', openJobsRouter());
  router.use('/jobs/:id', applyRouter());
  router.use('/applicant-validation', validationRouter());
  router.use('/exam', examRouter());
  router.use('/answer-sheets', answerSheetsRouter());
  return router;
}
