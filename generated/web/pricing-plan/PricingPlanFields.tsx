// Generated from entities/pricing-plan.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { ArrayInput } from '../../../kinds/array/ArrayInput';
import { Checkbox } from '../../../kinds/boolean/Checkbox';
import { SelectInput } from '../../../kinds/enum/SelectInput';
import { MoneyInput } from '../../../kinds/money/MoneyInput';
import { TextArea } from '../../../kinds/textarea/TextArea';
import { TextInput } from '../../../runtime-web/form/fields';
import type { InlineForm } from '../../../runtime-web/form/inline/inline-forms';
import { pricingPlanCreateSchema, pricingPlanMeta } from '../../schemas/pricing-plan.schema';

export function PricingPlanFields() {
  return (
    <>
      <TextInput name="name" label="Name" required />
      <TextArea name="summary" label="Short description" />
      <MoneyInput name="price" label="Price" currency="USD" required />
      <SelectInput name="billing" label="Billing" options={[{ value: 'monthly', label: 'Per month' }, { value: 'yearly', label: 'Per year' }, { value: 'one_time', label: 'One-time' }]} required />
      <ArrayInput name="features" label="Features" rowLabel="feature" max={12} newRow={{}} renderRow={(r0: string) => (<><TextInput name={`${r0}.text`} label="Feature" required /></>)} />
      <TextInput name="cta_label" label="Button text" />
      <Checkbox name="highlighted" label="Highlighted as the recommended plan" />
      <TextInput name="display_order" label="Display order" type="number" />
      <Checkbox name="active" label="Shown on the site" />
    </>
  );
}

/** The add form without its page, for creating pricing plan records inline from a relation select. */
export const pricingPlanInlineForm: InlineForm = { meta: pricingPlanMeta, schema: pricingPlanCreateSchema, Fields: PricingPlanFields };
