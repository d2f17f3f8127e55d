import type { ManyToManyField } from '../dsl/fields';
import { MAX_INT } from '../../runtime-shared/validation';
import { jsxString } from '../names';
import type { FieldKindEmitter, KindContext } from './kind';

const target = (ctx: KindContext) => {
  if (!ctx.manyToMany) throw new Error(`many-to-many field ${ctx.name} was not resolved`);
  return ctx.manyToMany;
};

/** No column of its own: the pairs live in the join table the snapshot adds. */
export const manyToManyKind: FieldKindEmitter<ManyToManyField> = {
  column: () => null,
  zod: () => 'idListValue()',
  tsType: () => 'number[]',
  input: (_f, ctx) =>
    `<RelationSelect name=${jsxString(ctx.name)} label=${jsxString(ctx.label)} entity=${jsxString(target(ctx).entity)} show=${jsxString(target(ctx).show)} multiple />`,
  jsonSchema: (_f, ctx) =>
    ctx.mode === 'multipart'
      ? { type: 'string', description: 'A JSON array of ids' }
      : { type: 'array', items: { type: 'integer', minimum: 1, maximum: MAX_INT }, description: `Ids of ${target(ctx).entity} records` },
  searchable: () => false,
  sortable: false,
};
