/**
 * Declared status changes (shortlist, publish, archive). The state check and
 * the change are one conditional UPDATE (`WHERE id = ? AND status IN (...)`):
 * of two concurrent calls only one can match the row, the other finds no row
 * to change and answers 409, so an action never applies twice.
 */
import type { Knex } from 'knex';
import type { ActionMeta, EntityMeta } from '../../runtime-shared/meta';
import type { AuthUser } from '../auth/accounts';
import { audited } from '../audit/record-change';
import { conflict, notFound } from '../http/errors';
import { findRaw, findRecord } from './read';
import type { Row } from './serialize';
import type { Viewer } from './visibility';

/** Why the action cannot run on the row as it is, or undefined when it can. */
function refusal(meta: EntityMeta, action: ActionMeta, row: Row): string | undefined {
  for (const [field, allowed] of Object.entries(action.from ?? {})) {
    const current = row[field];
    if (!allowed.some((value) => String(value) === String(current) || (typeof value === 'boolean' && Boolean(Number(current)) === value))) {
      return `Cannot ${action.label.toLowerCase()} a ${meta.label.toLowerCase()} whose ${field} is ${String(current)}`;
    }
  }
  return undefined;
}

/** The action's values with the computed ones filled in: `'$now'` the current time, `'$user'` the acting user's id. */
function computed(set: ActionMeta['set'], now: string, actor: AuthUser | undefined): Row {
  return Object.fromEntries(Object.entries(set).map(([field, value]) => [field, value === '$now' ? now : value === '$user' ? (actor?.id ?? null) : value]));
}

export async function runAction(db: Knex, meta: EntityMeta, id: number, name: string, viewer: Viewer, actor?: AuthUser): Promise<Row> {
  const action = meta.actions.find((a) => a.name === name);
  if (!action) throw notFound(`The action "${name}" of ${meta.label}`);
  const before = await findRaw(db, meta, id);
  const refused = refusal(meta, action, before);
  if (refused) throw conflict(refused); // the usual case: a clear message naming the current state
  const update = db(meta.table).where({ id });
  for (const [field, allowed] of Object.entries(action.from ?? {})) update.whereIn(field, [...allowed]);
  const now = new Date().toISOString();
  const values = { ...computed(action.set, now, actor), updated_at: now };
  await db.transaction((trx) =>
    audited(trx, { meta, actor, operation: 'action', id, action: name }, async () => {
      const changed = await update.transacting(trx).update(values);
      // Thrown inside the transaction, so that the lost call leaves no audit entry either.
      if (changed === 0) throw conflict(`The ${meta.label.toLowerCase()} was changed meanwhile; reload it and try again`);
    }),
  );
  return findRecord(db, meta, id, viewer);
}
