/**
 * The one condition that separates live rows from rows in the trash of a
 * soft-delete entity (`softDelete: true`, a `deleted_at` column). Lists,
 * reads, writes and attached relations all go through it, so a trashed row
 * is absent everywhere but the trash itself.
 */
import type { Knex } from 'knex';
import type { EntityMeta } from '../../runtime-shared/meta';

export const TRASH_COLUMN = 'deleted_at';

/** Narrows `builder` to the live rows, or with `trashed` to the rows in the trash; entities without softDelete are left alone. */
export function inTrash<B extends Knex.QueryBuilder>(builder: B, meta: Pick<EntityMeta, 'softDelete' | 'table'>, trashed: boolean): B {
  if (!meta.softDelete) return builder;
  const column = `${meta.table}.${TRASH_COLUMN}`;
  return (trashed ? builder.whereNotNull(column) : builder.whereNull(column)) as B;
}
