// Generated from entities/category.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import type { EntityStatements } from '../../../runtime-server/crud/statements';

/** The fixed-shape queries of Categories, compiled by knex for SQLite and PostgreSQL: the server runs them prepared. */
export const categoryStatements = {
  readById: { sqlite: { sql: 'select `id`, `name`, `slug`, `description`, `icon`, `accent_color`, `display_order`, `active`, `created_at`, `updated_at` from `categories` where `id` = ? limit 1', bindings: [{ param: 'id' }] }, pg: { name: 's_3465e97c0f8581c60e98', sql: 'select "id", "name", "slug", "description", "icon", "accent_color", "display_order", "active", "created_at", "updated_at" from "categories" where "id" = $1 limit 1', bindings: [{ param: 'id' }] } },
  rowById: { sqlite: { sql: 'select * from `categories` where `id` = ? limit 1', bindings: [{ param: 'id' }] }, pg: { sql: 'select * from "categories" where "id" = $1 limit 1', bindings: [{ param: 'id' }] } },
  lockById: { sqlite: { sql: 'select * from `categories` where `id` = ? limit 1', bindings: [{ param: 'id' }] }, pg: { sql: 'select * from "categories" where "id" = $1 limit 1 for update', bindings: [{ param: 'id' }] } },
  count: { sqlite: { sql: 'select count(*) as `total` from `categories` limit 1', bindings: [] }, pg: { name: 's_8c584f0f78e901db024f', sql: 'select count(*) as "total" from "categories" limit 1', bindings: [] } },
  firstPage: { order: [{ column: 'display_order', direction: 'asc' }], sqlite: { sql: 'select `id`, `name`, `slug`, `description`, `icon`, `accent_color`, `display_order`, `active`, `created_at`, `updated_at` from `categories` order by `display_order` asc, `id` asc limit ?', bindings: [{ param: 'perPage' }] }, pg: { name: 's_8b0641a8f80b1f308cc2', sql: 'select "id", "name", "slug", "description", "icon", "accent_color", "display_order", "active", "created_at", "updated_at" from "categories" order by "display_order" asc, "id" asc limit $1', bindings: [{ param: 'perPage' }] } },
} as const satisfies EntityStatements;
