// Generated from entities/user.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
// A migration is written once and never rewritten: later changes get migrations of their own.
import type { Knex } from 'knex';
import { schemaChange } from '../../runtime-server/db/schema-change';

// SQLite ignores PRAGMA foreign_keys inside a transaction, and a table rebuild needs them off:
// knex runs this migration outside one, and schemaChange() opens its own.
export const config = { transaction: false };

export async function up(knex: Knex): Promise<void> {
  await schemaChange(knex, async (trx) => {
    // entities/user.entity.ts: add users.language
    await trx.schema.alterTable('users', (t) => {
      t.string('language', 20).nullable().defaultTo('en');
    });
  });
}

export async function down(knex: Knex): Promise<void> {
  await schemaChange(knex, async (trx) => {
    // entities/user.entity.ts: drop users.language and its data (uploaded files stay on disk)
    await trx.schema.alterTable('users', (t) => {
      t.dropColumn('language');
    });
  });
}
