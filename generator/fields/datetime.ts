import type { DateTimeField } from '../dsl/fields';
import { jsxString } from '../names';
import { orNull, requiredAttr, type FieldKindEmitter } from './kind';

/** An ISO 8601 string in UTC: sorts as text and reads the same on SQLite and PostgreSQL. */
export const dateTimeKind: FieldKindEmitter<DateTimeField> = {
  column: (_f, ctx) => ({ type: 'string', length: 30, nullable: !ctx.required }),
  zod: (_f, ctx) => `dateTimeValue({ required: ${ctx.required} })`,
  tsType: (_f, ctx) => (ctx.required ? 'string' : 'string | null'),
  input: (_f, ctx) => `<DateTimeInput name=${jsxString(ctx.name)} label=${jsxString(ctx.label)}${requiredAttr(ctx)} />`,
  jsonSchema: (_f, ctx) => orNull({ type: 'string', format: 'date-time' }, !ctx.required),
  searchable: () => false,
  sortable: true,
};
