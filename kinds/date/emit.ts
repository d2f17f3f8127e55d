import { ORDERED_FILTERS } from '../../runtime-shared/filter-operators';
import { type BuilderOptions, type FieldCommon, type FieldKindEmitter, jsxString, orNull, requiredAttr } from '../types/emit';

export interface DateField extends FieldCommon {
  kind: 'date';
}

export const date = (options: BuilderOptions<DateField> = {}): DateField => ({ kind: 'date', ...options });

/** Stored as the ten-character ISO string the spec compares dates with. */
export const emit: FieldKindEmitter<DateField> = {
  column: (_f, ctx) => ({ type: 'string', length: 10, nullable: !ctx.required }),
  zod: (_f, ctx) => `dateValue({ required: ${ctx.required} })`,
  tsType: (_f, ctx) => (ctx.required ? 'string' : 'string | null'),
  input: (_f, ctx) => `<TextInput name=${jsxString(ctx.name)} label=${jsxString(ctx.label)} type="date"${requiredAttr(ctx)} />`,
  jsonSchema: (_f, ctx) => orNull({ type: 'string', format: 'date' }, !ctx.required),
  searchable: () => false,
  sortable: true,
  filters: ORDERED_FILTERS,
  time: 'day',
};
