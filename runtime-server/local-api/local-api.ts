/**
 * The local API, typed per entity: the generator writes a map of entity
 * names to their input, record and action types, and a registry of their
 * metas and schemas (generated/server/local-api.ts); `localApi(registry,
 * services)` answers the operations of operations.ts with those types, so
 * `create('order', input)` checks `input` against the order's fields.
 *
 * @example
 *   const records = localApi(localApiRegistry, contextOf(req));
 *   const order = await records.create('order', { ...fields }, { caller: system('checkout'), trx });
 *   const paid = await records.update('order', order.id, { status: 'paid' }, { caller: system('payment'), where: { status: ['pending', 'failed'] } });
 *   if (!paid) ... // it was paid (or cancelled) meanwhile: nothing was written
 */
import type { Knex } from 'knex';
import type { LocalServices } from '../crud/action-hooks';
import type { ListResult } from '../crud/read';
import type { Row } from '../crud/serialize';
import * as drafts from './drafts';
import { transaction } from './after-commit';
import type { EntityTypes } from './hooks';
import * as op from './operations';
import { findSingleton, saveSingleton } from './singleton';
import type { Where } from './where';

export type { EntityTypes } from './hooks';

/** Entity names to their types (an interface: its keys are exactly the entities). */
export type EntityTypeMap<E = unknown> = { [N in keyof E]: EntityTypes };

/** Every entity's meta and schemas by name. */
export type LocalApiRegistry<E extends EntityTypeMap<E>> = { readonly [N in keyof E]: op.EntityTarget };

type Input<E extends EntityTypeMap<E>, N extends keyof E> = E[N]['input'];
type Rec<E extends EntityTypeMap<E>, N extends keyof E> = E[N]['record'];
/** An update's values: some fields, or a function of the stored record (read locked: race-safe relative changes). */
type Patch<E extends EntityTypeMap<E>, N extends keyof E> = Partial<Input<E, N>> | ((current: Rec<E, N>) => Partial<Input<E, N>>);
type Options<E extends EntityTypeMap<E>, N extends keyof E> = Omit<op.UpdateOptions, 'where'> & { where?: Where<Rec<E, N>> };

export interface LocalApi<E extends EntityTypeMap<E>> {
  /** `stamps`: the record's own creation time, for the system only (op.Stamps). */
  create<N extends keyof E & string>(entity: N, input: Input<E, N>, options: op.CreateOptions): Promise<Rec<E, N>>;
  /** With `where`: `null` when the stored row did not meet it and nothing was written. */
  update<N extends keyof E & string>(entity: N, id: number, input: Patch<E, N>, options: Options<E, N> & { where: Where<Rec<E, N>> }): Promise<Rec<E, N> | null>;
  update<N extends keyof E & string>(entity: N, id: number, input: Patch<E, N>, options: Options<E, N> & { where?: undefined }): Promise<Rec<E, N>>;
  delete<N extends keyof E & string>(entity: N, id: number, options: op.DeleteOptions): Promise<void>;
  runAction<N extends keyof E & string>(entity: N, id: number, action: E[N]['actions'], options: op.CallOptions): Promise<Rec<E, N>>;
  findById<N extends keyof E & string>(entity: N, id: number, options: op.CallOptions): Promise<Rec<E, N>>;
  find<N extends keyof E & string>(entity: N, query: op.FindQuery, options: op.CallOptions): Promise<ListResult & { data: Rec<E, N>[] }>;
  /** A singleton entity's record; `null` before its first save. */
  findSingleton<N extends keyof E & string>(entity: N, options: op.CallOptions): Promise<Rec<E, N> | null>;
  /** A singleton entity's record saved whole (created by the first save). */
  saveSingleton<N extends keyof E & string>(entity: N, input: Input<E, N>, options: op.WriteOptions): Promise<Rec<E, N>>;
  /** Entities with `drafts: true` (drafts.ts): saves fields as the record's draft; the live record does not change. */
  saveDraft<N extends keyof E & string>(entity: N, id: number, input: Partial<Input<E, N>>, options: drafts.DraftOptions): Promise<drafts.DraftStatus>;
  /** Makes the draft live (and sets the live flag) in one conditional write; 409 when it was published or saved meanwhile. */
  publish<N extends keyof E & string>(entity: N, id: number, options: drafts.DraftOptions): Promise<Rec<E, N>>;
  unpublish<N extends keyof E & string>(entity: N, id: number, options: op.CallOptions): Promise<Rec<E, N>>;
  discardDraft<N extends keyof E & string>(entity: N, id: number, options: drafts.DraftOptions): Promise<void>;
  /** A soft-delete entity's record back from the trash. */
  restore<N extends keyof E & string>(entity: N, id: number, options: op.CallOptions): Promise<Rec<E, N>>;
  /**
   * Runs `work` in a new transaction; the `afterCommit` hooks of the writes made in it (mail) run once it
   * committed, and none when it rolls back. Pass its `trx` to each write.
   */
  transaction<T>(work: (trx: Knex.Transaction) => Promise<T>): Promise<T>;
}

export function localApi<E extends EntityTypeMap<E>>(registry: LocalApiRegistry<E>, services: LocalServices): LocalApi<E> {
  const target = (entity: keyof E) => registry[entity];
  // The typed surface over the generic operations: the types come from the generated map, the values are the API's rows.
  return {
    create: async (entity, input, options) => (await op.create(services, target(entity), input as Row, options)),
    update: (async (entity: keyof E, id: number, input: Row | ((current: Row) => Row), options: op.UpdateOptions) => op.update(services, target(entity), id, input, options)) as LocalApi<E>['update'],
    delete: (entity, id, options) => op.remove(services, target(entity), id, options),
    runAction: async (entity, id, action, options) => (await op.runAction(services, target(entity), id, action, options)),
    findById: async (entity, id, options) => (await op.findById(services, target(entity), id, options)),
    find: async (entity, query, options) => (await op.find(services, target(entity), query, options)),
    findSingleton: async (entity, options) => (await findSingleton(services, target(entity), options)),
    saveSingleton: async (entity, input, options) => (await saveSingleton(services, target(entity), input as Row, options)),
    saveDraft: (entity, id, input, options) => drafts.saveDraft(services, target(entity), id, input, options),
    publish: async (entity, id, options) => (await drafts.publish(services, target(entity), id, options)),
    unpublish: async (entity, id, options) => (await drafts.unpublish(services, target(entity), id, options)),
    discardDraft: (entity, id, options) => drafts.discardDraft(services, target(entity), id, options),
    restore: async (entity, id, options) => (await op.restore(services, target(entity), id, options)),
    transaction: (work) => transaction(services.db, work),
  };
}

export { system, type Caller } from './caller';
