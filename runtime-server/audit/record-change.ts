/**
 * Writes the audit log: who changed which record of which entity, when,
 * how (create, update, delete, a declared action), and its values before and
 * after. Called by the CRUD operations (crud/write.ts, crud/actions.ts) inside
 * the transaction of the change, so a change and its entry are stored
 * together or not at all. Changes by staff (a role with back-office access)
 * are logged, and so are the system's (auth/system-actor.ts: a payment, a checkout, with its reason);
 * sign-ups and the public forms are not staff changes.
 *
 * The table is the generated `audit_entry` entity's (entities/audit-entry.entity.ts):
 * the runtime's fixed table contract, like `users` and `roles` for sign-in.
 */
import type { Knex } from 'knex';
import type { EntityMeta } from '../../runtime-shared/meta';
import type { AuthUser } from '../auth/accounts';
import { isSystemActor } from '../auth/system-actor';
import { lockedRow } from '../db/write-lock';
import { insertRow } from '../db/write-statements';
import type { Row } from '../crud/serialize';
import { changedFields, snapshotOf } from './snapshot';

export const AUDIT_TABLE = 'audit_entries';
export const AUDIT_ENTITY = 'audit-entry';

export type AuditOperation = 'create' | 'update' | 'delete' | 'action';

export interface Change {
  meta: EntityMeta;
  actor: AuthUser | undefined;
  operation: AuditOperation;
  /** The record; for a create, the id `write` answers. */
  id?: number;
  /** The declared action's name, for operation `action`. */
  action?: string;
}

const audits = (c: Change) => Boolean(c.actor?.role?.admin_access) && c.meta.name !== AUDIT_ENTITY;

/**
 * Runs `write` (inside the caller's transaction `trx`) and logs it, reading the record before and after.
 * A write that has both rows already (crud/write.ts) calls `logChange` instead.
 * @example await audited(trx, { meta, actor, operation: 'update', id }, () => trx(meta.table).where({ id }).update(values));
 */
export async function audited<T>(trx: Knex.Transaction, c: Change, write: () => Promise<T>): Promise<T> {
  if (!audits(c)) return write();
  // The snapshot reads before the write, locked (write-lock.ts): on SQLite another process writing in between would fail this transaction.
  const before = c.id !== undefined ? ((await lockedRow(trx, c.meta.table, c.id))) : undefined;
  const result = await write();
  const id = c.id ?? Number(result);
  const after = c.operation === 'delete' ? undefined : ((await trx(c.meta.table).where({ id }).first()) as Row | undefined);
  await logChange(trx, { ...c, id }, before, after);
  return result;
}

/**
 * Logs a change from the stored rows before and after it (`select *` or `RETURNING *` of the
 * write's own transaction; none before a create, none after a delete). Nothing for changes
 * that are not logged, nor for an update that changed no value.
 */
export async function logChange(trx: Knex.Transaction, c: Change & { id: number }, beforeRow: Row | undefined, afterRow: Row | undefined): Promise<void> {
  if (!audits(c)) return;
  const before = beforeRow ? await snapshotOf(trx, c.meta, beforeRow) : undefined;
  const after = afterRow ? await snapshotOf(trx, c.meta, afterRow) : undefined;
  const changed = changedFields(c.meta, before, after);
  // A form saved again as it was is no change: the history lists only real ones.
  if (c.operation === 'update' && changed.length === 0) return;
  const now = new Date().toISOString();
  await insertRow(trx, AUDIT_TABLE, {
    at: now,
    day: now.slice(0, 10),
    operation: c.operation,
    entity: c.meta.name,
    record_id: c.id,
    action: c.action ?? null,
    user_id: isSystemActor(c.actor) ? null : c.actor!.id,
    user_email: c.actor!.email,
    changed: JSON.stringify(changed),
    before: before ? JSON.stringify(before.values) : null,
    after: after ? JSON.stringify(after.values) : null,
    created_at: now,
    updated_at: now,
  });
}
