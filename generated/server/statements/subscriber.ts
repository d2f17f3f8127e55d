// Generated from entities/subscriber.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import type { EntityStatements } from '../../../runtime-server/crud/statements';

/** The fixed-shape queries of Subscribers, compiled by knex for SQLite and PostgreSQL: the server runs them prepared. */
export const subscriberStatements = {
  readById: { sqlite: { sql: 'select `id`, `email`, `name`, `source`, `subscribed_at`, `created_at`, `updated_at` from `subscribers` where `id` = ? limit 1', bindings: [{ param: 'id' }] }, pg: { name: 's_85706b97db2ec249e65e', sql: 'select "id", "email", "name", "source", "subscribed_at", "created_at", "updated_at" from "subscribers" where "id" = $1 limit 1', bindings: [{ param: 'id' }] } },
  rowById: { sqlite: { sql: 'select * from `subscribers` where `id` = ? limit 1', bindings: [{ param: 'id' }] }, pg: { sql: 'select * from "subscribers" where "id" = $1 limit 1', bindings: [{ param: 'id' }] } },
  lockById: { sqlite: { sql: 'select * from `subscribers` where `id` = ? limit 1', bindings: [{ param: 'id' }] }, pg: { sql: 'select * from "subscribers" where "id" = $1 limit 1 for update', bindings: [{ param: 'id' }] } },
  count: { sqlite: { sql: 'select count(*) as `total` from `subscribers` limit 1', bindings: [] }, pg: { name: 's_8311c308f4a3ecbab7eb', sql: 'select count(*) as "total" from "subscribers" limit 1', bindings: [] } },
  firstPage: { order: [{ column: 'subscribed_at', direction: 'desc' }], sqlite: { sql: 'select `id`, `email`, `name`, `source`, `subscribed_at`, `created_at`, `updated_at` from `subscribers` order by `subscribed_at` desc, `id` desc limit ?', bindings: [{ param: 'perPage' }] }, pg: { name: 's_44ce535979b360a43462', sql: 'select "id", "email", "name", "source", "subscribed_at", "created_at", "updated_at" from "subscribers" order by "subscribed_at" desc, "id" desc limit $1', bindings: [{ param: 'perPage' }] } },
} as const satisfies EntityStatements;
