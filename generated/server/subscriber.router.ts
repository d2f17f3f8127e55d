// Generated from entities/subscriber.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { createCrudRouter } from '../../runtime-server/crud/router';
import { subscriberCreateSchema, subscriberMeta, subscriberUpdateSchema } from '../schemas/subscriber.schema';
import { subscriberAnswer } from './serializers';
import { subscriberStatements } from './statements/subscriber';

/** The REST API of Subscribers at /api/subscriber. */
export const subscriberRouter = createCrudRouter({
  meta: subscriberMeta,
  createSchema: subscriberCreateSchema,
  updateSchema: subscriberUpdateSchema,
  answer: subscriberAnswer,
  statements: subscriberStatements,
});
