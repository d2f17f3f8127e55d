// Generated from entities/banner.entity.ts, entities/job.entity.ts, entities/page.entity.ts, entities/product.entity.ts, entities/service.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
// A migration is written once and never rewritten: later changes get migrations of their own.
import type { Knex } from 'knex';
import { schemaChange } from '../../runtime-server/db/schema-change';

// SQLite ignores PRAGMA foreign_keys inside a transaction, and a table rebuild needs them off:
// knex runs this migration outside one, and schemaChange() opens its own.
export const config = { transaction: false };

export async function up(knex: Knex): Promise<void> {
  await schemaChange(knex, async (trx) => {
    // entities/banner.entity.ts: add banners.deleted_at
    await trx.schema.alterTable('banners', (t) => {
      t.string('deleted_at', 30).nullable();
      t.index(['deleted_at']);
    });

    // entities/job.entity.ts: add jobs.deleted_at
    await trx.schema.alterTable('jobs', (t) => {
      t.string('deleted_at', 30).nullable();
      t.index(['deleted_at']);
    });

    // entities/page.entity.ts: add pages.deleted_at
    await trx.schema.alterTable('pages', (t) => {
      t.string('deleted_at', 30).nullable();
      t.index(['deleted_at']);
    });

    // entities/product.entity.ts: add products.deleted_at
    await trx.schema.alterTable('products', (t) => {
      t.string('deleted_at', 30).nullable();
      t.index(['deleted_at']);
    });

    // entities/service.entity.ts: add services.deleted_at
    await trx.schema.alterTable('services', (t) => {
      t.string('deleted_at', 30).nullable();
      t.index(['deleted_at']);
    });
  });
}

export async function down(knex: Knex): Promise<void> {
  await schemaChange(knex, async (trx) => {
    // entities/service.entity.ts: drop services.deleted_at and its data (uploaded files stay on disk)
    await trx.schema.alterTable('services', (t) => {
      t.dropColumn('deleted_at');
    });

    // entities/product.entity.ts: drop products.deleted_at and its data (uploaded files stay on disk)
    await trx.schema.alterTable('products', (t) => {
      t.dropColumn('deleted_at');
    });

    // entities/page.entity.ts: drop pages.deleted_at and its data (uploaded files stay on disk)
    await trx.schema.alterTable('pages', (t) => {
      t.dropColumn('deleted_at');
    });

    // entities/job.entity.ts: drop jobs.deleted_at and its data (uploaded files stay on disk)
    await trx.schema.alterTable('jobs', (t) => {
      t.dropColumn('deleted_at');
    });

    // entities/banner.entity.ts: drop banners.deleted_at and its data (uploaded files stay on disk)
    await trx.schema.alterTable('banners', (t) => {
      t.dropColumn('deleted_at');
    });
  });
}
