/**
 * Lifecycle hooks: hand-written code the local API runs around every write of
 * an entity, whatever asked for it (a generated route, a bulk change, a CSV
 * import, a restored version, the trash, a seed-free custom route). Declared
 * per entity with the generated `defineHooks('order', {...})`, which types
 * each event by the entity's input, record and action names; registered for
 * the app by the list given to `createApp({ hooks })`.
 *
 * The moments, in the order a write meets them:
 * - `beforeValidate` (create, update): the input as given; answer changed input, which is then validated.
 * - `beforeChange` (create, update, action, restore): for a create or an update the validated values, which
 *   it may change (stored as answered, after the relation and unique checks); for an action or a restore
 *   it may only refuse.
 * - `afterChange`: the stored record, inside the write's transaction: writes of other records go with it,
 *   and a throw rolls the whole write back.
 * - `beforeDelete`, `afterDelete`: the same for a delete (`soft`: to the trash).
 * - `afterCommit`: once the transaction committed (mail, calls to other systems): a write that rolls back
 *   runs none. The write has happened, so a failure here is logged, never the answer.
 *
 * Every moment but `afterCommit` gets the transaction, the caller and the previous record (as staff read it).
 * A `before*` hook refuses a write by throwing an `APIError`: `refuse('field', 'why')` is the 400 naming the field.
 */
import type { Knex } from 'knex';
import { APIError } from '../http/errors';
import type { Row } from '../crud/serialize';
import type { Caller } from './caller';

/** What the generator declares for one entity (generated/server/local-api.ts). */
export interface EntityTypes {
  /** What a create accepts (the create schema's input). */
  input: object;
  /** A record as the API answers it. */
  record: object;
  /** The names of its declared actions. */
  actions: string;
}

/** The untyped form the runtime runs hooks with. */
export interface AnyEntity extends EntityTypes {
  input: Row;
  record: Row;
  actions: string;
}

/** A write that changes (or makes) a record: `action` names the declared action, `restore` is a row back from the trash. */
export type ChangeOperation = 'create' | 'update' | 'action' | 'restore';

interface Moment<S> {
  /** The entity's API name, e.g. `order`. */
  entity: string;
  /** Who writes (a user, `null` for a visitor, or `system(...)`). */
  caller: Caller;
  /** The app's services: write other records with `records(services)`, in `trx`. */
  services: S;
}

export interface HookEvent<S> extends Moment<S> {
  /** The write's transaction: everything written through it commits or rolls back with the write. */
  trx: Knex.Transaction;
}

export interface ChangeEvent<T extends EntityTypes, S> extends HookEvent<S> {
  operation: ChangeOperation;
  /** The declared action, when `operation` is `action`. */
  action?: T['actions'];
  /** The values to write: for an action, those it sets; for a restore, none. */
  data: Partial<T['input']>;
  /** The record before the write; undefined for a create. */
  previous: T['record'] | undefined;
}

export interface ChangedEvent<T extends EntityTypes, S> extends HookEvent<S> {
  operation: ChangeOperation;
  action?: T['actions'];
  /** The record as stored now. */
  record: T['record'];
  previous: T['record'] | undefined;
}

export interface DeleteEvent<T extends EntityTypes, S> extends HookEvent<S> {
  /** The record being deleted. */
  previous: T['record'];
  /** To the trash (soft delete); false when the row goes for good. */
  soft: boolean;
}

export interface CommittedEvent<T extends EntityTypes, S> extends Moment<S> {
  operation: ChangeOperation | 'delete';
  action?: T['actions'];
  /** The record as committed; undefined after a delete. */
  record: T['record'] | undefined;
  previous: T['record'] | undefined;
}

type Maybe<T> = T | void | Promise<T | void>;

/** One entity's lifecycle hooks. `S`: the app's services (LocalServices). */
export interface EntityHooks<T extends EntityTypes, S> {
  beforeValidate?: (event: ChangeEvent<T, S>) => Maybe<Partial<T['input']>>;
  beforeChange?: (event: ChangeEvent<T, S>) => Maybe<Partial<T['input']>>;
  afterChange?: (event: ChangedEvent<T, S>) => Maybe<never>;
  beforeDelete?: (event: DeleteEvent<T, S>) => Maybe<never>;
  afterDelete?: (event: DeleteEvent<T, S>) => Maybe<never>;
  afterCommit?: (event: CommittedEvent<T, S>) => Maybe<never>;
}

/** An entity's hooks as registered: what `defineHooks` answers and `createApp({ hooks })` takes. */
export interface RegisteredHooks<S> {
  entity: string;
  hooks: EntityHooks<AnyEntity, S>;
}

/** Every entity's hooks by name, in registration order. */
export type HookRegistry<S> = ReadonlyMap<string, readonly EntityHooks<AnyEntity, S>[]>;

/**
 * One entity's hooks for the app's list, typed by its types `T` (the generated `defineHooks` names them).
 * The runtime runs them with untyped rows; the types hold because the rows are the entity's.
 */
export const registerHooks = <T extends EntityTypes, S>(entity: string, hooks: EntityHooks<T, S>): RegisteredHooks<S> => ({
  entity,
  hooks: hooks as unknown as EntityHooks<AnyEntity, S>,
});

export function hookRegistry<S>(list: readonly RegisteredHooks<S>[]): HookRegistry<S> {
  const map = new Map<string, EntityHooks<AnyEntity, S>[]>();
  for (const { entity, hooks } of list) map.set(entity, [...(map.get(entity) ?? []), hooks]);
  return map;
}

/** A `before*` hook's refusal: a 400 (or `status`) naming the field, in the one error shape. */
export const refuse = (field: string, message: string, status = 400): APIError => new APIError(status, message, { [field]: message });

/** Runs a `before*` moment over every module of the entity in turn; each sees the data the previous one answered. */
export async function runBefore<S>(list: readonly EntityHooks<AnyEntity, S>[], moment: 'beforeValidate' | 'beforeChange', event: ChangeEvent<AnyEntity, S>): Promise<Row> {
  let data = event.data;
  for (const hooks of list) {
    const changed = await hooks[moment]?.({ ...event, data });
    if (changed) data = changed;
  }
  return data;
}

/** Runs a moment that answers nothing (after a change, around a delete) over every module in turn. */
export async function runEach<S>(list: readonly EntityHooks<AnyEntity, S>[], run: (hooks: EntityHooks<AnyEntity, S>) => Maybe<never> | undefined): Promise<void> {
  for (const hooks of list) await run(hooks);
}

/** Runs the `afterCommit` hooks; a failing one is logged and the others still run. */
export async function runCommitted<S>(list: readonly EntityHooks<AnyEntity, S>[], event: CommittedEvent<AnyEntity, S>): Promise<void> {
  for (const hooks of list) {
    try {
      await hooks.afterCommit?.(event);
    } catch (error) {
      console.error(`after the ${event.operation} of ${event.entity} ${String(event.record?.id ?? event.previous?.id)} committed:`, error);
    }
  }
}
