/**
 * The trash of a soft-delete entity (`softDelete: true`). Deleting sets
 * `deleted_at`: the row, its files and its links stay, and every list, read,
 * write and attached relation leaves it out (crud/trash-filter.ts). Restore
 * clears `deleted_at`; purge (`DELETE ?purge=1`) removes the row for good
 * (crud/write.ts `deleteRecord`). All three are logged like other changes.
 *
 * Unique values: a trashed row keeps its unique values (the unique index
 * covers the trash too), so a new row cannot take them (409 naming the field,
 * as for any used value) and a restore can never clash with a live row.
 * Purge the trashed row to free its values.
 */
import type { Knex } from 'knex';
import type { EntityMeta } from '../../runtime-shared/meta';
import type { AuthUser } from '../auth/accounts';
import { guardAccountWrite } from '../auth/account-guard';
import { audited } from '../audit/record-change';
import { notFound } from '../http/errors';
import { assertEditable } from './editable-while';
import { findRaw, findRecord } from './read';
import type { Row } from './serialize';
import { TRASH_COLUMN } from './trash-filter';
import type { Viewer } from './visibility';

interface TrashOptions {
  db: Knex;
  meta: EntityMeta;
  id: number;
  actor?: AuthUser;
}

/** Moves a live row to the trash; 404 when there is no live row with that id. */
export async function trashRecord(o: TrashOptions): Promise<void> {
  const existing = await findRaw(o.db, o.meta, o.id);
  await o.db.transaction((trx) => audited(trx, { meta: o.meta, actor: o.actor, operation: 'delete', id: o.id }, async () => {
    await assertEditable(trx, o.meta, existing);
    await guardAccountWrite(trx, o.actor, o.meta.table, existing, undefined);
    const now = new Date().toISOString();
    const moved = await trx(o.meta.table).where({ id: o.id }).whereNull(TRASH_COLUMN).update({ [TRASH_COLUMN]: now, updated_at: now });
    if (moved === 0) throw notFound(`${o.meta.label} ${o.id}`); // trashed by a concurrent call
  }));
}

/** Brings a row back from the trash; a live row is answered as it is (restoring twice is harmless). */
export async function restoreRecord(o: TrashOptions & { viewer: Viewer }): Promise<Row> {
  const row = await findRaw(o.db, o.meta, o.id, undefined, true);
  if (row[TRASH_COLUMN] !== null && row[TRASH_COLUMN] !== undefined) {
    await o.db.transaction((trx) => audited(trx, { meta: o.meta, actor: o.actor, operation: 'action', action: 'restore', id: o.id }, async () => {
      await assertEditable(trx, o.meta, row);
      await trx(o.meta.table).where({ id: o.id }).update({ [TRASH_COLUMN]: null, updated_at: new Date().toISOString() });
    }));
  }
  return findRecord(o.db, o.meta, o.id, o.viewer);
}
