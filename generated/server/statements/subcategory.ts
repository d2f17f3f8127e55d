// Generated from entities/subcategory.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import type { EntityStatements } from '../../../runtime-server/crud/statements';

/** The fixed-shape queries of Subcategories, compiled by knex for SQLite and PostgreSQL: the server runs them prepared. */
export const subcategoryStatements = {
  readById: { sqlite: { sql: 'select `id`, `category_id`, `name`, `slug`, `description`, `display_order`, `active`, `created_at`, `updated_at` from `subcategories` where `id` = ? limit ?', bindings: [{ param: 'id' }, 1] }, pg: { name: 's_107ef2b6c1d71834d168', sql: 'select "id", "category_id", "name", "slug", "description", "display_order", "active", "created_at", "updated_at" from "subcategories" where "id" = $1 limit $2', bindings: [{ param: 'id' }, 1] } },
  rowById: { sqlite: { sql: 'select * from `subcategories` where `id` = ? limit ?', bindings: [{ param: 'id' }, 1] }, pg: { sql: 'select * from "subcategories" where "id" = $1 limit $2', bindings: [{ param: 'id' }, 1] } },
  lockById: { sqlite: { sql: 'select * from `subcategories` where `id` = ? limit ?', bindings: [{ param: 'id' }, 1] }, pg: { sql: 'select * from "subcategories" where "id" = $1 limit $2 for update', bindings: [{ param: 'id' }, 1] } },
  count: { sqlite: { sql: 'select count(*) as `total` from `subcategories` limit ?', bindings: [1] }, pg: { name: 's_f5b35cda9a06cd722374', sql: 'select count(*) as "total" from "subcategories" limit $1', bindings: [1] } },
  firstPage: { order: [{ column: 'display_order', direction: 'asc' }], sqlite: { sql: 'select `id`, `category_id`, `name`, `slug`, `description`, `display_order`, `active`, `created_at`, `updated_at` from `subcategories` order by `display_order` asc, `id` asc limit ?', bindings: [{ param: 'perPage' }] }, pg: { name: 's_ae2d58a281a62c350f43', sql: 'select "id", "category_id", "name", "slug", "description", "display_order", "active", "created_at", "updated_at" from "subcategories" order by "display_order" asc, "id" asc limit $1', bindings: [{ param: 'perPage' }] } },
  attach: { category_id: { sqlite: { sql: 'select `id`, `name` from `categories` where `id` in (?)', bindings: [{ param: 'id' }] }, pg: { name: 's_cda6fde9c5dde1c6fa9a', sql: 'select "id", "name" from "categories" where "id" in ($1)', bindings: [{ param: 'id' }] } } },
} as const satisfies EntityStatements;
