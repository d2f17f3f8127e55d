/**
 * The server's side of an entity's `editableWhile` (runtime-shared/meta.ts):
 * a row whose related record is past the allowed states cannot be created,
 * changed, deleted, trashed, restored or have actions run, whichever route
 * asks (CRUD, bulk, import, history restore, trash). Every write path calls
 * `assertEditable` inside its transaction with the row as it was and as it
 * will be, so moving a line to another order checks both orders.
 */
import type { Knex } from 'knex';
import type { EntityMeta } from '../../runtime-shared/meta';
import { allowedValue } from '../../runtime-shared/editable';
import { forUpdate } from '../db/write-lock';
import { conflict } from '../http/errors';
import type { Row } from './serialize';

/**
 * Throws 409 with the rule's message when any given row belongs to a record in a state that
 * forbids the change. The related record is read locked (PostgreSQL), so a status change that
 * races with the write waits for it instead of slipping in between.
 * @example await assertEditable(trx, orderItemMeta, existing, { ...existing, ...values });
 */
export async function assertEditable(trx: Knex.Transaction, meta: EntityMeta, ...rows: (Row | undefined)[]): Promise<void> {
  const rule = meta.editableWhile;
  if (!rule) return;
  const ids = new Set(rows.map((row) => row?.[rule.relation]).filter((id) => id !== null && id !== undefined).map(Number));
  for (const id of ids) {
    // A related record that does not exist is prepare-input's to report (or the foreign key's).
    const owner = await forUpdate(trx, trx<Row>(rule.table).where({ id })).first(rule.field);
    if (owner && !allowedValue(rule, owner[rule.field])) throw conflict(rule.message);
  }
}
