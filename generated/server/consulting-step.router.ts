// Generated from entities/consulting-step.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { createCrudRouter } from '../../runtime-server/crud/router';
import { consultingStepCreateSchema, consultingStepMeta, consultingStepUpdateSchema } from '../schemas/consulting-step.schema';
import { consultingStepAnswer } from './serializers';
import { consultingStepStatements } from './statements/consulting-step';

/** The REST API of Consulting Steps at /api/consulting-step. */
export const consultingStepRouter = createCrudRouter({
  meta: consultingStepMeta,
  createSchema: consultingStepCreateSchema,
  updateSchema: consultingStepUpdateSchema,
  answer: consultingStepAnswer,
  statements: consultingStepStatements,
});
