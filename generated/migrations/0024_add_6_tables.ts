// Generated from entities/banner.entity.ts, entities/footer-content.entity.ts, entities/footer-header.entity.ts, entities/header-menu.entity.ts, entities/notice.entity.ts, entities/product.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
// A migration is written once and never rewritten: later changes get migrations of their own.
import type { Knex } from 'knex';
import { schemaChange } from '../../runtime-server/db/schema-change';

// SQLite ignores PRAGMA foreign_keys inside a transaction, and a table rebuild needs them off:
// knex runs this migration outside one, and schemaChange() opens its own.
export const config = { transaction: false };

export async function up(knex: Knex): Promise<void> {
  await schemaChange(knex, async (trx) => {
    // entities/banner.entity.ts: add banners.translations
    await trx.schema.alterTable('banners', (t) => {
      t.text('translations').nullable();
    });

    // entities/footer-content.entity.ts: add footer_contents.translations
    await trx.schema.alterTable('footer_contents', (t) => {
      t.text('translations').nullable();
    });

    // entities/footer-header.entity.ts: add footer_headers.translations
    await trx.schema.alterTable('footer_headers', (t) => {
      t.text('translations').nullable();
    });

    // entities/header-menu.entity.ts: add header_menus.translations
    await trx.schema.alterTable('header_menus', (t) => {
      t.text('translations').nullable();
    });

    // entities/notice.entity.ts: add notices.translations
    await trx.schema.alterTable('notices', (t) => {
      t.text('translations').nullable();
    });

    // entities/product.entity.ts: add products.translations
    await trx.schema.alterTable('products', (t) => {
      t.text('translations').nullable();
    });
  });
}

export async function down(knex: Knex): Promise<void> {
  await schemaChange(knex, async (trx) => {
    // entities/product.entity.ts: drop products.translations and its data (uploaded files stay on disk)
    await trx.schema.alterTable('products', (t) => {
      t.dropColumn('translations');
    });

    // entities/notice.entity.ts: drop notices.translations and its data (uploaded files stay on disk)
    await trx.schema.alterTable('notices', (t) => {
      t.dropColumn('translations');
    });

    // entities/header-menu.entity.ts: drop header_menus.translations and its data (uploaded files stay on disk)
    await trx.schema.alterTable('header_menus', (t) => {
      t.dropColumn('translations');
    });

    // entities/footer-header.entity.ts: drop footer_headers.translations and its data (uploaded files stay on disk)
    await trx.schema.alterTable('footer_headers', (t) => {
      t.dropColumn('translations');
    });

    // entities/footer-content.entity.ts: drop footer_contents.translations and its data (uploaded files stay on disk)
    await trx.schema.alterTable('footer_contents', (t) => {
      t.dropColumn('translations');
    });

    // entities/banner.entity.ts: drop banners.translations and its data (uploaded files stay on disk)
    await trx.schema.alterTable('banners', (t) => {
      t.dropColumn('translations');
    });
  });
}
