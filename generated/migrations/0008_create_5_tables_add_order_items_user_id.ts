// Generated from entities/bookmark.entity.ts, entities/order-item.entity.ts, entities/user-certificate.entity.ts, entities/user-education.entity.ts, entities/user-profile.entity.ts, entities/user-skill.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
// A migration is written once and never rewritten: later changes get migrations of their own.
import type { Knex } from 'knex';
import { schemaChange } from '../../runtime-server/db/schema-change';

// SQLite ignores PRAGMA foreign_keys inside a transaction, and a table rebuild needs them off:
// knex runs this migration outside one, and schemaChange() opens its own.
export const config = { transaction: false };

export async function up(knex: Knex): Promise<void> {
  await schemaChange(knex, async (trx) => {
    // entities/bookmark.entity.ts: create table bookmarks
    await trx.schema.createTable('bookmarks', (t) => {
      t.increments('id');
      t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
      t.index(['user_id']);
      t.integer('product_id').notNullable().references('id').inTable('products').onDelete('CASCADE');
      t.index(['product_id']);
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(trx.fn.now());
      t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(trx.fn.now());
      t.unique(['user_id', 'product_id'], { indexName: 'bookmarks_user_id_product_id_unique' });
    });

    // entities/user-certificate.entity.ts: create table user_certificates
    await trx.schema.createTable('user_certificates', (t) => {
      t.increments('id');
      t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
      t.index(['user_id']);
      t.string('name', 150).notNullable();
      t.string('issuer', 120).notNullable();
      t.string('issued_on', 10).nullable();
      t.string('credential_url', 2048).nullable();
      t.string('document', 500).nullable();
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(trx.fn.now());
      t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(trx.fn.now());
    });

    // entities/user-education.entity.ts: create table user_educations
    await trx.schema.createTable('user_educations', (t) => {
      t.increments('id');
      t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
      t.index(['user_id']);
      t.string('institution', 150).notNullable();
      t.string('degree', 120).notNullable();
      t.string('field_of_study', 120).nullable();
      t.string('start_date', 10).notNullable();
      t.string('end_date', 10).nullable();
      t.text('description').nullable();
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(trx.fn.now());
      t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(trx.fn.now());
    });

    // entities/user-profile.entity.ts: create table user_profiles
    await trx.schema.createTable('user_profiles', (t) => {
      t.increments('id');
      t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
      t.index(['user_id']);
      t.string('headline', 120).nullable();
      t.text('bio').nullable();
      t.string('photo', 500).nullable();
      t.string('phone', 30).nullable();
      t.string('address_line1', 150).nullable();
      t.string('address_line2', 150).nullable();
      t.string('city', 80).nullable();
      t.string('region', 80).nullable();
      t.string('postcode', 20).nullable();
      t.string('country', 80).nullable();
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(trx.fn.now());
      t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(trx.fn.now());
      t.unique(['user_id'], { indexName: 'user_profiles_user_id_unique' });
    });

    // entities/user-skill.entity.ts: create table user_skills
    await trx.schema.createTable('user_skills', (t) => {
      t.increments('id');
      t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
      t.index(['user_id']);
      t.string('name', 80).notNullable();
      t.string('level', 20).notNullable().defaultTo('intermediate');
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(trx.fn.now());
      t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(trx.fn.now());
    });

    // entities/order-item.entity.ts: add order_items.user_id
    await trx.schema.alterTable('order_items', (t) => {
      t.integer('user_id').nullable().references('id').inTable('users').onDelete('RESTRICT');
      t.index(['user_id']);
    });
  });
}

export async function down(knex: Knex): Promise<void> {
  await schemaChange(knex, async (trx) => {
    // entities/order-item.entity.ts: drop order_items.user_id and its data (uploaded files stay on disk)
    await trx.schema.alterTable('order_items', (t) => {
      t.dropColumn('user_id');
    });

    // entities/user-skill.entity.ts: drop table user_skills and its rows
    await trx.schema.dropTable('user_skills');

    // entities/user-profile.entity.ts: drop table user_profiles and its rows
    await trx.schema.dropTable('user_profiles');

    // entities/user-education.entity.ts: drop table user_educations and its rows
    await trx.schema.dropTable('user_educations');

    // entities/user-certificate.entity.ts: drop table user_certificates and its rows
    await trx.schema.dropTable('user_certificates');

    // entities/bookmark.entity.ts: drop table bookmarks and its rows
    await trx.schema.dropTable('bookmarks');
  });
}
