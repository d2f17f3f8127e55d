// Generated from entities/category.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
// A migration is written once and never rewritten: later changes get migrations of their own.
import type { Knex } from 'knex';
import { schemaChange } from '../../runtime-server/db/schema-change';

// SQLite ignores PRAGMA foreign_keys inside a transaction, and a table rebuild needs them off:
// knex runs this migration outside one, and schemaChange() opens its own.
export const config = { transaction: false };

export async function up(knex: Knex): Promise<void> {
  await schemaChange(knex, async (trx) => {
    // entities/category.entity.ts: add categories.accent_color
    await trx.schema.alterTable('categories', (t) => {
      t.string('accent_color', 7).nullable();
    });
  });
}

export async function down(knex: Knex): Promise<void> {
  await schemaChange(knex, async (trx) => {
    // entities/category.entity.ts: drop categories.accent_color and its data (uploaded files stay on disk)
    await trx.schema.alterTable('categories', (t) => {
      t.dropColumn('accent_color');
    });
  });
}
