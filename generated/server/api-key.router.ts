// Generated from entities/api-key.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { createCrudRouter } from '../../runtime-server/crud/router';
import { apiKeyCreateSchema, apiKeyMeta, apiKeyUpdateSchema } from '../schemas/api-key.schema';
import { apiKeyAnswer } from './serializers';
import { apiKeyStatements } from './statements/api-key';

/** The REST API of API Keys at /api/api-key. */
export const apiKeyRouter = createCrudRouter({
  meta: apiKeyMeta,
  createSchema: apiKeyCreateSchema,
  updateSchema: apiKeyUpdateSchema,
  answer: apiKeyAnswer,
  statements: apiKeyStatements,
});
