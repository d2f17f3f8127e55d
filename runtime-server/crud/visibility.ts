/**
 * Which rows of an entity a caller may read. The same rule decides what a
 * list or a record route answers and which related records an answer may
 * carry (`job.exam`, `applicant.user`, an exam's questions): a related record
 * is attached only when its own entity would show it to the same caller.
 */
import type { Request } from 'express';
import type { EntityMeta, PublicCondition } from '../../runtime-shared/meta';
import type { AuthUser } from '../auth/accounts';
import { grants } from '../auth/access';
import { contextOf } from '../http/context';

export type RowFilter = Readonly<Record<string, PublicCondition>>;

/** Every row, only the rows matching a filter (the entity's public filter), or none. */
export type Readable = 'all' | 'none' | { only: RowFilter };

/** Who an answer is for, and every entity's meta, to look up the targets of relations. */
export interface Viewer {
  user: AuthUser | undefined;
  entities: ReadonlyMap<string, EntityMeta>;
}

export function viewerOf(req: Request): Viewer {
  return { user: req.user, entities: contextOf(req).entities };
}

/**
 * What `user` may read of `meta`: as `assertAccess` would allow, narrowed without the read grant
 * by the public filter and, for `'owner'` access, to the rows the user owns (crud/ownership.ts).
 */
export function readableRows(user: AuthUser | undefined, meta: EntityMeta): Readable {
  if (grants(user?.role, meta.name, 'read')) return 'all';
  const level = meta.access.read;
  if (level === 'admin' || ((level === 'authenticated' || level === 'owner') && !user)) return 'none';
  if (level === 'owner') return meta.owner && user ? { only: { ...meta.publicFilter, [meta.owner]: user.id } } : 'none';
  return meta.publicFilter ? { only: meta.publicFilter } : 'all';
}

/** One column test of a row filter, with `'now'` resolved to the moment of the request. */
export interface RowCondition {
  column: string;
  op: '=' | '<=';
  value: string | number | boolean;
}

/**
 * A row filter as SQL-ready conditions for `now`. Date-time columns hold
 * ISO 8601 UTC strings and date columns `YYYY-MM-DD`, so both compare with
 * the ISO moment as text (`2026-11-23` sorts before `2026-11-23T…`: today's
 * date is not after now); NULL (a draft) never passes `<=`.
 */
export function rowConditions(filter: RowFilter, now = new Date()): RowCondition[] {
  return Object.entries(filter).map(([column, condition]) =>
    typeof condition === 'object' ? { column, op: '<=', value: now.toISOString() } : { column, op: '=', value: condition },
  );
}

/** Whether a record (as read from its table) meets every condition: the check of a single-record route. */
export function meetsConditions(record: Readonly<Record<string, unknown>>, conditions: readonly RowCondition[]): boolean {
  return conditions.every(({ column, op, value }) => {
    const actual = record[column];
    return op === '=' ? actual === value : typeof actual === 'string' && actual <= String(value);
  });
}

/** The same, for the target of a relation; an entity the app does not serve is never shown. */
export function readableTarget(viewer: Viewer, entity: string): Readable {
  const target = viewer.entities.get(entity);
  return target ? readableRows(viewer.user, target) : 'none';
}
