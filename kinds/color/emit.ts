import { TEXT_FILTERS } from '../../runtime-shared/filter-operators';
import { type BuilderOptions, type FieldCommon, type FieldKindEmitter, jsxString, orNull, requiredAttr } from '../types/emit';
import { HEX_COLOR } from './value';

/** A colour as `#rrggbb` (a badge, an accent), stored in lower case. */
export interface ColorField extends FieldCommon {
  kind: 'color';
}

/** @example accent_color: color({ label: 'Accent colour' }) */
export const color = (options: BuilderOptions<ColorField> = {}): ColorField => ({ kind: 'color', ...options });

export const emit: FieldKindEmitter<ColorField> = {
  column: (_f, ctx) => ({ type: 'string', length: 7, nullable: !ctx.required }),
  zod: (_f, ctx) => `colorValue({ required: ${ctx.required} })`,
  zodHelpers: { from: 'kinds/color/value', names: ['colorValue'] },
  tsType: (_f, ctx) => (ctx.required ? 'string' : 'string | null'),
  // The colour picker beside a box for the code (kinds/color/ColorInput.tsx).
  inputFrom: 'kinds/color/ColorInput',
  input: (_f, ctx) => `<ColorInput name=${jsxString(ctx.name)} label=${jsxString(ctx.label)}${requiredAttr(ctx)} />`,
  jsonSchema: (_f, ctx) => orNull({ type: 'string', pattern: HEX_COLOR.source, description: 'A colour as #rrggbb', examples: ['#1e90ff'] }, !ctx.required),
  searchable: () => false,
  sortable: true,
  filters: TEXT_FILTERS,
};
