// Generated from entities/account-token.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { createCrudRouter } from '../../runtime-server/crud/router';
import { accountTokenCreateSchema, accountTokenMeta, accountTokenUpdateSchema } from '../schemas/account-token.schema';
import { accountTokenAnswer } from './serializers';
import { accountTokenStatements } from './statements/account-token';

/** The REST API of Account Tokens at /api/account-token. */
export const accountTokenRouter = createCrudRouter({
  meta: accountTokenMeta,
  createSchema: accountTokenCreateSchema,
  updateSchema: accountTokenUpdateSchema,
  answer: accountTokenAnswer,
  statements: accountTokenStatements,
});
