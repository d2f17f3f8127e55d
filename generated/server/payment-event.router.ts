// Generated from entities/payment-event.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { createCrudRouter } from '../../runtime-server/crud/router';
import { paymentEventCreateSchema, paymentEventMeta, paymentEventUpdateSchema } from '../schemas/payment-event.schema';
import { paymentEventAnswer } from './serializers';
import { paymentEventStatements } from './statements/payment-event';

/** The REST API of Payment Events at /api/payment-event. */
export const paymentEventRouter = createCrudRouter({
  meta: paymentEventMeta,
  createSchema: paymentEventCreateSchema,
  updateSchema: paymentEventUpdateSchema,
  answer: paymentEventAnswer,
  statements: paymentEventStatements,
});
