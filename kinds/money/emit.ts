import { ORDERED_FILTERS } from '../../runtime-shared/filter-operators';
import { MAX_INT } from '../../runtime-shared/validation';
import { type BuilderOptions, type FieldCommon, type FieldKindEmitter, jsxString, orNull, requiredAttr } from '../types/emit';

/** An amount of money in integer minor units (cents): exact, never a float. */
export interface MoneyField extends FieldCommon {
  kind: 'money';
  /** ISO 4217 code shown next to amounts. @default 'USD' */
  currency?: string;
  default?: number;
}

export const money = (options: BuilderOptions<MoneyField> = {}): MoneyField => ({ kind: 'money', ...options });

/** Integer minor units (cents) in the column and the API; the form shows decimals. */
export const emit: FieldKindEmitter<MoneyField> = {
  column: (f, ctx) => ({
    type: 'integer',
    nullable: !ctx.required && f.default === undefined,
    ...(f.default !== undefined ? { default: f.default } : {}),
  }),
  zod: (f, ctx) => `moneyValue({ required: ${ctx.required}${!ctx.required && f.default !== undefined ? `, default: ${f.default}` : ''} })`,
  tsType: (f, ctx) => (ctx.required || f.default !== undefined ? 'number' : 'number | null'),
  inputFrom: 'kinds/money/MoneyInput',
  input: (f, ctx) => `<MoneyInput name=${jsxString(ctx.name)} label=${jsxString(ctx.label)} currency=${jsxString(f.currency ?? 'USD')}${requiredAttr(ctx)} />`,
  jsonSchema: (f, ctx) =>
    orNull({ type: 'integer', minimum: 0, maximum: MAX_INT, description: `An amount in minor units (cents) of ${f.currency ?? 'USD'}` }, !ctx.required && f.default === undefined),
  searchable: () => false,
  sortable: true,
  filters: ORDERED_FILTERS,
  meta: (f) => ({ currency: f.currency ?? 'USD' }),
};
