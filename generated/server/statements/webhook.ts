// Generated from entities/webhook.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import type { EntityStatements } from '../../../runtime-server/crud/statements';

/** The fixed-shape queries of Webhooks, compiled by knex for SQLite and PostgreSQL: the server runs them prepared. */
export const webhookStatements = {
  readById: { sqlite: { sql: 'select `id`, `name`, `url`, `events`, `active`, `failures`, `created_at`, `updated_at` from `webhooks` where `id` = ? limit ?', bindings: [{ param: 'id' }, 1] }, pg: { name: 's_9c1b3d4fbbd466eb31b0', sql: 'select "id", "name", "url", "events", "active", "failures", "created_at", "updated_at" from "webhooks" where "id" = $1 limit $2', bindings: [{ param: 'id' }, 1] } },
  rowById: { sqlite: { sql: 'select * from `webhooks` where `id` = ? limit ?', bindings: [{ param: 'id' }, 1] }, pg: { sql: 'select * from "webhooks" where "id" = $1 limit $2', bindings: [{ param: 'id' }, 1] } },
  lockById: { sqlite: { sql: 'select * from `webhooks` where `id` = ? limit ?', bindings: [{ param: 'id' }, 1] }, pg: { sql: 'select * from "webhooks" where "id" = $1 limit $2 for update', bindings: [{ param: 'id' }, 1] } },
  count: { sqlite: { sql: 'select count(*) as `total` from `webhooks` limit ?', bindings: [1] }, pg: { name: 's_0792d0a02f6f3714032b', sql: 'select count(*) as "total" from "webhooks" limit $1', bindings: [1] } },
  firstPage: { order: [{ column: 'id', direction: 'desc' }], sqlite: { sql: 'select `id`, `name`, `url`, `events`, `active`, `failures`, `created_at`, `updated_at` from `webhooks` order by `id` desc limit ?', bindings: [{ param: 'perPage' }] }, pg: { name: 's_b5cf7e35d3b7710f845d', sql: 'select "id", "name", "url", "events", "active", "failures", "created_at", "updated_at" from "webhooks" order by "id" desc limit $1', bindings: [{ param: 'perPage' }] } },
} as const satisfies EntityStatements;
