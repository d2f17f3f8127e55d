// Generated from entities/webhook.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import type { EntityStatements } from '../../../runtime-server/crud/statements';

/** The fixed-shape queries of Webhooks, compiled by knex for SQLite and PostgreSQL: the server runs them prepared. */
export const webhookStatements = {
  readById: { sqlite: { sql: 'select `id`, `name`, `url`, `events`, `active`, `failures`, `created_at`, `updated_at` from `webhooks` where `id` = ? limit 1', bindings: [{ param: 'id' }] }, pg: { name: 's_07b2e5b7cd26722f64de', sql: 'select "id", "name", "url", "events", "active", "failures", "created_at", "updated_at" from "webhooks" where "id" = $1 limit 1', bindings: [{ param: 'id' }] } },
  rowById: { sqlite: { sql: 'select * from `webhooks` where `id` = ? limit 1', bindings: [{ param: 'id' }] }, pg: { sql: 'select * from "webhooks" where "id" = $1 limit 1', bindings: [{ param: 'id' }] } },
  lockById: { sqlite: { sql: 'select * from `webhooks` where `id` = ? limit 1', bindings: [{ param: 'id' }] }, pg: { sql: 'select * from "webhooks" where "id" = $1 limit 1 for update', bindings: [{ param: 'id' }] } },
  count: { sqlite: { sql: 'select count(*) as `total` from `webhooks` limit 1', bindings: [] }, pg: { name: 's_523bccaa8beb196bf265', sql: 'select count(*) as "total" from "webhooks" limit 1', bindings: [] } },
  firstPage: { order: [{ column: 'id', direction: 'desc' }], sqlite: { sql: 'select `id`, `name`, `url`, `events`, `active`, `failures`, `created_at`, `updated_at` from `webhooks` order by `id` desc limit ?', bindings: [{ param: 'perPage' }] }, pg: { name: 's_b5cf7e35d3b7710f845d', sql: 'select "id", "name", "url", "events", "active", "failures", "created_at", "updated_at" from "webhooks" order by "id" desc limit $1', bindings: [{ param: 'perPage' }] } },
} as const satisfies EntityStatements;
