// Generated from entities/job.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { createCrudRouter } from '../../runtime-server/crud/router';
import { jobCreateSchema, jobMeta, jobUpdateSchema } from '../schemas/job.schema';
import { jobAnswer } from './serializers';
import { jobStatements } from './statements/job';

/** The REST API of Jobs at /api/job. */
export const jobRouter = createCrudRouter({
  meta: jobMeta,
  createSchema: jobCreateSchema,
  updateSchema: jobUpdateSchema,
  answer: jobAnswer,
  statements: jobStatements,
});
