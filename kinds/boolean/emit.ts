import { FLAG_FILTERS } from '../../runtime-shared/filter-operators';
import { type BuilderOptions, type FieldCommon, type FieldKindEmitter, jsxString } from '../types/emit';

export interface BooleanField extends Omit<FieldCommon, 'required'> {
  kind: 'boolean';
  /** @default false */
  default?: boolean;
}

export const boolean = (options: BuilderOptions<BooleanField> = {}): BooleanField => ({ kind: 'boolean', ...options });

export const emit: FieldKindEmitter<BooleanField> = {
  column: (f) => ({ type: 'boolean', nullable: false, default: f.default ?? false }),
  zod: (f) => (f.default ? 'booleanValue(true)' : 'booleanValue()'),
  tsType: () => 'boolean',
  inputFrom: 'kinds/boolean/Checkbox',
  input: (_f, ctx) => `<Checkbox name=${jsxString(ctx.name)} label=${jsxString(ctx.label)} />`,
  // Never null: a missing or blank checkbox is false.
  jsonSchema: (f) => ({ type: 'boolean', default: f.default ?? false }),
  searchable: () => false,
  sortable: true,
  filters: FLAG_FILTERS,
};
