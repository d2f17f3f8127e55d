// Generated from entities/subscriber.entity.ts, entities/user.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
// A migration is written once and never rewritten: later changes get migrations of their own.
import type { Knex } from 'knex';
import { schemaChange, addCaseInsensitiveUnique, dropIndexNamed } from '../../runtime-server/db/schema-change';

// SQLite ignores PRAGMA foreign_keys inside a transaction, and a table rebuild needs them off:
// knex runs this migration outside one, and schemaChange() opens its own.
export const config = { transaction: false };

export async function up(knex: Knex): Promise<void> {
  await schemaChange(knex, async (trx) => {
    // entities/subscriber.entity.ts: no unique index on subscribers.email
    await trx.schema.alterTable('subscribers', (t) => {
      t.dropUnique(['email']);
    });

    // entities/subscriber.entity.ts: case-insensitive unique index on subscribers.email (values stored in lower case first)
    await addCaseInsensitiveUnique(trx, 'subscribers', 'email', 'subscribers__email__lower_unique');

    // entities/user.entity.ts: no unique index on users.email
    await trx.schema.alterTable('users', (t) => {
      t.dropUnique(['email']);
    });

    // entities/user.entity.ts: add users.token_version
    await trx.schema.alterTable('users', (t) => {
      t.integer('token_version').notNullable().defaultTo(0);
    });

    // entities/user.entity.ts: case-insensitive unique index on users.email (values stored in lower case first)
    await addCaseInsensitiveUnique(trx, 'users', 'email', 'users__email__lower_unique');
  });
}

export async function down(knex: Knex): Promise<void> {
  await schemaChange(knex, async (trx) => {
    // entities/user.entity.ts: no case-insensitive unique index on users.email
    await dropIndexNamed(trx, 'users__email__lower_unique');

    // entities/user.entity.ts: drop users.token_version and its data (uploaded files stay on disk)
    await trx.schema.alterTable('users', (t) => {
      t.dropColumn('token_version');
    });

    // entities/user.entity.ts: unique index on users.email
    await trx.schema.alterTable('users', (t) => {
      t.unique(['email']);
    });

    // entities/subscriber.entity.ts: no case-insensitive unique index on subscribers.email
    await dropIndexNamed(trx, 'subscribers__email__lower_unique');

    // entities/subscriber.entity.ts: unique index on subscribers.email
    await trx.schema.alterTable('subscribers', (t) => {
      t.unique(['email']);
    });
  });
}
