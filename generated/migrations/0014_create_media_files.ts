// Generated from entities/media.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
// A migration is written once and never rewritten: later changes get migrations of their own.
import type { Knex } from 'knex';
import { schemaChange } from '../../runtime-server/db/schema-change';

// SQLite ignores PRAGMA foreign_keys inside a transaction, and a table rebuild needs them off:
// knex runs this migration outside one, and schemaChange() opens its own.
export const config = { transaction: false };

export async function up(knex: Knex): Promise<void> {
  await schemaChange(knex, async (trx) => {
    // entities/media.entity.ts: create table media_files
    await trx.schema.createTable('media_files', (t) => {
      t.increments('id');
      t.string('name', 200).notNullable();
      t.string('file', 500).notNullable();
      t.index(['file']);
      t.string('alt', 300).nullable();
      t.text('caption').nullable();
      t.string('focal_point', 11).nullable();
      t.integer('width').nullable();
      t.integer('height').nullable();
      t.integer('size').nullable();
      t.string('mime_type', 100).nullable();
      t.string('kind', 20).nullable();
      t.integer('uploaded_by_id').nullable().references('id').inTable('users').onDelete('SET NULL');
      t.index(['uploaded_by_id']);
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(trx.fn.now());
      t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(trx.fn.now());
    });
  });
}

export async function down(knex: Knex): Promise<void> {
  await schemaChange(knex, async (trx) => {
    // entities/media.entity.ts: drop table media_files and its rows
    await trx.schema.dropTable('media_files');
  });
}
