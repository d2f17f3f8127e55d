// Generated from entities/payment-event.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
// A migration is written once and never rewritten: later changes get migrations of their own.
import type { Knex } from 'knex';
import { schemaChange } from '../../runtime-server/db/schema-change';

// SQLite ignores PRAGMA foreign_keys inside a transaction, and a table rebuild needs them off:
// knex runs this migration outside one, and schemaChange() opens its own.
export const config = { transaction: false };

export async function up(knex: Knex): Promise<void> {
  await schemaChange(knex, async (trx) => {
    // entities/payment-event.entity.ts: create table payment_provider_events
    await trx.schema.createTable('payment_provider_events', (t) => {
      t.increments('id');
      t.string('provider', 20).notNullable();
      t.string('event_id', 255).notNullable();
      t.string('type', 100).notNullable();
      t.string('order_number', 30).nullable();
      t.index(['order_number']);
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(trx.fn.now());
      t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(trx.fn.now());
      t.unique(['provider', 'event_id'], { indexName: 'payment_provider_events_provider_event_id_unique' });
    });
  });
}

export async function down(knex: Knex): Promise<void> {
  await schemaChange(knex, async (trx) => {
    // entities/payment-event.entity.ts: drop table payment_provider_events and its rows
    await trx.schema.dropTable('payment_provider_events');
  });
}
