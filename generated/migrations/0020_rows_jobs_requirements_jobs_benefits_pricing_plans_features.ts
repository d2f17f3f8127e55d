// Generated from entities/job.entity.ts, entities/pricing-plan.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
// A migration is written once and never rewritten: later changes get migrations of their own.
import type { Knex } from 'knex';
import { schemaChange, listToRows, rowsToList } from '../../runtime-server/db/schema-change';

// SQLite ignores PRAGMA foreign_keys inside a transaction, and a table rebuild needs them off:
// knex runs this migration outside one, and schemaChange() opens its own.
export const config = { transaction: false };

export async function up(knex: Knex): Promise<void> {
  await schemaChange(knex, async (trx) => {
    // entities/job.entity.ts: jobs.requirements: each item of the stored list (html) becomes a row, its text in text
    await trx.schema.alterTable('jobs', (t) => {
      t.jsonb('requirements__rows').nullable();
    });
    await listToRows(trx, 'jobs', 'requirements', 'requirements__rows', { format: 'html', into: 'text' }, ['text']);
    await trx.schema.alterTable('jobs', (t) => {
      t.dropColumn('requirements');
    });
    await trx.schema.alterTable('jobs', (t) => {
      t.renameColumn('requirements__rows', 'requirements');
    });

    // entities/job.entity.ts: jobs.benefits: each item of the stored list (html) becomes a row, its text in text
    await trx.schema.alterTable('jobs', (t) => {
      t.jsonb('benefits__rows').nullable();
    });
    await listToRows(trx, 'jobs', 'benefits', 'benefits__rows', { format: 'html', into: 'text' }, ['text']);
    await trx.schema.alterTable('jobs', (t) => {
      t.dropColumn('benefits');
    });
    await trx.schema.alterTable('jobs', (t) => {
      t.renameColumn('benefits__rows', 'benefits');
    });

    // entities/pricing-plan.entity.ts: pricing_plans.features: each item of the stored list (json) becomes a row, its text in text
    await trx.schema.alterTable('pricing_plans', (t) => {
      t.jsonb('features__rows').nullable();
    });
    await listToRows(trx, 'pricing_plans', 'features', 'features__rows', { format: 'json', into: 'text' }, ['text']);
    await trx.schema.alterTable('pricing_plans', (t) => {
      t.dropColumn('features');
    });
    await trx.schema.alterTable('pricing_plans', (t) => {
      t.renameColumn('features__rows', 'features');
    });
  });
}

export async function down(knex: Knex): Promise<void> {
  await schemaChange(knex, async (trx) => {
    // entities/pricing-plan.entity.ts: pricing_plans.features: its rows become a list again (json), each row's text one item
    await trx.schema.alterTable('pricing_plans', (t) => {
      t.text('features__list').nullable();
    });
    await rowsToList(trx, 'pricing_plans', 'features', 'features__list', { format: 'json', into: 'text' });
    await trx.schema.alterTable('pricing_plans', (t) => {
      t.dropColumn('features');
    });
    await trx.schema.alterTable('pricing_plans', (t) => {
      t.renameColumn('features__list', 'features');
    });

    // entities/job.entity.ts: jobs.benefits: its rows become a list again (html), each row's text one item
    await trx.schema.alterTable('jobs', (t) => {
      t.text('benefits__list').nullable();
    });
    await rowsToList(trx, 'jobs', 'benefits', 'benefits__list', { format: 'html', into: 'text' });
    await trx.schema.alterTable('jobs', (t) => {
      t.dropColumn('benefits');
    });
    await trx.schema.alterTable('jobs', (t) => {
      t.renameColumn('benefits__list', 'benefits');
    });

    // entities/job.entity.ts: jobs.requirements: its rows become a list again (html), each row's text one item
    await trx.schema.alterTable('jobs', (t) => {
      t.text('requirements__list').nullable();
    });
    await rowsToList(trx, 'jobs', 'requirements', 'requirements__list', { format: 'html', into: 'text' });
    await trx.schema.alterTable('jobs', (t) => {
      t.dropColumn('requirements');
    });
    await trx.schema.alterTable('jobs', (t) => {
      t.renameColumn('requirements__list', 'requirements');
    });
  });
}
