import { TEXT_FILTERS } from '../../runtime-shared/filter-operators';
import { type BuilderOptions, type FieldCommon, type FieldKindEmitter, jsxString, orNull, requiredAttr } from '../types/emit';

export interface PhoneField extends FieldCommon {
  kind: 'phone';
}

export const phone = (options: BuilderOptions<PhoneField> = {}): PhoneField => ({ kind: 'phone', ...options });

export const emit: FieldKindEmitter<PhoneField> = {
  column: (_f, ctx) => ({ type: 'string', length: 30, nullable: !ctx.required }),
  zod: (_f, ctx) => `textValue({ required: ${ctx.required}, max: 30, format: 'phone' })`,
  tsType: (_f, ctx) => (ctx.required ? 'string' : 'string | null'),
  input: (_f, ctx) => `<TextInput name=${jsxString(ctx.name)} label=${jsxString(ctx.label)} type="tel"${requiredAttr(ctx)} />`,
  jsonSchema: (_f, ctx) => orNull({ type: 'string', maxLength: 30, pattern: '^\\+?[0-9][0-9 ().-]{5,24}$' }, !ctx.required),
  searchable: () => true,
  sortable: true,
  filters: TEXT_FILTERS,
};
