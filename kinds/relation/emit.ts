import { CHOICE_FILTERS } from '../../runtime-shared/filter-operators';
import { MAX_INT } from '../../runtime-shared/validation';
import { type BuilderOptions, type FieldCommon, type FieldKindEmitter, jsxString, type KindContext, orNull, type RelationTarget, requiredAttr } from '../types/emit';

export interface RelationField extends FieldCommon {
  kind: 'relation';
  /** A function returning the target entity: a typo is a compile error, and import cycles stay harmless. */
  target: () => RelationTarget;
  /** The target's field shown in selects and tables. */
  show: string;
  /** What deleting the target does to this record. @default 'restrict' */
  onDelete?: 'restrict' | 'cascade' | 'set null';
  /**
   * Lists may sort by the related record's shown field: `sort=category.name` (as the caller may read the
   * related records: one they may not read sorts as empty). @default false
   */
  sortable?: boolean;
}

/**
 * A belongs-to relation, stored as `<field>` holding the target's id.
 * @example service_id: relation(() => service, { show: 'name', required: true })
 */
export function relation<F extends RelationTarget['fields']>(
  target: () => { name: string; table?: string; fields: F },
  options: Omit<BuilderOptions<RelationField>, 'target' | 'show'> & { show: keyof F & string },
): RelationField {
  return { kind: 'relation', target, ...options };
}

const target = (ctx: KindContext) => {
  if (!ctx.relation) throw new Error(`relation field ${ctx.name} was not resolved`);
  return ctx.relation;
};

const ON_DELETE = { restrict: 'RESTRICT', cascade: 'CASCADE', 'set null': 'SET NULL' } as const;

/** A belongs-to: an integer column with a foreign key and an index. */
export const emit: FieldKindEmitter<RelationField> = {
  column: (f, ctx) => ({
    type: 'integer',
    nullable: !ctx.required,
    references: { table: target(ctx).table, onDelete: ON_DELETE[f.onDelete ?? 'restrict'] },
  }),
  zod: (_f, ctx) => `idValue({ required: ${ctx.required} })`,
  tsType: (_f, ctx) => (ctx.required ? 'number' : 'number | null'),
  input: (_f, ctx) =>
    `<RelationSelect name=${jsxString(ctx.name)} label=${jsxString(ctx.label)} entity=${jsxString(target(ctx).entity)} show=${jsxString(target(ctx).show)}${requiredAttr(ctx)} />`,
  // The related record's id; answers also attach the record itself (see emit/openapi.ts).
  jsonSchema: (_f, ctx) => orNull({ type: 'integer', minimum: 1, maximum: MAX_INT }, !ctx.required),
  searchable: () => false,
  sortable: true,
  filters: CHOICE_FILTERS,
  link: (f) => ({ many: false, target: f.target, show: f.show }),
  meta: (f) => (f.sortable ? { sortsByShown: true as const } : {}),
};
