import type { DateField } from '../dsl/fields';
import { jsxString } from '../names';
import { orNull, requiredAttr, type FieldKindEmitter } from './kind';

/** Stored as the ten-character ISO string the spec compares dates with. */
export const dateKind: FieldKindEmitter<DateField> = {
  column: (_f, ctx) => ({ type: 'string', length: 10, nullable: !ctx.required }),
  zod: (_f, ctx) => `dateValue({ required: ${ctx.required} })`,
  tsType: (_f, ctx) => (ctx.required ? 'string' : 'string | null'),
  input: (_f, ctx) => `<TextInput name=${jsxString(ctx.name)} label=${jsxString(ctx.label)} type="date"${requiredAttr(ctx)} />`,
  jsonSchema: (_f, ctx) => orNull({ type: 'string', format: 'date' }, !ctx.required),
  searchable: () => false,
  sortable: true,
};
