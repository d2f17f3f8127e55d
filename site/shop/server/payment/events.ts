/**
 * The provider events already processed (Stripe may deliver one event more
 * than once, and anyone who captured a delivery can replay it): a replayed
 * event id changes nothing. The order side is safe against repeats by itself
 * (applyOutcome's guarded update); recording the event makes "already seen"
 * an answer of its own and keeps an old event from acting on an order that
 * has moved on since.
 *
 * An event is a `payment-event` record (entities/payment-event.entity.ts),
 * created through the local API in the transaction that applies it: the
 * event and the order change commit together, or neither does (a refused or
 * failed event stays unrecorded, and the provider's retry applies it again).
 * The unique index on (provider, event_id) decides between two deliveries of
 * one event: the second one's create finds the first committed (SQLite runs
 * one write transaction at a time) or waits on the index until it commits
 * and fails (PostgreSQL); either way it answers "duplicate" and its
 * transaction writes nothing.
 */
import type { Knex } from 'knex';
import { records } from '../../../../generated/server/local-api';
import type { LocalServices } from '../../../../runtime-server/crud/action-hooks';
import { fromDatabaseError } from '../../../../runtime-server/http/database-errors';
import { APIError } from '../../../../runtime-server/http/errors';
import { system } from '../../../../runtime-server/local-api/caller';

export interface PaymentEvent {
  provider: 'stripe';
  event_id: string;
  type: string;
  order_number: string | null;
}

/** The 409 of the event's unique combination: its own check's, or the index's under a race. */
function isRepeat(error: unknown): boolean {
  const refused = error instanceof APIError ? error : fromDatabaseError(error);
  return refused?.status === 409 && (refused.fields?.event_id ?? refused.fields?.provider) !== undefined;
}

/**
 * Records the event inside `trx`, before it is applied; answers false when it was recorded before
 * (nothing written: the caller applies nothing). Its create runs in a savepoint of `trx`, so a refused
 * insert leaves `trx` usable on PostgreSQL.
 */
export async function recordEvent(services: LocalServices, trx: Knex.Transaction, event: PaymentEvent): Promise<boolean> {
  try {
    await records(services).create('payment-event', event, { caller: system('payment provider event'), trx });
    return true;
  } catch (error) {
    if (isRepeat(error)) return false;
    throw error;
  }
}
