// Generated from entities/page.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
// A migration is written once and never rewritten: later changes get migrations of their own.
import type { Knex } from 'knex';
import { schemaChange } from '../../runtime-server/db/schema-change';

// SQLite ignores PRAGMA foreign_keys inside a transaction, and a table rebuild needs them off:
// knex runs this migration outside one, and schemaChange() opens its own.
export const config = { transaction: false };

export async function up(knex: Knex): Promise<void> {
  await schemaChange(knex, async (trx) => {
    // entities/page.entity.ts: pages.body: text NOT NULL → text NULL
    await trx.schema.alterTable('pages', (t) => {
      t.text('body').nullable().alter();
    });
  });
}

export async function down(knex: Knex): Promise<void> {
  await schemaChange(knex, async (trx) => {
    // entities/page.entity.ts: pages.body: text NULL → text NOT NULL
    await trx.schema.alterTable('pages', (t) => {
      t.text('body').notNullable().alter();
    });
  });
}
