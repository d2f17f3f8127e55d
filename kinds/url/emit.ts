import { TEXT_FILTERS } from '../../runtime-shared/filter-operators';
import { type BuilderOptions, type FieldCommon, type FieldKindEmitter, jsxString, orNull, requiredAttr } from '../types/emit';

export interface UrlField extends FieldCommon {
  kind: 'url';
}

export const url = (options: BuilderOptions<UrlField> = {}): UrlField => ({ kind: 'url', ...options });

export const emit: FieldKindEmitter<UrlField> = {
  column: (_f, ctx) => ({ type: 'string', length: 2048, nullable: !ctx.required }),
  zod: (_f, ctx) => `textValue({ required: ${ctx.required}, max: 2048, format: 'url' })`,
  tsType: (_f, ctx) => (ctx.required ? 'string' : 'string | null'),
  input: (_f, ctx) => `<TextInput name=${jsxString(ctx.name)} label=${jsxString(ctx.label)} type="url"${requiredAttr(ctx)} />`,
  // An absolute http(s) URL or a path on this site (`/careers`), as the validator accepts.
  jsonSchema: (_f, ctx) => orNull({ type: 'string', format: 'uri-reference', pattern: '^([Hh][Tt][Tt][Pp][Ss]?://|/)\\S*$', maxLength: 2048 }, !ctx.required),
  searchable: () => false,
  sortable: true,
  filters: TEXT_FILTERS,
};
