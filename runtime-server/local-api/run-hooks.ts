/**
 * How the operations (operations.ts) run an entity's lifecycle hooks
 * (hooks.ts) around a write, inside the write's transaction: the previous
 * record read and locked first, `before*` hooks, the write itself, `after*`
 * hooks, and the `afterCommit` hooks queued for the commit (after-commit.ts).
 * Records are given to hooks as staff read them (every field but secrets),
 * whoever the caller is: a hook decides from the data, not from what the
 * caller may see.
 */
import type { Knex } from 'knex';
import type { EntityMeta } from '../../runtime-shared/meta';
import { systemActor } from '../auth/system-actor';
import type { LocalServices } from '../crud/action-hooks';
import { findRaw } from '../crud/read';
import { serializeRows, type Row } from '../crud/serialize';
import type { RowFilter, Viewer } from '../crud/visibility';
import { lockedRow } from '../db/write-lock';
import { notFound } from '../http/errors';
import { whenCommitted } from './after-commit';
import type { Caller } from './caller';
import { runBefore, runCommitted, runEach, type AnyEntity, type ChangeOperation, type EntityHooks } from './hooks';

const READER = systemActor('lifecycle hooks');

/** A row as hooks see it: the API's form, every field staff may read. */
export async function asRecord(trx: Knex, s: LocalServices, meta: EntityMeta, row: Row): Promise<Row> {
  const [record] = await serializeRows(trx, meta, [row], { user: READER, entities: s.entities });
  return record!;
}

/**
 * The stored row a write will change, read and locked in `trx`: a 404 outside the caller's `scope`, and for
 * a row in the trash unless `trashed`. Answers the raw row and its record.
 */
export async function previousOf(trx: Knex.Transaction, s: LocalServices, meta: EntityMeta, id: number, scope: RowFilter | undefined, trashed: boolean): Promise<{ row: Row; record: Row }> {
  await findRaw(trx, meta, id, scope, trashed);
  const row = await lockedRow(trx, meta.table, id);
  if (!row) throw notFound(`${meta.label} ${id}`);
  return { row, record: await asRecord(trx, s, meta, row) };
}

export interface Change {
  operation: ChangeOperation;
  action?: string;
  /** The input (create, update), the action's values, or none (restore). */
  data: Row;
  previous: Row | undefined;
}

/** The entity's hooks bound to one write's transaction and caller. */
export interface Hooked {
  /** A create, update, action or restore: `write` stores `data` (create, update: calling `beforeChange` on the validated values). */
  change(change: Change, write: (data: Row, beforeChange: (values: Row) => Promise<Row>) => Promise<Row>): Promise<Row>;
  /** A delete: `remove` deletes (or trashes) the row. */
  remove(previous: Row, soft: boolean, remove: () => Promise<void>): Promise<void>;
}

/** The hooks of `meta`'s entity for a write in `trx`; undefined when it has none (the write then runs as it always did). */
export function hooksOf(s: LocalServices, meta: EntityMeta): ((trx: Knex.Transaction, caller: Caller, viewer: Viewer) => Hooked) | undefined {
  const list: readonly EntityHooks<AnyEntity, LocalServices>[] | undefined = s.hooks?.get(meta.name);
  if (!list?.length) return undefined;
  const committed = list.some((h) => h.afterCommit);
  const what = (operation: string) => `The ${operation} of ${meta.label.toLowerCase()}`;
  return (trx, caller, viewer) => {
    const common = { entity: meta.name, caller, services: s };
    return {
      async change(c, write) {
        const event = { ...common, trx, operation: c.operation, previous: c.previous, ...(c.action ? { action: c.action } : {}) };
        const validated = c.operation === 'create' || c.operation === 'update';
        const data = validated ? await runBefore(list, 'beforeValidate', { ...event, data: c.data }) : c.data;
        const beforeChange = (values: Row) => runBefore(list, 'beforeChange', { ...event, data: values });
        if (!validated) await beforeChange(c.data); // an action's values or a restore: a hook may refuse, not change them
        const answer = await write(data, beforeChange);
        const row = await lockedRow(trx, meta.table, Number(answer.id));
        const record = await asRecord(trx, s, meta, row!);
        await runEach(list, (h) => h.afterChange?.({ ...event, record }));
        // A hook may have changed the record itself (an order paid gets its payment time): the answer shows that.
        const final = await trx(meta.table).where({ id: answer.id }).first<Row | undefined>();
        const changed = final && JSON.stringify(final) !== JSON.stringify(row);
        if (committed) {
          const stored = changed ? await asRecord(trx, s, meta, final) : record;
          whenCommitted(() => runCommitted(list, { ...common, operation: c.operation, record: stored, previous: c.previous, ...(c.action ? { action: c.action } : {}) }), what(c.operation));
        }
        return changed ? (await serializeRows(trx, meta, [final], viewer))[0]! : answer;
      },
      async remove(previous, soft, remove) {
        const event = { ...common, trx, previous, soft };
        await runEach(list, (h) => h.beforeDelete?.(event));
        await remove();
        await runEach(list, (h) => h.afterDelete?.(event));
        if (committed) whenCommitted(() => runCommitted(list, { ...common, operation: 'delete', record: undefined, previous }), what('delete'));
      },
    };
  };
}
