import { type BuilderOptions, type FieldCommon, type FieldKindEmitter, jsxString, orNull, requiredAttr } from '../types/emit';

export interface TextareaField extends FieldCommon {
  kind: 'textarea';
  /** @default 5000 */
  max?: number;
}

export const textarea = (options: BuilderOptions<TextareaField> = {}): TextareaField => ({ kind: 'textarea', ...options });

export const emit: FieldKindEmitter<TextareaField> = {
  column: (_f, ctx) => ({ type: 'text', nullable: !ctx.required }),
  zod: (f, ctx) => `textValue({ required: ${ctx.required}, max: ${f.max ?? 5000} })`,
  tsType: (_f, ctx) => (ctx.required ? 'string' : 'string | null'),
  inputFrom: 'kinds/textarea/TextArea',
  input: (_f, ctx) => `<TextArea name=${jsxString(ctx.name)} label=${jsxString(ctx.label)}${requiredAttr(ctx)} />`,
  jsonSchema: (f, ctx) => orNull({ type: 'string', maxLength: f.max ?? 5000 }, !ctx.required),
  searchable: () => true,
  sortable: false,
  wide: true,
  meta: (f) => ({ maxLength: f.max ?? 5000 }),
  translatable: 'string',
  plainText: true,
};
