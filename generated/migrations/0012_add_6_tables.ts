// Generated from entities/role.entity.ts, entities/user.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
// A migration is written once and never rewritten: later changes get migrations of their own.
import type { Knex } from 'knex';
import { schemaChange } from '../../runtime-server/db/schema-change';

// SQLite ignores PRAGMA foreign_keys inside a transaction, and a table rebuild needs them off:
// knex runs this migration outside one, and schemaChange() opens its own.
export const config = { transaction: false };

export async function up(knex: Knex): Promise<void> {
  await schemaChange(knex, async (trx) => {
    // entities/role.entity.ts: add roles.requires_two_factor
    await trx.schema.alterTable('roles', (t) => {
      t.boolean('requires_two_factor').notNullable().defaultTo(false);
    });

    // entities/user.entity.ts: add users.two_factor_secret
    await trx.schema.alterTable('users', (t) => {
      t.string('two_factor_secret', 200).nullable();
    });

    // entities/user.entity.ts: add users.two_factor_pending
    await trx.schema.alterTable('users', (t) => {
      t.string('two_factor_pending', 200).nullable();
    });

    // entities/user.entity.ts: add users.two_factor_since
    await trx.schema.alterTable('users', (t) => {
      t.string('two_factor_since', 30).nullable();
    });

    // entities/user.entity.ts: add users.two_factor_last_step
    await trx.schema.alterTable('users', (t) => {
      t.integer('two_factor_last_step').nullable();
    });

    // entities/user.entity.ts: add users.two_factor_recovery
    await trx.schema.alterTable('users', (t) => {
      t.string('two_factor_recovery', 1000).nullable();
    });
  });
}

export async function down(knex: Knex): Promise<void> {
  await schemaChange(knex, async (trx) => {
    // entities/user.entity.ts: drop users.two_factor_recovery and its data (uploaded files stay on disk)
    await trx.schema.alterTable('users', (t) => {
      t.dropColumn('two_factor_recovery');
    });

    // entities/user.entity.ts: drop users.two_factor_last_step and its data (uploaded files stay on disk)
    await trx.schema.alterTable('users', (t) => {
      t.dropColumn('two_factor_last_step');
    });

    // entities/user.entity.ts: drop users.two_factor_since and its data (uploaded files stay on disk)
    await trx.schema.alterTable('users', (t) => {
      t.dropColumn('two_factor_since');
    });

    // entities/user.entity.ts: drop users.two_factor_pending and its data (uploaded files stay on disk)
    await trx.schema.alterTable('users', (t) => {
      t.dropColumn('two_factor_pending');
    });

    // entities/user.entity.ts: drop users.two_factor_secret and its data (uploaded files stay on disk)
    await trx.schema.alterTable('users', (t) => {
      t.dropColumn('two_factor_secret');
    });

    // entities/role.entity.ts: drop roles.requires_two_factor and its data (uploaded files stay on disk)
    await trx.schema.alterTable('roles', (t) => {
      t.dropColumn('requires_two_factor');
    });
  });
}
