// Generated from entities/pricing-plan.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { EntityForm } from '../../../runtime-web/form/EntityForm';
import { Checkbox, MoneyInput, OptionsInput, SelectInput, TextArea, TextInput } from '../../../runtime-web/form/fields';
import { pricingPlanCreateSchema, pricingPlanMeta, pricingPlanUpdateSchema } from '../../schemas/pricing-plan.schema';

export default function PricingPlanFormPage() {
  return (
    <EntityForm meta={pricingPlanMeta} createSchema={pricingPlanCreateSchema} updateSchema={pricingPlanUpdateSchema}>
      <TextInput name="name" label="Name" required />
      <TextArea name="summary" label="Short description" />
      <MoneyInput name="price" label="Price" currency="USD" required />
      <SelectInput name="billing" label="Billing" options={[{ value: 'monthly', label: 'Per month' }, { value: 'yearly', label: 'Per year' }, { value: 'one_time', label: 'One-time' }]} required />
      <OptionsInput name="features" label="Features" />
      <TextInput name="cta_label" label="Button text" />
      <Checkbox name="highlighted" label="Highlighted as the recommended plan" />
      <TextInput name="display_order" label="Display order" type="number" />
      <Checkbox name="active" label="Shown on the site" />
    </EntityForm>
  );
}
