// Generated from entities/partner.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import type { EntityStatements } from '../../../runtime-server/crud/statements';

/** The fixed-shape queries of Partners, compiled by knex for SQLite and PostgreSQL: the server runs them prepared. */
export const partnerStatements = {
  readById: { sqlite: { sql: 'select `id`, `name`, `logo`, `website`, `partnership`, `description`, `display_order`, `active`, `created_at`, `updated_at` from `partners` where `id` = ? limit 1', bindings: [{ param: 'id' }] }, pg: { name: 's_b5d42f1a632996ed8dbd', sql: 'select "id", "name", "logo", "website", "partnership", "description", "display_order", "active", "created_at", "updated_at" from "partners" where "id" = $1 limit 1', bindings: [{ param: 'id' }] } },
  rowById: { sqlite: { sql: 'select * from `partners` where `id` = ? limit 1', bindings: [{ param: 'id' }] }, pg: { sql: 'select * from "partners" where "id" = $1 limit 1', bindings: [{ param: 'id' }] } },
  lockById: { sqlite: { sql: 'select * from `partners` where `id` = ? limit 1', bindings: [{ param: 'id' }] }, pg: { sql: 'select * from "partners" where "id" = $1 limit 1 for update', bindings: [{ param: 'id' }] } },
  count: { sqlite: { sql: 'select count(*) as `total` from `partners` limit 1', bindings: [] }, pg: { name: 's_13242dc7da4364e5f18c', sql: 'select count(*) as "total" from "partners" limit 1', bindings: [] } },
  firstPage: { order: [{ column: 'display_order', direction: 'asc' }], sqlite: { sql: 'select `id`, `name`, `logo`, `website`, `partnership`, `description`, `display_order`, `active`, `created_at`, `updated_at` from `partners` order by `display_order` asc, `id` asc limit ?', bindings: [{ param: 'perPage' }] }, pg: { name: 's_9cff37b0e2da52ae3b6b', sql: 'select "id", "name", "logo", "website", "partnership", "description", "display_order", "active", "created_at", "updated_at" from "partners" order by "display_order" asc, "id" asc limit $1', bindings: [{ param: 'perPage' }] } },
} as const satisfies EntityStatements;
