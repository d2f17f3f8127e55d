import type { RelationField } from '../dsl/fields';
import { jsxString } from '../names';
import { requiredAttr, type FieldKindEmitter, type KindContext } from './kind';

const target = (ctx: KindContext) => {
  if (!ctx.relation) throw new Error(`relation field ${ctx.name} was not resolved`);
  return ctx.relation;
};

const ON_DELETE = { restrict: 'RESTRICT', cascade: 'CASCADE', 'set null': 'SET NULL' } as const;

/** A belongs-to: an integer column with a foreign key and an index. */
export const relationKind: FieldKindEmitter<RelationField> = {
  column: (f, ctx) => ({
    type: 'integer',
    nullable: !ctx.required,
    references: { table: target(ctx).table, onDelete: ON_DELETE[f.onDelete ?? 'restrict'] },
  }),
  zod: (_f, ctx) => `idValue({ required: ${ctx.required} })`,
  tsType: (_f, ctx) => (ctx.required ? 'number' : 'number | null'),
  input: (_f, ctx) =>
    `<RelationSelect name=${jsxString(ctx.name)} label=${jsxString(ctx.label)} entity=${jsxString(target(ctx).entity)} show=${jsxString(target(ctx).show)}${requiredAttr(ctx)} />`,
  searchable: () => false,
  sortable: true,
};
