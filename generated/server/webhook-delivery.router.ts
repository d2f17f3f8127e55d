// Generated from entities/webhook-delivery.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { createCrudRouter } from '../../runtime-server/crud/router';
import { webhookDeliveryCreateSchema, webhookDeliveryMeta, webhookDeliveryUpdateSchema } from '../schemas/webhook-delivery.schema';
import { webhookDeliveryAnswer } from './serializers';
import { webhookDeliveryStatements } from './statements/webhook-delivery';

/** The REST API of Webhook Deliveries at /api/webhook-delivery. */
export const webhookDeliveryRouter = createCrudRouter({
  meta: webhookDeliveryMeta,
  createSchema: webhookDeliveryCreateSchema,
  updateSchema: webhookDeliveryUpdateSchema,
  answer: webhookDeliveryAnswer,
  statements: webhookDeliveryStatements,
});
