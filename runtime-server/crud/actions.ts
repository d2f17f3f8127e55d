/**
 * Declared status changes (shortlist, publish, archive). The state check and
 * the change are one conditional UPDATE (`WHERE id = ? AND status IN (...)`):
 * of two concurrent calls only one can match the row, the other finds no row
 * to change and answers 409, so an action never applies twice. Hooks
 * registered for the action (action-hooks.ts) run in the same transaction.
 */
import type { Knex } from 'knex';
import { serverKinds } from '../../kinds/registry/server';
import type { ActionMeta, EntityMeta } from '../../runtime-shared/meta';
import type { AuthUser } from '../auth/accounts';
import { isSystemActor } from '../auth/system-actor';
import { audited } from '../audit/record-change';
import { conflict, notFound } from '../http/errors';
import { forUpdate, takeWriteLock } from '../db/write-lock';
import { hooksFor, type LocalServices } from './action-hooks';
import { assertEditable } from './editable-while';
import { findRecord } from './read';
import { inTrash } from './trash-filter';
import type { ColumnValue, Row } from './serialize';
import type { RowFilter, Viewer } from './visibility';

/**
 * Why the action cannot run on the row as it is, or undefined when it can, in words for people:
 * "Archive is not possible for a job whose state is Draft", "Publish result is not possible for an
 * applicant answer that is not fully marked" (a boolean's label reads as what the record is).
 */
export function refusal(meta: EntityMeta, action: ActionMeta, row: Row): string | undefined {
  for (const [name, allowed] of Object.entries(action.from ?? {})) {
    // A field an action's `from` names is an enum or a flag.
    const current = row[name] as ColumnValue | undefined;
    if (!allowed.some((value) => String(value) === String(current) || (typeof value === 'boolean' && Boolean(Number(current)) === value))) {
      const entity = meta.label.toLowerCase();
      const field = meta.fields.find((f) => f.name === name);
      const label = (field?.label ?? name).toLowerCase();
      const state = field && serverKinds[field.kind].flag
        ? `that is ${Number(current) ? 'already' : 'not'} ${label}`
        : `whose ${label} is ${field?.options?.find((o) => o.value === String(current))?.label ?? String(current ?? 'empty')}`;
      return `${action.label} is not possible for ${withArticle(entity)} ${state}`;
    }
  }
  return undefined;
}

/** "a job", "an applicant answer": by the first letter, which suits the labels entities use (a "user" starts with a consonant sound). */
function withArticle(noun: string): string {
  return `${/^[aeio]/i.test(noun) ? 'an' : 'a'} ${noun}`;
}

/** The action's values with the computed ones filled in: `'$now'` the current time, `'$user'` the acting user's id. */
export function computed(set: ActionMeta['set'], now: string, actor: AuthUser | undefined): Row {
  const user = actor && !isSystemActor(actor) ? actor.id : null; // the system has no account to point at
  return Object.fromEntries(Object.entries(set).map(([field, value]) => [field, value === '$now' ? now : value === '$user' ? user : value]));
}

/**
 * `db`: the app's database or a caller's transaction; `services`: the app's, whose action hooks run here;
 * `scope`: the rows the caller may change (their own, crud/ownership.ts); any other row is a 404.
 */
export async function runAction(db: Knex, meta: EntityMeta, id: number, name: string, viewer: Viewer, actor: AuthUser | undefined, services: LocalServices, scope?: RowFilter): Promise<Row> {
  const action = meta.actions.find((a) => a.name === name);
  if (!action) throw notFound(`The action "${name}" of ${meta.label}`);
  const update = db(meta.table).where({ id });
  for (const [field, allowed] of Object.entries(action.from ?? {})) update.whereIn(field, [...allowed]);
  const now = new Date().toISOString();
  const values = { ...computed(action.set, now, actor), updated_at: now };
  await db.transaction(async (trx) => {
    // The row is read inside the transaction and locked (SQLite: the write lock; PostgreSQL: the row), so the
    // state a hook is told the row left is the state the update changed, even when calls race. A row in the trash is absent.
    await takeWriteLock(trx, meta.table);
    const before = (await forUpdate(trx, inTrash(trx(meta.table), meta, false).where({ ...scope, id })).first()) as Row | undefined;
    if (!before) throw notFound(`${meta.label} ${id}`);
    const refused = refusal(meta, action, before);
    if (refused) throw conflict(refused); // the usual case: a clear message naming the current state
    await assertEditable(trx, meta, before);
    await audited(trx, { meta, actor, operation: 'action', id, action: name }, async () => {
      const changed = await update.transacting(trx).update(values);
      // Thrown inside the transaction, so that the lost call leaves no audit entry either.
      if (changed === 0) throw conflict(`The ${meta.label.toLowerCase()} was changed meanwhile; reload it and try again`);
    });
    for (const hook of hooksFor(services.actionHooks, meta.name, name)) await hook.run?.({ trx, entity: meta.name, action: name, id, before, services, ...(actor ? { actor } : {}) });
  });
  return findRecord(db, meta, id, viewer);
}
