import type { BooleanField } from '../dsl/fields';
import { jsxString } from '../names';
import type { FieldKindEmitter } from './kind';

export const booleanKind: FieldKindEmitter<BooleanField> = {
  column: (f) => ({ type: 'boolean', nullable: false, default: f.default ?? false }),
  zod: (f) => (f.default ? 'booleanValue(true)' : 'booleanValue()'),
  tsType: () => 'boolean',
  input: (_f, ctx) => `<Checkbox name=${jsxString(ctx.name)} label=${jsxString(ctx.label)} />`,
  // Never null: a missing or blank checkbox is false.
  jsonSchema: (f) => ({ type: 'boolean', default: f.default ?? false }),
  searchable: () => false,
  sortable: true,
};
