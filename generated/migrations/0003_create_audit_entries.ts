// Generated from entities/audit-entry.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
// A migration is written once and never rewritten: later changes get migrations of their own.
import type { Knex } from 'knex';
import { schemaChange } from '../../runtime-server/db/schema-change';

// SQLite ignores PRAGMA foreign_keys inside a transaction, and a table rebuild needs them off:
// knex runs this migration outside one, and schemaChange() opens its own.
export const config = { transaction: false };

export async function up(knex: Knex): Promise<void> {
  await schemaChange(knex, async (trx) => {
    // entities/audit-entry.entity.ts: create table audit_entries
    await trx.schema.createTable('audit_entries', (t) => {
      t.increments('id');
      t.string('at', 30).notNullable();
      t.string('day', 10).notNullable();
      t.index(['day']);
      t.string('operation', 20).notNullable();
      t.string('entity', 60).notNullable();
      t.index(['entity']);
      t.integer('record_id').notNullable();
      t.index(['record_id']);
      t.string('action', 60).nullable();
      t.integer('user_id').nullable().references('id').inTable('users').onDelete('SET NULL');
      t.index(['user_id']);
      t.string('user_email', 254).nullable();
      t.text('changed').nullable();
      t.text('before').nullable();
      t.text('after').nullable();
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(trx.fn.now());
      t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(trx.fn.now());
    });
  });
}

export async function down(knex: Knex): Promise<void> {
  await schemaChange(knex, async (trx) => {
    // entities/audit-entry.entity.ts: drop table audit_entries and its rows
    await trx.schema.dropTable('audit_entries');
  });
}
