/**
 * The entity's unique combinations (`unique: [{ fields: ['user_id', 'product_id'] }]`),
 * checked before a write so that a repeat answers 409 with the entity's own
 * message, naming the last field. The unique index in the database still
 * decides under races (http/database-errors.ts answers 409 then too).
 */
import type { Knex } from 'knex';
import type { EntityMeta } from '../../runtime-shared/meta';
import { conflict } from '../http/errors';
import type { Row } from './serialize';

/** `values`: what the write stores; `existing`: the stored row when updating (its values fill the fields not sent). */
export async function assertUniqueCombinations(db: Knex, meta: EntityMeta, values: Row, existing?: Row): Promise<void> {
  for (const unique of meta.unique ?? []) {
    const combination: Row = {};
    for (const field of unique.fields) combination[field] = field in values ? values[field] : existing?.[field];
    // Rows with an empty value never clash: a unique index lets NULLs repeat.
    if (Object.values(combination).some((v) => v === null || v === undefined)) continue;
    const query = db(meta.table).where(combination).first('id');
    // A bulk update has no single stored row (no id): the unique index itself refuses a repeat there.
    if (existing?.id !== undefined) query.whereNot('id', existing.id as number);
    if (await query) throw conflict(unique.message, { [unique.fields.at(-1)!]: unique.message });
  }
}
