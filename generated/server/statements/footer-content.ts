// Generated from entities/footer-content.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import type { EntityStatements } from '../../../runtime-server/crud/statements';

/** The fixed-shape queries of Footer Links, compiled by knex for SQLite and PostgreSQL: the server runs them prepared. */
export const footerContentStatements = {
  readById: { sqlite: { sql: 'select `id`, `footer_header_id`, `label`, `url`, `new_tab`, `display_order`, `active`, `created_at`, `updated_at` from `footer_contents` where `id` = ? limit ?', bindings: [{ param: 'id' }, 1] }, pg: { name: 's_dbdc9d8a4d11868e940a', sql: 'select "id", "footer_header_id", "label", "url", "new_tab", "display_order", "active", "created_at", "updated_at" from "footer_contents" where "id" = $1 limit $2', bindings: [{ param: 'id' }, 1] } },
  count: { sqlite: { sql: 'select count(*) as `total` from `footer_contents` limit ?', bindings: [1] }, pg: { name: 's_d865df32de2b70e354f7', sql: 'select count(*) as "total" from "footer_contents" limit $1', bindings: [1] } },
  firstPage: { order: [{ column: 'display_order', direction: 'asc' }], sqlite: { sql: 'select `id`, `footer_header_id`, `label`, `url`, `new_tab`, `display_order`, `active`, `created_at`, `updated_at` from `footer_contents` order by `display_order` asc, `id` asc limit ?', bindings: [{ param: 'perPage' }] }, pg: { name: 's_c9267f85b8d0f3076b80', sql: 'select "id", "footer_header_id", "label", "url", "new_tab", "display_order", "active", "created_at", "updated_at" from "footer_contents" order by "display_order" asc, "id" asc limit $1', bindings: [{ param: 'perPage' }] } },
  attach: { footer_header_id: { sqlite: { sql: 'select `id`, `title` from `footer_headers` where `id` in (?)', bindings: [{ param: 'id' }] }, pg: { name: 's_b7311ced229f6e3e2f31', sql: 'select "id", "title" from "footer_headers" where "id" in ($1)', bindings: [{ param: 'id' }] } } },
} as const satisfies EntityStatements;
