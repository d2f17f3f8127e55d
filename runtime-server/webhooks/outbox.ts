/**
 * The webhooks' outbox: a record's change is written as one delivery row per listening webhook, in the
 * transaction of the change itself, so a change that commits is never lost to a crash before its
 * delivery, and a change that rolls back is never announced. The local API's operations wrap their write
 * in `withOutbox` (local-api/operations.ts); with no active webhook listening to the event, the write runs
 * as it is, without even a transaction of its own (a look-up in the in-memory subscriptions).
 *
 * Each payload carries the record as the API answers it to the webhook's creator (their role's reading
 * rights: relations they may not read stay out, and a row their role may not read is not sent at all).
 */
import { transaction } from '../local-api/after-commit';
import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import type { EntityMeta } from '../../runtime-shared/meta';
import type { LocalServices } from '../crud/action-hooks';
import { findRecord } from '../crud/read';
import type { Row } from '../crud/serialize';
import { meetsConditions, readableRows, rowConditions } from '../crud/visibility';
import { APIError } from '../http/errors';
import type { Subscriber } from './subscriptions';
import { DELIVERY_TABLE, eventName, stamp, WEBHOOK_TABLE, type ChangeKind } from './tables';

export interface Change {
  meta: EntityMeta;
  kind: ChangeKind;
  /** The record's id (a create's comes from the record written). */
  id?: number;
  /** A declared action's name. */
  action?: string;
}

/** What every webhook request's body holds. */
export interface WebhookPayload {
  /** The event's id: the same in every webhook's delivery of it, and in a replay (receivers deduplicate by it). */
  id: string;
  event: string;
  entity: string;
  action?: string;
  occurred_at: string;
  record: Row;
}

/**
 * Runs `write` (with the transaction in its options) and records `change` in the outbox in the same
 * transaction when a webhook listens. A write that answers `null` (an update whose guard failed) changed
 * nothing and is not announced; a delete's record is read before it goes.
 */
export async function withOutbox<O extends { trx?: Knex.Transaction }, T>(s: LocalServices, o: O, change: Change, write: (o: O) => Promise<T>): Promise<T> {
  const subscriptions = s.webhooks;
  if (!subscriptions) return write(o);
  if (change.meta.table === WEBHOOK_TABLE) {
    // A webhook deleted (or changed) through the API: its subscriptions are read again.
    try {
      return await write(o);
    } finally {
      subscriptions.invalidate();
    }
  }
  const listeners = await subscriptions.listeners(eventName(change.meta.name, change.kind), o.trx ?? s.db);
  if (!listeners.length) return write(o);
  const run = async (trx: Knex.Transaction): Promise<T> => {
    const occurredAt = new Date();
    if (change.kind === 'deleted') await enqueue(trx, s, listeners, change, change.id!, occurredAt);
    const result = await write({ ...o, trx });
    if (change.kind !== 'deleted' && result !== null) await enqueue(trx, s, listeners, change, change.id ?? Number((result as Row).id), occurredAt);
    return result;
  };
  // Opened as the local API opens its own (after-commit.ts): hooks' after-commit effects wait for this commit.
  return o.trx ? run(o.trx) : transaction(s.db, run);
}

/** One delivery row per listener whose creator may read the record. */
async function enqueue(trx: Knex.Transaction, s: LocalServices, listeners: readonly Subscriber[], change: Change, id: number, occurredAt: Date): Promise<void> {
  const event = eventName(change.meta.name, change.kind);
  const eventId = randomUUID();
  const now = stamp(occurredAt);
  const bodies = new Map<number | undefined, string | null>(); // by creator: one reading per role view
  for (const listener of listeners) {
    const key = listener.creator?.id;
    if (!bodies.has(key)) {
      const record = await readAs(trx, s, change.meta, id, listener);
      bodies.set(key, record ? JSON.stringify({ id: eventId, event, entity: change.meta.name, ...(change.action ? { action: change.action } : {}), occurred_at: now, record } satisfies WebhookPayload) : null);
    }
    const payload = bodies.get(key);
    if (!payload) continue;
    await trx(DELIVERY_TABLE).insert({
      webhook_id: listener.webhookId, event_id: eventId, event, entity: change.meta.name, record_id: id, status: 'pending', attempts: 0,
      next_attempt_at: now, payload, created_at: now, updated_at: now,
    });
  }
}

/** The record as the API answers the webhook's creator; undefined when their role may not read it (or it is gone). */
async function readAs(trx: Knex.Transaction, s: LocalServices, meta: EntityMeta, id: number, listener: Subscriber): Promise<Row | undefined> {
  if (!listener.creator) return undefined;
  const readable = readableRows(listener.creator, meta);
  if (readable === 'none') return undefined;
  try {
    const record = await findRecord(trx, meta, id, { user: listener.creator, entities: s.entities });
    return readable === 'all' || meetsConditions(record, rowConditions(readable.only)) ? record : undefined;
  } catch (error) {
    if (error instanceof APIError && error.status === 404) return undefined;
    throw error;
  }
}
