import type { RelationField } from '../dsl/fields';
import { MAX_INT } from '../../runtime-shared/validation';
import { jsxString } from '../names';
import { orNull, requiredAttr, type KindContext, type FieldKindEmitter } from './kind';

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
  // The related record's id; answers also attach the record itself (see emit/openapi.ts).
  jsonSchema: (_f, ctx) => orNull({ type: 'integer', minimum: 1, maximum: MAX_INT }, !ctx.required),
  searchable: () => false,
  sortable: true,
};
