// Generated from entities/applicant-answer.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { createCrudRouter } from '../../runtime-server/crud/router';
import { applicantAnswerCreateSchema, applicantAnswerMeta, applicantAnswerUpdateSchema } from '../schemas/applicant-answer.schema';
import { applicantAnswerAnswer } from './serializers';
import { applicantAnswerStatements } from './statements/applicant-answer';

/** The REST API of Applicants Answers at /api/applicant-answer. */
export const applicantAnswerRouter = createCrudRouter({
  meta: applicantAnswerMeta,
  createSchema: applicantAnswerCreateSchema,
  updateSchema: applicantAnswerUpdateSchema,
  answer: applicantAnswerAnswer,
  statements: applicantAnswerStatements,
});
