// Generated from entities/partner-count.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import type { EntityStatements } from '../../../runtime-server/crud/statements';

/** The fixed-shape queries of Counters, compiled by knex for SQLite and PostgreSQL: the server runs them prepared. */
export const partnerCountStatements = {
  readById: { sqlite: { sql: 'select `id`, `label`, `value`, `suffix`, `icon`, `display_order`, `active`, `created_at`, `updated_at` from `partner_counts` where `id` = ? limit 1', bindings: [{ param: 'id' }] }, pg: { name: 's_777a78062a60fb44bfa9', sql: 'select "id", "label", "value", "suffix", "icon", "display_order", "active", "created_at", "updated_at" from "partner_counts" where "id" = $1 limit 1', bindings: [{ param: 'id' }] } },
  rowById: { sqlite: { sql: 'select * from `partner_counts` where `id` = ? limit 1', bindings: [{ param: 'id' }] }, pg: { sql: 'select * from "partner_counts" where "id" = $1 limit 1', bindings: [{ param: 'id' }] } },
  lockById: { sqlite: { sql: 'select * from `partner_counts` where `id` = ? limit 1', bindings: [{ param: 'id' }] }, pg: { sql: 'select * from "partner_counts" where "id" = $1 limit 1 for update', bindings: [{ param: 'id' }] } },
  count: { sqlite: { sql: 'select count(*) as `total` from `partner_counts` limit 1', bindings: [] }, pg: { name: 's_e297b487de5bbdbf9fc2', sql: 'select count(*) as "total" from "partner_counts" limit 1', bindings: [] } },
  firstPage: { order: [{ column: 'display_order', direction: 'asc' }], sqlite: { sql: 'select `id`, `label`, `value`, `suffix`, `icon`, `display_order`, `active`, `created_at`, `updated_at` from `partner_counts` order by `display_order` asc, `id` asc limit ?', bindings: [{ param: 'perPage' }] }, pg: { name: 's_7dda32f1c91e8516ccd9', sql: 'select "id", "label", "value", "suffix", "icon", "display_order", "active", "created_at", "updated_at" from "partner_counts" order by "display_order" asc, "id" asc limit $1', bindings: [{ param: 'perPage' }] } },
} as const satisfies EntityStatements;
