// Generated from entities/user-profile.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { createCrudRouter } from '../../runtime-server/crud/router';
import { userProfileCreateSchema, userProfileMeta, userProfileUpdateSchema } from '../schemas/user-profile.schema';
import { userProfileAnswer } from './serializers';
import { userProfileStatements } from './statements/user-profile';

/** The REST API of Profiles at /api/user-profile. */
export const userProfileRouter = createCrudRouter({
  meta: userProfileMeta,
  createSchema: userProfileCreateSchema,
  updateSchema: userProfileUpdateSchema,
  answer: userProfileAnswer,
  statements: userProfileStatements,
});
