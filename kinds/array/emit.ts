import type { StructuredCommon } from '../group/emit';
import type { JsonSchema } from '../../runtime-shared/openapi';
import { declaredPart, jsonTextSchema, newRowLiteral, objectSchema, objectTsType, objectZod, onlyPart, rowPlaceholder, rowVariable, shapeOf, subInputs } from '../group/sub-fields';
import { type FieldKindEmitter, type RowsFrom, type SubField, jsxString, quote } from '../types/emit';

/** An ordered list of rows of the same sub-fields (a job's benefits, a product's specification lines). */
export interface ArrayField<S extends Record<string, SubField> = Record<string, SubField>> extends StructuredCommon {
  kind: 'array';
  fields: S;
  /** The fewest rows. @default 0 */
  minRows?: number;
  /** The most rows. @default 50 */
  maxRows?: number;
  /** One row in words, for buttons and the screen reader ("Add benefit", "Move benefit 2 up"). @default 'row' */
  rowLabel?: string;
  /** Sub-fields deleted on purpose (see group's `removedFields`). */
  removedFields?: readonly string[];
  /**
   * The field held a list in another kind before (rich text with a bulleted list, an options list, lines
   * of text): the next migration turns each stored item into a row, its text in sub-field `into`.
   * Keep it as long as you like; it is ignored once that migration is written.
   * @example requirements: array({ text: text({ required: true, max: 300 }) }, { rowsFrom: { format: 'html', into: 'text' } })
   */
  rowsFrom?: RowsFrom;
}

/**
 * @example benefits: array({ title: text({ required: true, max: 120 }), detail: textarea({ max: 500 }) }, { rowLabel: 'benefit', maxRows: 20 })
 */
export const array = <const S extends Record<string, SubField>>(fields: S, options: Omit<ArrayField<S>, 'kind' | 'fields'> = {}): ArrayField<S> => ({ kind: 'array', fields, ...options });

const bounds = (f: ArrayField) => `{ ${f.minRows ? `min: ${f.minRows}, ` : ''}max: ${f.maxRows ?? 50}${f.rowLabel ? `, rowLabel: ${quote(f.rowLabel)}` : ''} }`;

/** A JSON list of objects in a JSON column (jsonb on PostgreSQL); each row's sub-fields are emitted by their own kinds. */
export const emit: FieldKindEmitter<ArrayField> = {
  partsForm: 'list',
  parts: (f) => [declaredPart(f)],
  rowsFrom: (f) => f.rowsFrom,
  column: (_f, ctx) => ({ type: 'json', nullable: true, ...(ctx.parts ? { shape: shapeOf(ctx.parts) } : {}) }),
  zod: (f, ctx) => `arrayValue(${objectZod(onlyPart(ctx))}, ${bounds(f)})`,
  zodHelpers: { from: 'kinds/array/value', names: ['arrayValue'] },
  tsType: (_f, ctx) => `Array<${objectTsType(onlyPart(ctx))}>`,
  inputFrom: 'kinds/array/ArrayInput',
  input: (f, ctx) => {
    const row = rowVariable(ctx);
    const part = onlyPart(ctx);
    const attrs = [`name=${jsxString(ctx.name)}`, `label=${jsxString(ctx.label)}`, `rowLabel=${jsxString(f.rowLabel ?? 'row')}`];
    if (f.minRows) attrs.push(`min={${f.minRows}}`);
    attrs.push(`max={${f.maxRows ?? 50}}`, `newRow={${newRowLiteral(part)}}`);
    return `<ArrayInput ${attrs.join(' ')} renderRow={(${row}: string) => (<>${subInputs(part, rowPlaceholder(row), row)}</>)} />`;
  },
  jsonSchema: (f, ctx) => {
    const list: JsonSchema = { type: 'array', items: objectSchema(onlyPart(ctx), ctx), ...(f.minRows ? { minItems: f.minRows } : {}), maxItems: f.maxRows ?? 50 };
    return ctx.mode === 'multipart' ? jsonTextSchema(list, 'The rows as a JSON list of objects') : list;
  },
  searchable: () => false,
  sortable: false,
  wide: true,
  meta: (f) => ({ ...(f.minRows ? { minItems: f.minRows } : {}), maxItems: f.maxRows ?? 50 }),
  translatable: 'array',
};
