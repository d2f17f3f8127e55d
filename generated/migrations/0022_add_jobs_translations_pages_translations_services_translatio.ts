// Generated from entities/job.entity.ts, entities/page.entity.ts, entities/service.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
// A migration is written once and never rewritten: later changes get migrations of their own.
import type { Knex } from 'knex';
import { schemaChange } from '../../runtime-server/db/schema-change';

// SQLite ignores PRAGMA foreign_keys inside a transaction, and a table rebuild needs them off:
// knex runs this migration outside one, and schemaChange() opens its own.
export const config = { transaction: false };

export async function up(knex: Knex): Promise<void> {
  await schemaChange(knex, async (trx) => {
    // entities/job.entity.ts: add jobs.translations
    await trx.schema.alterTable('jobs', (t) => {
      t.text('translations').nullable();
    });

    // entities/page.entity.ts: add pages.translations
    await trx.schema.alterTable('pages', (t) => {
      t.text('translations').nullable();
    });

    // entities/service.entity.ts: add services.translations
    await trx.schema.alterTable('services', (t) => {
      t.text('translations').nullable();
    });
  });
}

export async function down(knex: Knex): Promise<void> {
  await schemaChange(knex, async (trx) => {
    // entities/service.entity.ts: drop services.translations and its data (uploaded files stay on disk)
    await trx.schema.alterTable('services', (t) => {
      t.dropColumn('translations');
    });

    // entities/page.entity.ts: drop pages.translations and its data (uploaded files stay on disk)
    await trx.schema.alterTable('pages', (t) => {
      t.dropColumn('translations');
    });

    // entities/job.entity.ts: drop jobs.translations and its data (uploaded files stay on disk)
    await trx.schema.alterTable('jobs', (t) => {
      t.dropColumn('translations');
    });
  });
}
