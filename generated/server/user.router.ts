// Generated from entities/user.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { createCrudRouter } from '../../runtime-server/crud/router';
import { userCreateSchema, userMeta, userUpdateSchema } from '../schemas/user.schema';
import { userAnswer } from './serializers';
import { userStatements } from './statements/user';

/** The REST API of Users at /api/user. */
export const userRouter = createCrudRouter({
  meta: userMeta,
  createSchema: userCreateSchema,
  updateSchema: userUpdateSchema,
  answer: userAnswer,
  statements: userStatements,
});
