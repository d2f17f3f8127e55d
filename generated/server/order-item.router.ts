// Generated from entities/order-item.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { createCrudRouter } from '../../runtime-server/crud/router';
import { orderItemCreateSchema, orderItemMeta, orderItemUpdateSchema } from '../schemas/order-item.schema';
import { orderItemAnswer } from './serializers';
import { orderItemStatements } from './statements/order-item';

/** The REST API of Order Items at /api/order-item. */
export const orderItemRouter = createCrudRouter({
  meta: orderItemMeta,
  createSchema: orderItemCreateSchema,
  updateSchema: orderItemUpdateSchema,
  answer: orderItemAnswer,
  statements: orderItemStatements,
});
