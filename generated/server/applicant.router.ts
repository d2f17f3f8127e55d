// Generated from entities/applicant.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { createCrudRouter } from '../../runtime-server/crud/router';
import { applicantCreateSchema, applicantMeta, applicantUpdateSchema } from '../schemas/applicant.schema';
import { applicantAnswer } from './serializers';
import { applicantStatements } from './statements/applicant';

/** The REST API of Applicants at /api/applicant. */
export const applicantRouter = createCrudRouter({
  meta: applicantMeta,
  createSchema: applicantCreateSchema,
  updateSchema: applicantUpdateSchema,
  answer: applicantAnswer,
  statements: applicantStatements,
});
