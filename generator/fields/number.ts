import type { NumberField } from '../dsl/fields';
import { jsxString } from '../names';
import { requiredAttr, type FieldKindEmitter } from './kind';

export const numberKind: FieldKindEmitter<NumberField> = {
  column: (f, ctx) => ({
    type: f.integer === false ? 'decimal' : 'integer',
    nullable: !ctx.required && f.default === undefined,
    ...(f.default !== undefined ? { default: f.default } : {}),
  }),
  zod: (f, ctx) => {
    const bounds = [f.min !== undefined ? `, min: ${f.min}` : '', f.max !== undefined ? `, max: ${f.max}` : ''].join('');
    return `numberValue({ required: ${ctx.required}, integer: ${f.integer !== false}${bounds} })`;
  },
  tsType: (f, ctx) => (ctx.required || f.default !== undefined ? 'number' : 'number | null'),
  input: (_f, ctx) => `<TextInput name=${jsxString(ctx.name)} label=${jsxString(ctx.label)} type="number"${requiredAttr(ctx)} />`,
  searchable: () => false,
  sortable: true,
};
