/**
 * Scheduled changes of records with drafts: "Publish at" (the draft, or the
 * record, goes live at a time) and "Unpublish at" (it leaves the public site).
 * One row each in `scheduled_changes` (tables.ts); the scheduler
 * (scheduler.ts) runs them. Times are stored in UTC; the admin enters and
 * shows them in the site's time zone (runtime-shared/site-time.ts).
 */
import type { Knex } from 'knex';
import type { EntityMeta } from '../../runtime-shared/meta';
import { assertUserAccess } from '../auth/access';
import { findRaw } from '../crud/read';
import type { Row } from '../crud/serialize';
import { badRequest, notFound } from '../http/errors';
import { allowed, isSystem, type Caller } from '../local-api/caller';
import { SCHEDULE_TABLE } from './tables';

export type ScheduledAction = 'publish' | 'unpublish';
export type ScheduledStatus = 'pending' | 'done' | 'failed' | 'cancelled';

export interface ScheduledChange {
  id: number;
  entity: string;
  record_id: number;
  action: ScheduledAction;
  /** When, ISO 8601 UTC. */
  run_at: string;
  status: ScheduledStatus;
  error: string | null;
  created_by: string | null;
  done_at: string | null;
}

export const asChange = (r: Row): ScheduledChange => ({
  id: Number(r.id),
  entity: String(r.entity),
  record_id: Number(r.record_id),
  action: r.action as ScheduledAction,
  run_at: String(r.run_at),
  status: r.status as ScheduledStatus,
  error: (r.error as string | null) ?? null,
  created_by: (r.created_by as string | null) ?? null,
  done_at: (r.done_at as string | null) ?? null,
});

/** Furthest ahead a change may be scheduled. */
const MAX_AHEAD_MS = 5 * 366 * 24 * 3600 * 1000;

/** Schedules `action` on the record at `at`; staff with the update grant. */
export async function scheduleChange(db: Knex, meta: EntityMeta, id: number, action: ScheduledAction, at: Date, caller: Caller, now = new Date()): Promise<ScheduledChange> {
  if (!meta.drafts) throw badRequest(`${meta.pluralLabel} have no drafts`);
  const actor = allowed(caller, meta, 'update');
  if (!isSystem(caller)) assertUserAccess(caller ?? undefined, 'admin', meta.name, 'update');
  if (action === 'unpublish' && !meta.drafts.liveField) throw badRequest(`${meta.pluralLabel} are always live: they cannot be unpublished`, { action: 'Not offered' });
  if (at.getTime() <= now.getTime()) throw badRequest('Choose a time in the future', { at: 'Choose a time in the future' });
  if (at.getTime() - now.getTime() > MAX_AHEAD_MS) throw badRequest('Choose a time within five years', { at: 'Choose a time within five years' });
  await findRaw(db, meta, id);
  const stamp = now.toISOString();
  const [row] = (await db(SCHEDULE_TABLE)
    .insert({ entity: meta.name, record_id: id, action, run_at: at.toISOString(), status: 'pending', created_by: actor?.email ?? null, created_at: stamp, updated_at: stamp })
    .returning('*')) as Row[];
  return asChange(row!);
}

/** The record's scheduled changes: pending ones first by time, then the last few done, failed or cancelled. */
export async function changesOf(db: Knex, meta: EntityMeta, id: number): Promise<ScheduledChange[]> {
  const rows = (await db(SCHEDULE_TABLE).where({ entity: meta.name, record_id: id }).orderBy([{ column: 'run_at', order: 'desc' }, { column: 'id', order: 'desc' }]).limit(50)) as Row[];
  const all = rows.map(asChange);
  return [...all.filter((c) => c.status === 'pending').reverse(), ...all.filter((c) => c.status !== 'pending').slice(0, 10)];
}

/** Cancels a pending change of the record; 404 when it has no such pending change. */
export async function cancelChange(db: Knex, meta: EntityMeta, id: number, changeId: number, caller: Caller): Promise<void> {
  allowed(caller, meta, 'update');
  if (!isSystem(caller)) assertUserAccess(caller ?? undefined, 'admin', meta.name, 'update');
  const done = await db(SCHEDULE_TABLE).where({ id: changeId, entity: meta.name, record_id: id, status: 'pending' }).update({ status: 'cancelled', updated_at: new Date().toISOString() });
  if (done === 0) throw notFound(`A pending scheduled change ${changeId} of ${meta.label} ${id}`);
}

/** Every pending change of the given entities, soonest first (the admin's list of scheduled changes). */
export async function pendingChanges(db: Knex, entities: readonly string[], limit = 200): Promise<ScheduledChange[]> {
  if (!entities.length) return [];
  const rows = (await db(SCHEDULE_TABLE).where({ status: 'pending' }).whereIn('entity', entities).orderBy([{ column: 'run_at' }, { column: 'id' }]).limit(limit)) as Row[];
  return rows.map(asChange);
}
