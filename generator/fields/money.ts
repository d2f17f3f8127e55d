import type { MoneyField } from '../dsl/fields';
import { MAX_INT } from '../../runtime-shared/validation';
import { jsxString } from '../names';
import { orNull, requiredAttr, type FieldKindEmitter } from './kind';

/** Integer minor units (cents) in the column and the API; the form shows decimals. */
export const moneyKind: FieldKindEmitter<MoneyField> = {
  column: (f, ctx) => ({
    type: 'integer',
    nullable: !ctx.required && f.default === undefined,
    ...(f.default !== undefined ? { default: f.default } : {}),
  }),
  zod: (f, ctx) => `moneyValue({ required: ${ctx.required}${!ctx.required && f.default !== undefined ? `, default: ${f.default}` : ''} })`,
  tsType: (f, ctx) => (ctx.required || f.default !== undefined ? 'number' : 'number | null'),
  input: (f, ctx) => `<MoneyInput name=${jsxString(ctx.name)} label=${jsxString(ctx.label)} currency=${jsxString(f.currency ?? 'USD')}${requiredAttr(ctx)} />`,
  jsonSchema: (f, ctx) =>
    orNull({ type: 'integer', minimum: 0, maximum: MAX_INT, description: `An amount in minor units (cents) of ${f.currency ?? 'USD'}` }, !ctx.required && f.default === undefined),
  searchable: () => false,
  sortable: true,
};
