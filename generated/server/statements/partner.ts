// Generated from entities/partner.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import type { EntityStatements } from '../../../runtime-server/crud/statements';

/** The fixed-shape queries of Partners, compiled by knex for SQLite and PostgreSQL: the server runs them prepared. */
export const partnerStatements = {
  readById: { sqlite: { sql: 'select `id`, `name`, `logo`, `website`, `partnership`, `description`, `display_order`, `active`, `created_at`, `updated_at` from `partners` where `id` = ? limit ?', bindings: [{ param: 'id' }, 1] }, pg: { name: 's_3538c5d041bcfc57560f', sql: 'select "id", "name", "logo", "website", "partnership", "description", "display_order", "active", "created_at", "updated_at" from "partners" where "id" = $1 limit $2', bindings: [{ param: 'id' }, 1] } },
  rowById: { sqlite: { sql: 'select * from `partners` where `id` = ? limit ?', bindings: [{ param: 'id' }, 1] }, pg: { sql: 'select * from "partners" where "id" = $1 limit $2', bindings: [{ param: 'id' }, 1] } },
  lockById: { sqlite: { sql: 'select * from `partners` where `id` = ? limit ?', bindings: [{ param: 'id' }, 1] }, pg: { sql: 'select * from "partners" where "id" = $1 limit $2 for update', bindings: [{ param: 'id' }, 1] } },
  count: { sqlite: { sql: 'select count(*) as `total` from `partners` limit ?', bindings: [1] }, pg: { name: 's_67dd2e1e29541ca5cfaf', sql: 'select count(*) as "total" from "partners" limit $1', bindings: [1] } },
  firstPage: { order: [{ column: 'display_order', direction: 'asc' }], sqlite: { sql: 'select `id`, `name`, `logo`, `website`, `partnership`, `description`, `display_order`, `active`, `created_at`, `updated_at` from `partners` order by `display_order` asc, `id` asc limit ?', bindings: [{ param: 'perPage' }] }, pg: { name: 's_9cff37b0e2da52ae3b6b', sql: 'select "id", "name", "logo", "website", "partnership", "description", "display_order", "active", "created_at", "updated_at" from "partners" order by "display_order" asc, "id" asc limit $1', bindings: [{ param: 'perPage' }] } },
} as const satisfies EntityStatements;
