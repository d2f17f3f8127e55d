import { MAX_INT } from '../../runtime-shared/validation';
import { type BuilderOptions, type FieldCommon, type FieldKindEmitter, jsxString, type KindContext, type RelationTarget } from '../types/emit';

/** Many-to-many: a join table `<table>_<field>` holds the pairs; the API value is the list of ids. */
export interface ManyToManyField extends Omit<FieldCommon, 'required'> {
  kind: 'manyToMany';
  target: () => RelationTarget;
  show: string;
}

/**
 * Many-to-many. The field name ends in `_ids`; answers also carry the related records under the name without it.
 * @example question_ids: manyToMany(() => singleQuestion, { show: 'question' })
 */
export function manyToMany<F extends RelationTarget['fields']>(
  target: () => { name: string; table?: string; fields: F },
  opts: Omit<BuilderOptions<ManyToManyField>, 'target' | 'show'> & { show: keyof F & string },
): ManyToManyField {
  return { kind: 'manyToMany', target, ...opts };
}

const target = (ctx: KindContext) => {
  if (!ctx.manyToMany) throw new Error(`many-to-many field ${ctx.name} was not resolved`);
  return ctx.manyToMany;
};

/** No column of its own: the pairs live in the join table the snapshot adds. */
export const emit: FieldKindEmitter<ManyToManyField> = {
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
  wide: true,
  link: (f) => ({ many: true, target: f.target, show: f.show }),
};
