// Generated from entities/webhook.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { createCrudRouter } from '../../runtime-server/crud/router';
import { webhookCreateSchema, webhookMeta, webhookUpdateSchema } from '../schemas/webhook.schema';
import { webhookAnswer } from './serializers';
import { webhookStatements } from './statements/webhook';

/** The REST API of Webhooks at /api/webhook. */
export const webhookRouter = createCrudRouter({
  meta: webhookMeta,
  createSchema: webhookCreateSchema,
  updateSchema: webhookUpdateSchema,
  answer: webhookAnswer,
  statements: webhookStatements,
});
