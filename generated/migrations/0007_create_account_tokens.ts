// Generated from entities/account-token.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
// A migration is written once and never rewritten: later changes get migrations of their own.
import type { Knex } from 'knex';
import { schemaChange } from '../../runtime-server/db/schema-change';

// SQLite ignores PRAGMA foreign_keys inside a transaction, and a table rebuild needs them off:
// knex runs this migration outside one, and schemaChange() opens its own.
export const config = { transaction: false };

export async function up(knex: Knex): Promise<void> {
  await schemaChange(knex, async (trx) => {
    // entities/account-token.entity.ts: create table account_tokens
    await trx.schema.createTable('account_tokens', (t) => {
      t.increments('id');
      t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
      t.index(['user_id']);
      t.string('purpose', 20).notNullable();
      t.string('token_hash', 64).notNullable().unique();
      t.string('new_email', 254).nullable();
      t.string('expires_at', 30).notNullable();
      t.string('used_at', 30).nullable();
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(trx.fn.now());
      t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(trx.fn.now());
    });
  });
}

export async function down(knex: Knex): Promise<void> {
  await schemaChange(knex, async (trx) => {
    // entities/account-token.entity.ts: drop table account_tokens and its rows
    await trx.schema.dropTable('account_tokens');
  });
}
