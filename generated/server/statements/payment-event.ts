// Generated from entities/payment-event.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import type { EntityStatements } from '../../../runtime-server/crud/statements';

/** The fixed-shape queries of Payment Events, compiled by knex for SQLite and PostgreSQL: the server runs them prepared. */
export const paymentEventStatements = {
  readById: { sqlite: { sql: 'select `id`, `provider`, `event_id`, `type`, `order_number`, `created_at`, `updated_at` from `payment_provider_events` where `id` = ? limit 1', bindings: [{ param: 'id' }] }, pg: { name: 's_96ac6bc4f0d2690e947a', sql: 'select "id", "provider", "event_id", "type", "order_number", "created_at", "updated_at" from "payment_provider_events" where "id" = $1 limit 1', bindings: [{ param: 'id' }] } },
  rowById: { sqlite: { sql: 'select * from `payment_provider_events` where `id` = ? limit 1', bindings: [{ param: 'id' }] }, pg: { sql: 'select * from "payment_provider_events" where "id" = $1 limit 1', bindings: [{ param: 'id' }] } },
  lockById: { sqlite: { sql: 'select * from `payment_provider_events` where `id` = ? limit 1', bindings: [{ param: 'id' }] }, pg: { sql: 'select * from "payment_provider_events" where "id" = $1 limit 1 for update', bindings: [{ param: 'id' }] } },
  count: { sqlite: { sql: 'select count(*) as `total` from `payment_provider_events` limit 1', bindings: [] }, pg: { name: 's_13e206b6b07532bbb601', sql: 'select count(*) as "total" from "payment_provider_events" limit 1', bindings: [] } },
  firstPage: { order: [{ column: 'id', direction: 'desc' }], sqlite: { sql: 'select `id`, `provider`, `event_id`, `type`, `order_number`, `created_at`, `updated_at` from `payment_provider_events` order by `id` desc limit ?', bindings: [{ param: 'perPage' }] }, pg: { name: 's_7bfcef6ee422fc6be5de', sql: 'select "id", "provider", "event_id", "type", "order_number", "created_at", "updated_at" from "payment_provider_events" order by "id" desc limit $1', bindings: [{ param: 'perPage' }] } },
} as const satisfies EntityStatements;
