// Generated from entities/order.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { createCrudRouter } from '../../runtime-server/crud/router';
import { orderCreateSchema, orderMeta, orderUpdateSchema } from '../schemas/order.schema';
import { orderAnswer } from './serializers';
import { orderStatements } from './statements/order';

/** The REST API of Orders at /api/order. */
export const orderRouter = createCrudRouter({
  meta: orderMeta,
  createSchema: orderCreateSchema,
  updateSchema: orderUpdateSchema,
  answer: orderAnswer,
  statements: orderStatements,
});
