// Generated from entities/footer-header.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import type { EntityStatements } from '../../../runtime-server/crud/statements';

/** The fixed-shape queries of Footer Columns, compiled by knex for SQLite and PostgreSQL: the server runs them prepared. */
export const footerHeaderStatements = {
  readById: { sqlite: { sql: 'select `id`, `title`, `display_order`, `active`, `translations`, `created_at`, `updated_at` from `footer_headers` where `id` = ? limit ?', bindings: [{ param: 'id' }, 1] }, pg: { name: 's_b205c9a2d517c64ec289', sql: 'select "id", "title", "display_order", "active", "translations", "created_at", "updated_at" from "footer_headers" where "id" = $1 limit $2', bindings: [{ param: 'id' }, 1] } },
  rowById: { sqlite: { sql: 'select * from `footer_headers` where `id` = ? limit ?', bindings: [{ param: 'id' }, 1] }, pg: { sql: 'select * from "footer_headers" where "id" = $1 limit $2', bindings: [{ param: 'id' }, 1] } },
  lockById: { sqlite: { sql: 'select * from `footer_headers` where `id` = ? limit ?', bindings: [{ param: 'id' }, 1] }, pg: { sql: 'select * from "footer_headers" where "id" = $1 limit $2 for update', bindings: [{ param: 'id' }, 1] } },
  count: { sqlite: { sql: 'select count(*) as `total` from `footer_headers` limit ?', bindings: [1] }, pg: { name: 's_5d153339d052ae73ca50', sql: 'select count(*) as "total" from "footer_headers" limit $1', bindings: [1] } },
  firstPage: { order: [{ column: 'display_order', direction: 'asc' }], sqlite: { sql: 'select `id`, `title`, `display_order`, `active`, `translations`, `created_at`, `updated_at` from `footer_headers` order by `display_order` asc, `id` asc limit ?', bindings: [{ param: 'perPage' }] }, pg: { name: 's_d1d729832219021342f7', sql: 'select "id", "title", "display_order", "active", "translations", "created_at", "updated_at" from "footer_headers" order by "display_order" asc, "id" asc limit $1', bindings: [{ param: 'perPage' }] } },
} as const satisfies EntityStatements;
