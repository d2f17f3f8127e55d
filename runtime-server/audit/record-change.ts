/**
 * Writes the audit log: who changed which record of which entity, when,
 * how (create, update, delete, a declared action), and its values before and
 * after. Called by the CRUD operations (crud/write.ts, crud/actions.ts) inside
 * the transaction of the change, so a change and its entry are stored
 * together or not at all. Changes by staff (a role with back-office access)
 * are logged; sign-ups and the public forms are not staff changes.
 *
 * The table is the generated `audit_entry` entity's (entities/audit-entry.entity.ts):
 * the runtime's fixed table contract, like `users` and `roles` for sign-in.
 */
import type { Knex } from 'knex';
import type { EntityMeta } from '../../runtime-shared/meta';
import type { AuthUser } from '../auth/accounts';
import { takeWriteLock } from '../db/write-lock';
import { changedFields, snapshot } from './snapshot';

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
 * Runs `write` (inside the caller's transaction `trx`) and logs it.
 * @example await audited(trx, { meta, actor, operation: 'update', id }, () => trx(meta.table).where({ id }).update(values));
 */
export async function audited<T>(trx: Knex.Transaction, c: Change, write: () => Promise<T>): Promise<T> {
  if (!audits(c)) return write();
  // The snapshot reads before the write: take SQLite's write lock first, or another process writing in between fails this transaction.
  if (c.id !== undefined) await takeWriteLock(trx, c.meta.table);
  const before = c.id !== undefined ? await snapshot(trx, c.meta, c.id) : undefined;
  const result = await write();
  const id = c.id ?? Number(result);
  const after = c.operation === 'delete' ? undefined : await snapshot(trx, c.meta, id);
  const changed = changedFields(c.meta, before, after);
  // A form saved again as it was is no change: the history lists only real ones.
  if (c.operation === 'update' && changed.length === 0) return result;
  const now = new Date().toISOString();
  await trx(AUDIT_TABLE).insert({
    at: now,
    day: now.slice(0, 10),
    operation: c.operation,
    entity: c.meta.name,
    record_id: id,
    action: c.action ?? null,
    user_id: c.actor!.id,
    user_email: c.actor!.email,
    changed: JSON.stringify(changed),
    before: before ? JSON.stringify(before.values) : null,
    after: after ? JSON.stringify(after.values) : null,
    created_at: now,
    updated_at: now,
  });
  return result;
}
