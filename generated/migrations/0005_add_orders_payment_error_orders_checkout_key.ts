// Generated from entities/order.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
// A migration is written once and never rewritten: later changes get migrations of their own.
import type { Knex } from 'knex';
import { schemaChange } from '../../runtime-server/db/schema-change';

// SQLite ignores PRAGMA foreign_keys inside a transaction, and a table rebuild needs them off:
// knex runs this migration outside one, and schemaChange() opens its own.
export const config = { transaction: false };

export async function up(knex: Knex): Promise<void> {
  await schemaChange(knex, async (trx) => {
    // entities/order.entity.ts: add orders.payment_error
    await trx.schema.alterTable('orders', (t) => {
      t.string('payment_error', 300).nullable();
    });

    // entities/order.entity.ts: add orders.checkout_key
    await trx.schema.alterTable('orders', (t) => {
      t.string('checkout_key', 200).nullable().unique();
    });
  });
}

export async function down(knex: Knex): Promise<void> {
  await schemaChange(knex, async (trx) => {
    // entities/order.entity.ts: drop orders.checkout_key and its data (uploaded files stay on disk)
    await trx.schema.alterTable('orders', (t) => {
      t.dropColumn('checkout_key');
    });

    // entities/order.entity.ts: drop orders.payment_error and its data (uploaded files stay on disk)
    await trx.schema.alterTable('orders', (t) => {
      t.dropColumn('payment_error');
    });
  });
}
