import type { JsonSchema } from '../../runtime-shared/openapi';
import type { StructuredCommon } from '../group/emit';
import { jsonTextSchema, newRowLiteral, objectSchema, objectTsType, objectZod, rowPlaceholder, rowVariable, shapeOf, subInputs } from '../group/sub-fields';
import { type DeclaredPart, type FieldKindEmitter, type KindContext, type SubField, jsxString, quote } from '../types/emit';

/** One block type of a blocks field: its sub-fields, declared like an entity's fields. */
export interface BlockType<S extends Record<string, SubField> = Record<string, SubField>> {
  /** @default the type in words (`imageWithText` → "Image with text") */
  label?: string;
  fields: S;
  /** Sub-fields deleted on purpose: the next migration removes them from stored blocks of this type. */
  removedFields?: readonly string[];
  /** The type's previous name: the next migration renames it in stored blocks. */
  renamedFrom?: string;
}

/** An ordered list of blocks, each one of the declared block types (a page's sections). */
export interface BlocksField extends StructuredCommon {
  kind: 'blocks';
  types: Readonly<Record<string, BlockType>>;
  /** The fewest blocks. @default 0 */
  minItems?: number;
  /** The most blocks. @default 50 */
  maxItems?: number;
  /** Block types deleted on purpose: the next migration removes their blocks from stored values. */
  removedTypes?: readonly string[];
}

/** @example hero: block({ heading: text({ required: true }), image_alt: text() }, { label: 'Hero' }) */
export const block = <const S extends Record<string, SubField>>(fields: S, options: Omit<BlockType<S>, 'fields'> = {}): BlockType<S> => ({ fields, ...options });

/**
 * @example layout: blocks({ hero: block({ heading: text({ required: true }) }), quote: block({ text: textarea({ required: true }) }) })
 */
export const blocks = (types: Readonly<Record<string, BlockType>>, options: Omit<BlocksField, 'kind' | 'types'> = {}): BlocksField => ({ kind: 'blocks', types, ...options });

const bounds = (f: BlocksField) => `{ ${f.minItems ? `min: ${f.minItems}, ` : ''}max: ${f.maxItems ?? 50} }`;

function partsOf(ctx: KindContext) {
  if (!ctx.parts?.length) throw new Error(`${ctx.name}: the generator passes the block types of a ${ctx.label} field`);
  return ctx.parts;
}

/** Each item: `type` says its block type, the rest are that type's sub-fields. */
const typeEntry = (type: string) => `type: z.literal(${quote(type)})`;

/** A JSON list of typed objects in a JSON column (jsonb on PostgreSQL); the OpenAPI document tells the types apart by `type`. */
export const emit: FieldKindEmitter<BlocksField> = {
  partsForm: 'typed',
  removedParts: (f) => f.removedTypes ?? [],
  parts: (f) =>
    Object.entries(f.types).map(([key, t]): DeclaredPart => ({
      key,
      label: t.label ?? '',
      fields: t.fields,
      ...(t.removedFields ? { removedFields: t.removedFields } : {}),
      ...(t.renamedFrom ? { renamedFrom: t.renamedFrom } : {}),
    })),
  column: (_f, ctx) => ({ type: 'json', nullable: true, ...(ctx.parts ? { shape: shapeOf(ctx.parts) } : {}) }),
  zod: (f, ctx) => {
    const parts = partsOf(ctx);
    return `blocksValue([${parts.map((p) => objectZod(p, [typeEntry(p.key)])).join(', ')}], ${bounds(f)}, [${parts.map((p) => quote(p.key)).join(', ')}])`;
  },
  zodHelpers: { from: 'kinds/blocks/value', names: ['blocksValue'] },
  tsType: (_f, ctx) => `Array<${partsOf(ctx).map((p) => objectTsType(p, [`type: ${quote(p.key)}`])).join(' | ')}>`,
  inputFrom: 'kinds/blocks/BlocksInput',
  input: (f, ctx) => {
    const row = rowVariable(ctx);
    const types = partsOf(ctx).map(
      (p) => `{ type: ${quote(p.key)}, label: ${quote(p.label)}, newItem: ${newRowLiteral(p, [`type: ${quote(p.key)}`])}, render: (${row}: string) => (<>${subInputs(p, rowPlaceholder(row), row)}</>) }`,
    );
    const attrs = [`name=${jsxString(ctx.name)}`, `label=${jsxString(ctx.label)}`];
    if (f.minItems) attrs.push(`min={${f.minItems}}`);
    attrs.push(`max={${f.maxItems ?? 50}}`);
    return `<BlocksInput ${attrs.join(' ')} types={[${types.join(', ')}]} />`;
  },
  jsonSchema: (f, ctx) => {
    const variants: JsonSchema[] = partsOf(ctx).map((p) => ({ title: p.label, ...objectSchema(p, ctx, { type: { type: 'string', const: p.key } }) }));
    const items: JsonSchema = { type: 'object', oneOf: variants, discriminator: { propertyName: 'type' } };
    const list: JsonSchema = { type: 'array', items, ...(f.minItems ? { minItems: f.minItems } : {}), maxItems: f.maxItems ?? 50 };
    return ctx.mode === 'multipart' ? jsonTextSchema(list, 'The blocks as a JSON list of objects, each with its type') : list;
  },
  searchable: () => false,
  sortable: false,
  wide: true,
  meta: (f) => ({ ...(f.minItems ? { minItems: f.minItems } : {}), maxItems: f.maxItems ?? 50 }),
  translatable: 'array',
};
