// Generated from entities/subscriber.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import type { EntityStatements } from '../../../runtime-server/crud/statements';

/** The fixed-shape queries of Subscribers, compiled by knex for SQLite and PostgreSQL: the server runs them prepared. */
export const subscriberStatements = {
  readById: { sqlite: { sql: 'select `id`, `email`, `name`, `source`, `subscribed_at`, `created_at`, `updated_at` from `subscribers` where `id` = ? limit ?', bindings: [{ param: 'id' }, 1] }, pg: { name: 's_8370ed1966de7dd9e9f5', sql: 'select "id", "email", "name", "source", "subscribed_at", "created_at", "updated_at" from "subscribers" where "id" = $1 limit $2', bindings: [{ param: 'id' }, 1] } },
  rowById: { sqlite: { sql: 'select * from `subscribers` where `id` = ? limit ?', bindings: [{ param: 'id' }, 1] }, pg: { sql: 'select * from "subscribers" where "id" = $1 limit $2', bindings: [{ param: 'id' }, 1] } },
  lockById: { sqlite: { sql: 'select * from `subscribers` where `id` = ? limit ?', bindings: [{ param: 'id' }, 1] }, pg: { sql: 'select * from "subscribers" where "id" = $1 limit $2 for update', bindings: [{ param: 'id' }, 1] } },
  count: { sqlite: { sql: 'select count(*) as `total` from `subscribers` limit ?', bindings: [1] }, pg: { name: 's_799a820c547dd434c742', sql: 'select count(*) as "total" from "subscribers" limit $1', bindings: [1] } },
  firstPage: { order: [{ column: 'subscribed_at', direction: 'desc' }], sqlite: { sql: 'select `id`, `email`, `name`, `source`, `subscribed_at`, `created_at`, `updated_at` from `subscribers` order by `subscribed_at` desc, `id` desc limit ?', bindings: [{ param: 'perPage' }] }, pg: { name: 's_44ce535979b360a43462', sql: 'select "id", "email", "name", "source", "subscribed_at", "created_at", "updated_at" from "subscribers" order by "subscribed_at" desc, "id" desc limit $1', bindings: [{ param: 'perPage' }] } },
} as const satisfies EntityStatements;
