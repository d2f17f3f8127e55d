import { type BuilderOptions, type FieldCommon, type FieldKindEmitter, jsxString, orNull, requiredAttr } from '../types/emit';

export interface RichTextField extends FieldCommon {
  kind: 'richText';
}

export const richText = (options: BuilderOptions<RichTextField> = {}): RichTextField => ({ kind: 'richText', ...options });

/** HTML from the rich-text editor; the server sanitizes it before storing. */
export const emit: FieldKindEmitter<RichTextField> = {
  column: (_f, ctx) => ({ type: 'text', nullable: !ctx.required }),
  zod: (_f, ctx) => `htmlValue({ required: ${ctx.required} })`,
  tsType: (_f, ctx) => (ctx.required ? 'string' : 'string | null'),
  inputFrom: 'kinds/rich-text/RichTextInput',
  input: (_f, ctx) => `<RichTextInput name=${jsxString(ctx.name)} label=${jsxString(ctx.label)}${requiredAttr(ctx)} />`,
  // Answers hold the sanitized HTML; requests may send any HTML, cleaned before storing.
  jsonSchema: (_f, ctx) => orNull({ type: 'string', contentMediaType: 'text/html', maxLength: 200_000 }, !ctx.required),
  searchable: () => true,
  sortable: false,
  wide: true,
  translatable: 'string',
};
