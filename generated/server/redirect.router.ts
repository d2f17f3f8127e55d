// Generated from entities/redirect.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { createCrudRouter } from '../../runtime-server/crud/router';
import { redirectCreateSchema, redirectMeta, redirectUpdateSchema } from '../schemas/redirect.schema';
import { redirectAnswer } from './serializers';
import { redirectStatements } from './statements/redirect';

/** The REST API of Redirects at /api/redirect. */
export const redirectRouter = createCrudRouter({
  meta: redirectMeta,
  createSchema: redirectCreateSchema,
  updateSchema: redirectUpdateSchema,
  answer: redirectAnswer,
  statements: redirectStatements,
});
