import { CHOICE_FILTERS } from '../../runtime-shared/filter-operators';
import { type BuilderOptions, type FieldCommon, type FieldKindEmitter, jsxString, orNull, quote, requiredAttr } from '../types/emit';

export interface EnumField<V extends string = string> extends FieldCommon {
  kind: 'enum';
  /** Value → label. The first value is the default when `default` is not set. */
  options: Readonly<Record<V, string>>;
  default?: NoInfer<V>;
}

/** @example status: enumOf({ draft: 'Draft', posted: 'Posted' }, { default: 'draft' }) */
export function enumOf<const V extends string>(
  options: Readonly<Record<V, string>>,
  rest: Omit<BuilderOptions<EnumField<V>>, 'options'> = {},
): EnumField<V> {
  return { kind: 'enum', options, ...rest };
}

const values = (f: EnumField) => Object.keys(f.options);

export const emit: FieldKindEmitter<EnumField> = {
  column: (f, ctx) => ({
    type: 'string',
    length: Math.max(20, ...values(f).map((v) => v.length)),
    nullable: !ctx.required,
    ...(f.default !== undefined ? { default: f.default } : {}),
  }),
  zod: (f, ctx) => `enumValue([${values(f).map(quote).join(', ')}], { required: ${ctx.required} })`,
  tsType: (f, ctx) => values(f).map(quote).join(' | ') + (ctx.required ? '' : ' | null'),
  inputFrom: 'kinds/enum/SelectInput',
  input: (f, ctx) => {
    const options = Object.entries(f.options).map(([value, label]) => `{ value: ${quote(value)}, label: ${quote(String(label))} }`);
    return `<SelectInput name=${jsxString(ctx.name)} label=${jsxString(ctx.label)} options={[${options.join(', ')}]}${requiredAttr(ctx)} />`;
  },
  jsonSchema: (f, ctx) => orNull({ type: 'string', enum: values(f), ...(f.default !== undefined ? { default: f.default } : {}) }, !ctx.required),
  searchable: () => false,
  sortable: true,
  filters: CHOICE_FILTERS,
  options: (f) => Object.entries(f.options).map(([value, label]) => ({ value, label: String(label) })),
};
