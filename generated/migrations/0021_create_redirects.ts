// Generated from entities/redirect.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
// A migration is written once and never rewritten: later changes get migrations of their own.
import type { Knex } from 'knex';
import { schemaChange } from '../../runtime-server/db/schema-change';

// SQLite ignores PRAGMA foreign_keys inside a transaction, and a table rebuild needs them off:
// knex runs this migration outside one, and schemaChange() opens its own.
export const config = { transaction: false };

export async function up(knex: Knex): Promise<void> {
  await schemaChange(knex, async (trx) => {
    // entities/redirect.entity.ts: create table redirects
    await trx.schema.createTable('redirects', (t) => {
      t.increments('id');
      t.string('from_path', 2048).notNullable();
      t.string('to', 2048).notNullable();
      t.string('status', 20).notNullable().defaultTo('301');
      t.boolean('active').notNullable().defaultTo(true);
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(trx.fn.now());
      t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(trx.fn.now());
      t.unique(['from_path'], { indexName: 'redirects_from_path_unique' });
    });
  });
}

export async function down(knex: Knex): Promise<void> {
  await schemaChange(knex, async (trx) => {
    // entities/redirect.entity.ts: drop table redirects and its rows
    await trx.schema.dropTable('redirects');
  });
}
