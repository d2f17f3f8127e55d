// Generated from entities/footer-header.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import type { EntityStatements } from '../../../runtime-server/crud/statements';

/** The fixed-shape queries of Footer Columns, compiled by knex for SQLite and PostgreSQL: the server runs them prepared. */
export const footerHeaderStatements = {
  readById: { sqlite: { sql: 'select `id`, `title`, `display_order`, `active`, `translations`, `created_at`, `updated_at` from `footer_headers` where `id` = ? limit 1', bindings: [{ param: 'id' }] }, pg: { name: 's_70f06e0d175dcd129f6d', sql: 'select "id", "title", "display_order", "active", "translations", "created_at", "updated_at" from "footer_headers" where "id" = $1 limit 1', bindings: [{ param: 'id' }] } },
  rowById: { sqlite: { sql: 'select * from `footer_headers` where `id` = ? limit 1', bindings: [{ param: 'id' }] }, pg: { sql: 'select * from "footer_headers" where "id" = $1 limit 1', bindings: [{ param: 'id' }] } },
  lockById: { sqlite: { sql: 'select * from `footer_headers` where `id` = ? limit 1', bindings: [{ param: 'id' }] }, pg: { sql: 'select * from "footer_headers" where "id" = $1 limit 1 for update', bindings: [{ param: 'id' }] } },
  count: { sqlite: { sql: 'select count(*) as `total` from `footer_headers` limit 1', bindings: [] }, pg: { name: 's_cda244df2f45fd117758', sql: 'select count(*) as "total" from "footer_headers" limit 1', bindings: [] } },
  firstPage: { order: [{ column: 'display_order', direction: 'asc' }], sqlite: { sql: 'select `id`, `title`, `display_order`, `active`, `translations`, `created_at`, `updated_at` from `footer_headers` order by `display_order` asc, `id` asc limit ?', bindings: [{ param: 'perPage' }] }, pg: { name: 's_d1d729832219021342f7', sql: 'select "id", "title", "display_order", "active", "translations", "created_at", "updated_at" from "footer_headers" order by "display_order" asc, "id" asc limit $1', bindings: [{ param: 'perPage' }] } },
} as const satisfies EntityStatements;
