import { array, boolean, defineEntity, enumOf, money, number, text, textarea } from '../generator/dsl';

/** A plan of the public pricing page (e.g. "Growth: $2,400 per month"), edited by staff. */
export default defineEntity({
  name: 'pricing_plan',
  label: 'Pricing Plan',
  pluralLabel: 'Pricing Plans',
  fields: {
    name: text({ required: true, max: 80 }),
    summary: textarea({ label: 'Short description', max: 300 }),
    price: money({ required: true }),
    billing: enumOf({ monthly: 'Per month', yearly: 'Per year', one_time: 'One-time' }, { label: 'Billing', required: true, default: 'monthly' }),
    // An options list until 0019: its migration turned each string into a row.
    features: array(
      { text: text({ label: 'Feature', required: true, max: 120 }) },
      { rowLabel: 'feature', maxRows: 12, help: 'What the plan includes, one per row, in this order', rowsFrom: { format: 'json', into: 'text' } },
    ),
    cta_label: text({ label: 'Button text', max: 40, help: 'e.g. Talk to us' }),
    highlighted: boolean({ label: 'Highlighted as the recommended plan', default: false }),
    display_order: number({ label: 'Display order', default: 0, min: 0 }),
    active: boolean({ label: 'Shown on the site', default: true }),
  },
  publicFilter: { active: true },
  // The features became rows of their own (0019).
  breaking: [
    'pricing-plan-selection.features[] type changed from string to object',
    'pricing-plan.features[] refuses fields it does not list',
    'pricing-plan.features[] type changed from string to object',
    'pricing-plan.features[].text added as required',
  ],
  list: { columns: ['name', 'price', 'billing', 'highlighted', 'active'], defaultSort: 'display_order', filters: ['active'] },
  access: { read: 'public', write: 'admin' },
  admin: { details: false, nav: { order: 296, labels: { de: 'Preispläne' }, label: 'Pricing Plans', related: ['add-pricing-plan', 'edit-pricing-plan'] } },
});
