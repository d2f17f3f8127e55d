// Generated from entities/page.entity.ts, entities/product.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
// A migration is written once and never rewritten: later changes get migrations of their own.
import type { Knex } from 'knex';
import { schemaChange } from '../../runtime-server/db/schema-change';

// SQLite ignores PRAGMA foreign_keys inside a transaction, and a table rebuild needs them off:
// knex runs this migration outside one, and schemaChange() opens its own.
export const config = { transaction: false };

export async function up(knex: Knex): Promise<void> {
  await schemaChange(knex, async (trx) => {
    // entities/page.entity.ts: add pages.seo
    await trx.schema.alterTable('pages', (t) => {
      t.jsonb('seo').nullable();
    });

    // entities/page.entity.ts: add pages.layout
    await trx.schema.alterTable('pages', (t) => {
      t.jsonb('layout').nullable();
    });

    // entities/product.entity.ts: add products.specifications
    await trx.schema.alterTable('products', (t) => {
      t.jsonb('specifications').nullable();
    });
  });
}

export async function down(knex: Knex): Promise<void> {
  await schemaChange(knex, async (trx) => {
    // entities/product.entity.ts: drop products.specifications and its data (uploaded files stay on disk)
    await trx.schema.alterTable('products', (t) => {
      t.dropColumn('specifications');
    });

    // entities/page.entity.ts: drop pages.layout and its data (uploaded files stay on disk)
    await trx.schema.alterTable('pages', (t) => {
      t.dropColumn('layout');
    });

    // entities/page.entity.ts: drop pages.seo and its data (uploaded files stay on disk)
    await trx.schema.alterTable('pages', (t) => {
      t.dropColumn('seo');
    });
  });
}
