import { TEXT_FILTERS } from '../../runtime-shared/filter-operators';
import { type BuilderOptions, type FieldCommon, type FieldKindEmitter, jsxString, orNull, requiredAttr } from '../types/emit';

export interface EmailField extends FieldCommon {
  kind: 'email';
  unique?: boolean;
}

export const email = (options: BuilderOptions<EmailField> = {}): EmailField => ({ kind: 'email', ...options });

export const emit: FieldKindEmitter<EmailField> = {
  // Emails are stored in lower case (runtime-shared/validation.ts); the index holds even for rows written around the API.
  column: (f, ctx) => ({ type: 'string', length: 254, nullable: !ctx.required, ...(f.unique ? { unique: true, caseInsensitive: true } : {}) }),
  zod: (_f, ctx) => `textValue({ required: ${ctx.required}, max: 254, format: 'email' })`,
  tsType: (_f, ctx) => (ctx.required ? 'string' : 'string | null'),
  input: (_f, ctx) => `<TextInput name=${jsxString(ctx.name)} label=${jsxString(ctx.label)} type="email"${requiredAttr(ctx)} />`,
  jsonSchema: (_f, ctx) => orNull({ type: 'string', format: 'email', maxLength: 254 }, !ctx.required),
  searchable: () => true,
  sortable: true,
  filters: TEXT_FILTERS,
};
