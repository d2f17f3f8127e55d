// Generated from entities/pricing-plan.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { EntityForm } from '../../../runtime-web/form/EntityForm';
import { pricingPlanCreateSchema, pricingPlanMeta, pricingPlanUpdateSchema } from '../../schemas/pricing-plan.schema';
import { PricingPlanFields } from './PricingPlanFields';

export default function PricingPlanFormPage() {
  return (
    <EntityForm meta={pricingPlanMeta} createSchema={pricingPlanCreateSchema} updateSchema={pricingPlanUpdateSchema}>
      <PricingPlanFields />
    </EntityForm>
  );
}
