/**
 * The provider events already processed (Stripe may deliver one event more
 * than once, and anyone who captured a delivery can replay it): a replayed
 * event id changes nothing. The order side is safe against repeats by itself
 * (applyOutcome's conditional UPDATE); this table makes "already seen" an
 * answer of its own and keeps an old event from acting on an order that has
 * moved on since.
 *
 * The table belongs to no entity: it is made at start, under the migration
 * lock, like the runtime's shared stores (start.ts). Its insert is therefore
 * the one write of the site's server outside the local API (docs/local-api.md):
 * an idempotency marker keyed by the provider's event id, not a record anyone
 * reads, edits or audits; its `ON CONFLICT DO NOTHING` is what makes two
 * deliveries of one event record it once.
 */
import type { Knex } from 'knex';

export const PAYMENT_EVENTS_TABLE = 'payment_events';

export async function ensurePaymentEventTable(db: Knex): Promise<void> {
  if (await db.schema.hasTable(PAYMENT_EVENTS_TABLE)) return;
  await db.schema.createTable(PAYMENT_EVENTS_TABLE, (t) => {
    t.string('provider', 20).notNullable();
    t.string('event_id', 255).notNullable();
    t.string('type', 100).notNullable();
    t.string('order_number', 30).nullable();
    t.string('received_at', 30).notNullable();
    t.primary(['provider', 'event_id']);
  });
}

export interface PaymentEvent {
  provider: string;
  event_id: string;
  type: string;
  order_number: string | null;
}

export async function wasProcessed(db: Knex, provider: string, eventId: string): Promise<boolean> {
  return (await db(PAYMENT_EVENTS_TABLE).where({ provider, event_id: eventId }).first('event_id')) !== undefined;
}

/**
 * Recorded after the event was applied: a crash in between leaves it
 * unrecorded, and the provider's retry applies it again (harmlessly), where
 * recording first would lose the payment. Two deliveries racing both apply;
 * the order's conditional UPDATE lets one of them pay.
 */
export async function recordProcessed(db: Knex, event: PaymentEvent): Promise<void> {
  await db(PAYMENT_EVENTS_TABLE).insert({ ...event, received_at: new Date().toISOString() }).onConflict(['provider', 'event_id']).ignore();
}
