// Generated from entities/page.entity.ts, entities/pricing-plan.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
// A migration is written once and never rewritten: later changes get migrations of their own.
import type { Knex } from 'knex';
import { schemaChange } from '../../runtime-server/db/schema-change';

// SQLite ignores PRAGMA foreign_keys inside a transaction, and a table rebuild needs them off:
// knex runs this migration outside one, and schemaChange() opens its own.
export const config = { transaction: false };

export async function up(knex: Knex): Promise<void> {
  await schemaChange(knex, async (trx) => {
    // entities/page.entity.ts: create table pages
    await trx.schema.createTable('pages', (t) => {
      t.increments('id');
      t.string('slug', 80).notNullable().unique();
      t.string('title', 150).notNullable();
      t.text('meta_description').nullable();
      t.text('body').notNullable();
      t.boolean('published').notNullable().defaultTo(false);
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(trx.fn.now());
      t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(trx.fn.now());
    });

    // entities/pricing-plan.entity.ts: create table pricing_plans
    await trx.schema.createTable('pricing_plans', (t) => {
      t.increments('id');
      t.string('name', 80).notNullable();
      t.text('summary').nullable();
      t.integer('price').notNullable();
      t.string('billing', 20).notNullable().defaultTo('monthly');
      t.text('features').nullable();
      t.string('cta_label', 40).nullable();
      t.boolean('highlighted').notNullable().defaultTo(false);
      t.integer('display_order').notNullable().defaultTo(0);
      t.boolean('active').notNullable().defaultTo(true);
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(trx.fn.now());
      t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(trx.fn.now());
    });
  });
}

export async function down(knex: Knex): Promise<void> {
  await schemaChange(knex, async (trx) => {
    // entities/pricing-plan.entity.ts: drop table pricing_plans and its rows
    await trx.schema.dropTable('pricing_plans');

    // entities/page.entity.ts: drop table pages and its rows
    await trx.schema.dropTable('pages');
  });
}
