// Generated from entities/api-key.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
// A migration is written once and never rewritten: later changes get migrations of their own.
import type { Knex } from 'knex';
import { schemaChange } from '../../runtime-server/db/schema-change';

// SQLite ignores PRAGMA foreign_keys inside a transaction, and a table rebuild needs them off:
// knex runs this migration outside one, and schemaChange() opens its own.
export const config = { transaction: false };

export async function up(knex: Knex): Promise<void> {
  await schemaChange(knex, async (trx) => {
    // entities/api-key.entity.ts: create table api_keys
    await trx.schema.createTable('api_keys', (t) => {
      t.increments('id');
      t.string('name', 80).notNullable();
      t.string('prefix', 16).notNullable();
      t.integer('role_id').notNullable().references('id').inTable('roles').onDelete('RESTRICT');
      t.index(['role_id']);
      t.integer('creator_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
      t.index(['creator_id']);
      t.string('expires_at', 30).nullable();
      t.string('last_used_at', 30).nullable();
      t.string('last_used_ip', 64).nullable();
      t.string('revoked_at', 30).nullable();
      t.string('key_hash', 64).notNullable().unique();
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(trx.fn.now());
      t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(trx.fn.now());
    });
  });
}

export async function down(knex: Knex): Promise<void> {
  await schemaChange(knex, async (trx) => {
    // entities/api-key.entity.ts: drop table api_keys and its rows
    await trx.schema.dropTable('api_keys');
  });
}
