// Generated from entities/account-token.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
// A migration is written once and never rewritten: later changes get migrations of their own.
import type { Knex } from 'knex';
import { schemaChange } from '../../runtime-server/db/schema-change';

// SQLite ignores PRAGMA foreign_keys inside a transaction, and a table rebuild needs them off:
// knex runs this migration outside one, and schemaChange() opens its own.
export const config = { transaction: false };

export async function up(knex: Knex): Promise<void> {
  await schemaChange(knex, async (trx) => {
    // entities/account-token.entity.ts: add account_tokens.token_version
    await trx.schema.alterTable('account_tokens', (t) => {
      t.integer('token_version').notNullable().defaultTo(0);
    });
  });
}

export async function down(knex: Knex): Promise<void> {
  await schemaChange(knex, async (trx) => {
    // entities/account-token.entity.ts: drop account_tokens.token_version and its data (uploaded files stay on disk)
    await trx.schema.alterTable('account_tokens', (t) => {
      t.dropColumn('token_version');
    });
  });
}
