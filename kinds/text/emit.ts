import { TEXT_FILTERS } from '../../runtime-shared/filter-operators';
import { type BuilderOptions, type FieldCommon, type FieldKindEmitter, jsxString, orNull, requiredAttr } from '../types/emit';

export interface TextField extends FieldCommon {
  kind: 'text';
  /** @default 255 */
  max?: number;
  /** Looked up by the list's search box. @default true */
  searchable?: boolean;
  /** A unique index in the database. @default false */
  unique?: boolean;
}

export const text = (options: BuilderOptions<TextField> = {}): TextField => ({ kind: 'text', ...options });

export const emit: FieldKindEmitter<TextField> = {
  column: (f, ctx) => ({ type: 'string', length: f.max ?? 255, nullable: !ctx.required, ...(f.unique ? { unique: true } : {}) }),
  zod: (f, ctx) => `textValue({ required: ${ctx.required}, max: ${f.max ?? 255} })`,
  tsType: (_f, ctx) => (ctx.required ? 'string' : 'string | null'),
  input: (_f, ctx) => `<TextInput name=${jsxString(ctx.name)} label=${jsxString(ctx.label)}${requiredAttr(ctx)} />`,
  jsonSchema: (f, ctx) => orNull({ type: 'string', maxLength: f.max ?? 255 }, !ctx.required),
  searchable: (f) => f.searchable ?? true,
  sortable: true,
  filters: TEXT_FILTERS,
  namesRecord: true,
  meta: (f) => ({ maxLength: f.max ?? 255 }),
  translatable: 'string',
  plainText: true,
};
