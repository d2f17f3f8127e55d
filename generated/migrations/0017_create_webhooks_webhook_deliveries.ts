// Generated from entities/webhook-delivery.entity.ts, entities/webhook.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
// A migration is written once and never rewritten: later changes get migrations of their own.
import type { Knex } from 'knex';
import { schemaChange } from '../../runtime-server/db/schema-change';

// SQLite ignores PRAGMA foreign_keys inside a transaction, and a table rebuild needs them off:
// knex runs this migration outside one, and schemaChange() opens its own.
export const config = { transaction: false };

export async function up(knex: Knex): Promise<void> {
  await schemaChange(knex, async (trx) => {
    // entities/webhook.entity.ts: create table webhooks
    await trx.schema.createTable('webhooks', (t) => {
      t.increments('id');
      t.string('name', 100).notNullable();
      t.string('url', 2048).notNullable();
      t.text('events').notNullable();
      t.boolean('active').notNullable().defaultTo(true);
      t.integer('failures').notNullable().defaultTo(0);
      t.string('secret', 100).nullable();
      t.integer('created_by').nullable();
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(trx.fn.now());
      t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(trx.fn.now());
    });

    // entities/webhook-delivery.entity.ts: create table webhook_deliveries
    await trx.schema.createTable('webhook_deliveries', (t) => {
      t.increments('id');
      t.integer('webhook_id').notNullable().references('id').inTable('webhooks').onDelete('CASCADE');
      t.index(['webhook_id']);
      t.string('event_id', 36).notNullable();
      t.index(['event_id']);
      t.string('event', 120).notNullable();
      t.string('entity', 60).notNullable();
      t.integer('record_id').notNullable();
      t.index(['record_id']);
      t.string('status', 20).notNullable();
      t.index(['status']);
      t.integer('attempts').notNullable().defaultTo(0);
      t.string('next_attempt_at', 30).nullable();
      t.index(['next_attempt_at']);
      t.text('payload').notNullable();
      t.integer('response_status').nullable();
      t.integer('latency_ms').nullable();
      t.text('response_excerpt').nullable();
      t.string('error', 500).nullable();
      t.string('delivered_at', 30).nullable();
      t.integer('replay_of').nullable();
      t.string('lease_until', 30).nullable();
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(trx.fn.now());
      t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(trx.fn.now());
    });
  });
}

export async function down(knex: Knex): Promise<void> {
  await schemaChange(knex, async (trx) => {
    // entities/webhook-delivery.entity.ts: drop table webhook_deliveries and its rows
    await trx.schema.dropTable('webhook_deliveries');

    // entities/webhook.entity.ts: drop table webhooks and its rows
    await trx.schema.dropTable('webhooks');
  });
}
