// Generated from entities/user-skill.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { createCrudRouter } from '../../runtime-server/crud/router';
import { userSkillCreateSchema, userSkillMeta, userSkillUpdateSchema } from '../schemas/user-skill.schema';
import { userSkillAnswer } from './serializers';
import { userSkillStatements } from './statements/user-skill';

/** The REST API of Skills at /api/user-skill. */
export const userSkillRouter = createCrudRouter({
  meta: userSkillMeta,
  createSchema: userSkillCreateSchema,
  updateSchema: userSkillUpdateSchema,
  answer: userSkillAnswer,
  statements: userSkillStatements,
});
