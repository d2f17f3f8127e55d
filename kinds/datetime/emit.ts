import { ORDERED_FILTERS } from '../../runtime-shared/filter-operators';
import { type BuilderOptions, type FieldCommon, type FieldKindEmitter, jsxString, orNull, requiredAttr } from '../types/emit';

/** A moment in time, stored as an ISO 8601 string in UTC. */
export interface DateTimeField extends FieldCommon {
  kind: 'datetime';
}

export const datetime = (options: BuilderOptions<DateTimeField> = {}): DateTimeField => ({ kind: 'datetime', ...options });

/** An ISO 8601 string in UTC: sorts as text and reads the same on SQLite and PostgreSQL. */
export const emit: FieldKindEmitter<DateTimeField> = {
  column: (_f, ctx) => ({ type: 'string', length: 30, nullable: !ctx.required }),
  zod: (_f, ctx) => `dateTimeValue({ required: ${ctx.required} })`,
  tsType: (_f, ctx) => (ctx.required ? 'string' : 'string | null'),
  inputFrom: 'kinds/datetime/DateTimeInput',
  input: (_f, ctx) => `<DateTimeInput name=${jsxString(ctx.name)} label=${jsxString(ctx.label)}${requiredAttr(ctx)} />`,
  jsonSchema: (_f, ctx) => orNull({ type: 'string', format: 'date-time' }, !ctx.required),
  searchable: () => false,
  sortable: true,
  filters: ORDERED_FILTERS,
  time: 'moment',
};
