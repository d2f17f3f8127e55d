/**
 * Which rows of an entity a caller may read. The same rule decides what a
 * list or a record route answers and which related records an answer may
 * carry (`job.exam`, `applicant.user`, an exam's questions): a related record
 * is attached only when its own entity would show it to the same caller.
 */
import type { Knex } from 'knex';
import type { EntityMeta, PublicCondition } from '../../runtime-shared/meta';
import type { AuthUser } from '../auth/accounts';
import { todayIn } from '../../runtime-shared/site-time';
import { grants } from '../auth/access';

export type RowFilter = Readonly<Record<string, PublicCondition>>;

/** Every row, only the rows matching a filter (the entity's public filter), or none. */
export type Readable = 'all' | 'none' | { only: RowFilter };

/**
 * Who an answer is for, and every entity's meta, to look up the targets of relations. A route builds it
 * from its request (`viewerOf` in http/context.ts); code without a request (a seed, a mail) builds its own.
 */
export interface Viewer {
  user: AuthUser | undefined;
  entities: ReadonlyMap<string, EntityMeta>;
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

/** One column test of a row filter, with `'now'` and `'today'` resolved at the request; `orNull`: NULL passes too. */
export interface RowCondition {
  column: string;
  op: '=' | '<=' | '>=';
  value: string | number | boolean;
  orNull?: boolean;
}

/**
 * A row filter as SQL-ready conditions for `now`. Date-time columns hold
 * ISO 8601 UTC strings and date columns `YYYY-MM-DD`, so both compare with
 * the ISO moment as text (`2026-11-23` sorts before `2026-11-23T…`: today's
 * date is not after now), and `gte: 'today'` with today's date in the site's
 * time zone (runtime-shared/site-time.ts); NULL passes only with `orNull`.
 */
export function rowConditions(filter: RowFilter, now = new Date()): RowCondition[] {
  return Object.entries(filter).map(([column, condition]): RowCondition => {
    if (typeof condition !== 'object') return { column, op: '=', value: condition };
    const orNull = condition.orNull === true ? { orNull: true } : {};
    return 'gte' in condition ? { column, op: '>=', value: todayIn(now), ...orNull } : { column, op: '<=', value: now.toISOString(), ...orNull };
  });
}

/** Adds the conditions to a query (its WHERE, ANDed with what it has). */
export function whereConditions(query: Knex.QueryBuilder, conditions: readonly RowCondition[]): Knex.QueryBuilder {
  for (const { column, op, value, orNull } of conditions) {
    if (orNull) {
      query.where((w) => {
        w.whereNull(column).orWhere(column, op, value);
      });
    }
    else query.where(column, op, value);
  }
  return query;
}

/** Whether a record (as read from its table) meets every condition: the check of a single-record route. */
export function meetsConditions(record: Readonly<Record<string, unknown>>, conditions: readonly RowCondition[]): boolean {
  return conditions.every(({ column, op, value, orNull }) => {
    const actual = record[column];
    if (actual === null || actual === undefined) return orNull === true;
    if (op === '=') return actual === value;
    return typeof actual === 'string' && (op === '<=' ? actual <= String(value) : actual >= String(value));
  });
}

/** The same, for the target of a relation; an entity the app does not serve is never shown. */
export function readableTarget(viewer: Viewer, entity: string): Readable {
  const target = viewer.entities.get(entity);
  return target ? readableRows(viewer.user, target) : 'none';
}
