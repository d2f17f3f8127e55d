// Generated from entities/payment-event.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import type { EntityStatements } from '../../../runtime-server/crud/statements';

/** The fixed-shape queries of Payment Events, compiled by knex for SQLite and PostgreSQL: the server runs them prepared. */
export const paymentEventStatements = {
  readById: { sqlite: { sql: 'select `id`, `provider`, `event_id`, `type`, `order_number`, `created_at`, `updated_at` from `payment_provider_events` where `id` = ? limit ?', bindings: [{ param: 'id' }, 1] }, pg: { name: 's_baa9e29325b20527d710', sql: 'select "id", "provider", "event_id", "type", "order_number", "created_at", "updated_at" from "payment_provider_events" where "id" = $1 limit $2', bindings: [{ param: 'id' }, 1] } },
  rowById: { sqlite: { sql: 'select * from `payment_provider_events` where `id` = ? limit ?', bindings: [{ param: 'id' }, 1] }, pg: { sql: 'select * from "payment_provider_events" where "id" = $1 limit $2', bindings: [{ param: 'id' }, 1] } },
  lockById: { sqlite: { sql: 'select * from `payment_provider_events` where `id` = ? limit ?', bindings: [{ param: 'id' }, 1] }, pg: { sql: 'select * from "payment_provider_events" where "id" = $1 limit $2 for update', bindings: [{ param: 'id' }, 1] } },
  count: { sqlite: { sql: 'select count(*) as `total` from `payment_provider_events` limit ?', bindings: [1] }, pg: { name: 's_74aa60b45821212d17ed', sql: 'select count(*) as "total" from "payment_provider_events" limit $1', bindings: [1] } },
  firstPage: { order: [{ column: 'id', direction: 'desc' }], sqlite: { sql: 'select `id`, `provider`, `event_id`, `type`, `order_number`, `created_at`, `updated_at` from `payment_provider_events` order by `id` desc limit ?', bindings: [{ param: 'perPage' }] }, pg: { name: 's_7bfcef6ee422fc6be5de', sql: 'select "id", "provider", "event_id", "type", "order_number", "created_at", "updated_at" from "payment_provider_events" order by "id" desc limit $1', bindings: [{ param: 'perPage' }] } },
} as const satisfies EntityStatements;
