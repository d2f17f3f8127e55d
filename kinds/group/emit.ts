import { type FieldCommon, type FieldKindEmitter, type SubField, jsxString } from '../types/emit';
import { declaredPart, jsonTextSchema, objectSchema, objectTsType, objectZod, onlyPart, shapeOf, subInputs } from './sub-fields';

/** Options a kind made of sub-fields takes: no `required` (its sub-fields say which must be filled in). */
export type StructuredCommon = Omit<FieldCommon, 'required'>;

/** Named sub-fields shown and stored together, e.g. a page's search-engine texts. */
export interface GroupField<S extends Record<string, SubField> = Record<string, SubField>> extends StructuredCommon {
  kind: 'group';
  fields: S;
  /**
   * Sub-fields deleted on purpose: the next migration removes them from the stored values. A sub-field that
   * disappears without being listed here is refused by the generator, as an entity's fields are.
   */
  removedFields?: readonly string[];
}

/**
 * @example seo: group({ title: text({ max: 70 }), description: textarea({ max: 160 }) }, { label: 'Search engines' })
 */
export const group = <const S extends Record<string, SubField>>(fields: S, options: Omit<GroupField<S>, 'kind' | 'fields'> = {}): GroupField<S> => ({ kind: 'group', fields, ...options });

/** One JSON object in a JSON column (jsonb on PostgreSQL): every sub-field is emitted by its own kind. */
export const emit: FieldKindEmitter<GroupField> = {
  partsForm: 'one',
  parts: (f) => [declaredPart(f)],
  column: (_f, ctx) => ({ type: 'json', nullable: true, ...(ctx.parts ? { shape: shapeOf(ctx.parts) } : {}) }),
  zod: (_f, ctx) => `groupValue(${objectZod(onlyPart(ctx))})`,
  zodHelpers: { from: 'kinds/group/value', names: ['groupValue'] },
  tsType: (_f, ctx) => objectTsType(onlyPart(ctx)),
  inputFrom: 'kinds/group/GroupInput',
  input: (_f, ctx) => `<GroupInput name=${jsxString(ctx.name)} label=${jsxString(ctx.label)}>${subInputs(onlyPart(ctx), ctx.name)}</GroupInput>`,
  jsonSchema: (_f, ctx) => (ctx.mode === 'multipart' ? jsonTextSchema(objectSchema(onlyPart(ctx), ctx), 'The group as a JSON object') : objectSchema(onlyPart(ctx), ctx)),
  searchable: () => false,
  sortable: false,
  wide: true,
  translatable: 'object',
};
