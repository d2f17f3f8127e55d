// Generated from entities/pricing-plan.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { createCrudRouter } from '../../runtime-server/crud/router';
import { pricingPlanCreateSchema, pricingPlanMeta, pricingPlanUpdateSchema } from '../schemas/pricing-plan.schema';
import { pricingPlanAnswer } from './serializers';
import { pricingPlanStatements } from './statements/pricing-plan';

/** The REST API of Pricing Plans at /api/pricing-plan. */
export const pricingPlanRouter = createCrudRouter({
  meta: pricingPlanMeta,
  createSchema: pricingPlanCreateSchema,
  updateSchema: pricingPlanUpdateSchema,
  answer: pricingPlanAnswer,
  statements: pricingPlanStatements,
});
