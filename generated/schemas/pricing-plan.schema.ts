// Generated from entities/pricing-plan.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { z } from 'zod';
import type { EntityMeta } from '../../runtime-shared/meta';
import { booleanValue, enumValue, moneyValue, numberValue, textValue } from '../../runtime-shared/validation';
import { arrayValue } from '../../kinds/array/value';

export const pricingPlanMeta = {
  name: 'pricing-plan',
  table: 'pricing_plans',
  label: 'Pricing Plan',
  pluralLabel: 'Pricing Plans',
  titleField: 'name',
  defaultSort: 'display_order',
  access: { read: 'public', create: 'admin', update: 'admin', delete: 'admin' },
  admin: { list: 'pricing-plan-list', add: 'add-pricing-plan', edit: 'edit-pricing-plan', details: false },
  singleton: false,
  publicFilter: { active: true },
  listFilters: ['active'],
  actions: [],
  rowLinks: [],
  views: [],
  fields: [
    { name: 'name', kind: 'text', label: 'Name', required: true, searchable: true, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'contains', 'startsWith'], writeOnly: false, maxLength: 80 },
    { name: 'summary', kind: 'textarea', label: 'Short description', required: false, searchable: true, sortable: false, writeOnly: false, maxLength: 300 },
    { name: 'price', kind: 'money', label: 'Price', required: true, searchable: false, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin'], writeOnly: false, currency: 'USD' },
    { name: 'billing', kind: 'enum', label: 'Billing', required: true, searchable: false, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin'], writeOnly: false, options: [{ value: 'monthly', label: 'Per month' }, { value: 'yearly', label: 'Per year' }, { value: 'one_time', label: 'One-time' }], default: 'monthly' },
    { name: 'features', kind: 'array', label: 'Features', required: false, searchable: false, sortable: false, writeOnly: false, maxItems: 12, fields: [{ name: 'text', kind: 'text', label: 'Feature', required: true, searchable: true, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'contains', 'startsWith'], writeOnly: false, maxLength: 120 }] },
    { name: 'cta_label', kind: 'text', label: 'Button text', required: false, searchable: true, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'contains', 'startsWith', 'null', 'notNull'], writeOnly: false, maxLength: 40 },
    { name: 'highlighted', kind: 'boolean', label: 'Highlighted as the recommended plan', required: false, searchable: false, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'null', 'notNull'], writeOnly: false, default: false },
    { name: 'display_order', kind: 'number', label: 'Display order', required: false, searchable: false, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'null', 'notNull'], writeOnly: false, min: 0, default: 0 },
    { name: 'active', kind: 'boolean', label: 'Shown on the site', required: false, searchable: false, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'null', 'notNull'], writeOnly: false, default: true },
  ],
} as const satisfies EntityMeta;

export const pricingPlanCreateSchema = z.object({
  name: textValue({ required: true, max: 80 }),
  summary: textValue({ required: false, max: 300 }),
  price: moneyValue({ required: true }),
  billing: enumValue(['monthly', 'yearly', 'one_time'], { required: true }),
  features: arrayValue(z.object({ text: textValue({ required: true, max: 120 }) }, { error: 'Enter an object of its fields' }), { max: 12, rowLabel: 'feature' }),
  cta_label: textValue({ required: false, max: 40 }),
  highlighted: booleanValue(),
  display_order: numberValue({ required: false, integer: true, min: 0, default: 0 }),
  active: booleanValue(true),
});

export const pricingPlanUpdateSchema = pricingPlanCreateSchema;

/** What a client sends to create a Pricing Plan. */
export type PricingPlanInput = z.input<typeof pricingPlanCreateSchema>;

/** A Pricing Plan as the API answers it. */
export interface PricingPlan {
  id: number;
  name: string;
  summary: string | null;
  price: number;
  billing: 'monthly' | 'yearly' | 'one_time';
  features: Array<{ text: string }>;
  cta_label: string | null;
  highlighted: boolean;
  display_order: number;
  active: boolean;
  created_at: string;
  updated_at: string;
}
