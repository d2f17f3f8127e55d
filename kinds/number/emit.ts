import { ORDERED_FILTERS } from '../../runtime-shared/filter-operators';
import { MAX_INT, MIN_INT } from '../../runtime-shared/validation';
import { type BuilderOptions, type FieldCommon, type FieldKindEmitter, jsxString, orNull, requiredAttr } from '../types/emit';

export interface NumberField extends FieldCommon {
  kind: 'number';
  /** @default true */
  integer?: boolean;
  min?: number;
  max?: number;
  default?: number;
}

export const number = (options: BuilderOptions<NumberField> = {}): NumberField => ({ kind: 'number', ...options });

export const emit: FieldKindEmitter<NumberField> = {
  column: (f, ctx) => ({
    type: f.integer === false ? 'decimal' : 'integer',
    nullable: !ctx.required && f.default === undefined,
    ...(f.default !== undefined ? { default: f.default } : {}),
  }),
  zod: (f, ctx) => {
    const bounds = [f.min !== undefined ? `, min: ${f.min}` : '', f.max !== undefined ? `, max: ${f.max}` : '', !ctx.required && f.default !== undefined ? `, default: ${f.default}` : ''].join('');
    return `numberValue({ required: ${ctx.required}, integer: ${f.integer !== false}${bounds} })`;
  },
  tsType: (f, ctx) => (ctx.required || f.default !== undefined ? 'number' : 'number | null'),
  input: (_f, ctx) => `<TextInput name=${jsxString(ctx.name)} label=${jsxString(ctx.label)} type="number"${requiredAttr(ctx)} />`,
  jsonSchema: (f, ctx) => {
    const schema = {
      type: f.integer === false ? 'number' : 'integer',
      // Whole numbers are bounded by the integer column even where the entity sets no bound.
      ...(f.min !== undefined ? { minimum: f.min } : f.integer !== false ? { minimum: MIN_INT } : {}),
      ...(f.max !== undefined ? { maximum: f.max } : f.integer !== false ? { maximum: MAX_INT } : {}),
      ...(f.default !== undefined ? { default: f.default } : {}),
    };
    // A number with a default is never null (its column is NOT NULL): a request may leave it out or send it blank, never null.
    return orNull(schema, !ctx.required && f.default === undefined);
  },
  searchable: () => false,
  sortable: true,
  filters: ORDERED_FILTERS,
  meta: (f) => ({ ...(f.min !== undefined ? { min: f.min } : {}), ...(f.max !== undefined ? { max: f.max } : {}), ...(f.integer === false ? { decimal: true as const } : {}) }),
};
