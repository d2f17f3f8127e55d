// Generated from entities/user-education.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { createCrudRouter } from '../../runtime-server/crud/router';
import { userEducationCreateSchema, userEducationMeta, userEducationUpdateSchema } from '../schemas/user-education.schema';
import { userEducationAnswer } from './serializers';
import { userEducationStatements } from './statements/user-education';

/** The REST API of Education at /api/user-education. */
export const userEducationRouter = createCrudRouter({
  meta: userEducationMeta,
  createSchema: userEducationCreateSchema,
  updateSchema: userEducationUpdateSchema,
  answer: userEducationAnswer,
  statements: userEducationStatements,
});
