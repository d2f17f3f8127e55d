// Generated from entities/*.entity.ts (a schema change) by `npm run generate`. Do not edit: change the entity and run the generator.
// A migration is written once and never rewritten: later changes get migrations of their own.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  // entities/service.entity.ts
  await knex.schema.createTable('services', (t) => {
    t.increments('id');
    t.string('name', 120).notNullable();
    t.string('slug', 140).nullable().unique();
    t.text('summary').nullable();
    t.text('body').nullable();
    t.string('icon', 500).nullable();
    t.integer('display_order').notNullable().defaultTo(0);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });

  // entities/banner.entity.ts
  await knex.schema.createTable('banners', (t) => {
    t.increments('id');
    t.string('title', 255).notNullable();
    t.integer('service_id').notNullable().references('id').inTable('services').onDelete('RESTRICT');
    t.index(['service_id']);
    t.string('sub_title', 255).notNullable();
    t.text('body').nullable();
    t.string('photo', 500).notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });

  // entities/user.entity.ts
  await knex.schema.createTable('users', (t) => {
    t.increments('id');
    t.string('first_name', 80).notNullable();
    t.string('last_name', 80).nullable();
    t.string('email', 254).notNullable().unique();
    t.string('password', 100).nullable();
    t.string('role', 20).notNullable().defaultTo('customer');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('users');
  await knex.schema.dropTable('banners');
  await knex.schema.dropTable('services');
}
