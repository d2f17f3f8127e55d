// Generated from entities/role.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { createCrudRouter } from '../../runtime-server/crud/router';
import { roleCreateSchema, roleMeta, roleUpdateSchema } from '../schemas/role.schema';
import { roleAnswer } from './serializers';
import { roleStatements } from './statements/role';

/** The REST API of Roles at /api/role. */
export const roleRouter = createCrudRouter({
  meta: roleMeta,
  createSchema: roleCreateSchema,
  updateSchema: roleUpdateSchema,
  answer: roleAnswer,
  statements: roleStatements,
});
