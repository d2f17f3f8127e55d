/**
 * Which rows of an entity a caller may read. The same rule decides what a
 * list or a record route answers and which related records an answer may
 * carry (`job.exam`, `applicant.user`, an exam's questions): a related record
 * is attached only when its own entity would show it to the same caller.
 */
import type { Request } from 'express';
import type { EntityMeta } from '../../runtime-shared/meta';
import type { AuthUser } from '../auth/accounts';
import { grants } from '../auth/access';
import { contextOf } from '../http/context';

export type RowFilter = Readonly<Record<string, string | number | boolean>>;

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

/** The same, for the target of a relation; an entity the app does not serve is never shown. */
export function readableTarget(viewer: Viewer, entity: string): Readable {
  const target = viewer.entities.get(entity);
  return target ? readableRows(viewer.user, target) : 'none';
}
