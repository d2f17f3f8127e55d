// Generated from entities/pricing-plan.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { resourceClient } from '../../runtime-web/api/resource-client';
import type { PricingPlan, PricingPlanInput } from '../schemas/pricing-plan.schema';

/** The fields that `sort` and `filter` of pricingPlanApi.list accept. */
export type PricingPlanSortField = 'id' | 'created_at' | 'updated_at' | 'name' | 'price' | 'billing' | 'cta_label' | 'highlighted' | 'display_order' | 'active';

/** The declared actions that pricingPlanApi.bulk runs besides delete and update. */
export type PricingPlanAction = never;

/** The relations that `expand` attaches whole, by their answer key: their field and record. */
export type PricingPlanRelations = Record<never, never>;

/**
 * The API of Pricing Plans at /api/pricing-plan: list, get, create, update, patch, remove, and bulk, exportPath, importCsv.
 * @example const { data } = await pricingPlanApi.list({ perPage: 10, sort: ['-id'] });
 */
export const pricingPlanApi = resourceClient<PricingPlan, PricingPlanInput, PricingPlanSortField, PricingPlanAction, PricingPlanRelations>('pricing-plan');
