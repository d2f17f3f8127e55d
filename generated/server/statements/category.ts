// Generated from entities/category.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import type { EntityStatements } from '../../../runtime-server/crud/statements';

/** The fixed-shape queries of Categories, compiled by knex for SQLite and PostgreSQL: the server runs them prepared. */
export const categoryStatements = {
  readById: { sqlite: { sql: 'select `id`, `name`, `slug`, `description`, `icon`, `accent_color`, `display_order`, `active`, `created_at`, `updated_at` from `categories` where `id` = ? limit ?', bindings: [{ param: 'id' }, 1] }, pg: { name: 's_eae39b46cc2090c02c47', sql: 'select "id", "name", "slug", "description", "icon", "accent_color", "display_order", "active", "created_at", "updated_at" from "categories" where "id" = $1 limit $2', bindings: [{ param: 'id' }, 1] } },
  rowById: { sqlite: { sql: 'select * from `categories` where `id` = ? limit ?', bindings: [{ param: 'id' }, 1] }, pg: { sql: 'select * from "categories" where "id" = $1 limit $2', bindings: [{ param: 'id' }, 1] } },
  lockById: { sqlite: { sql: 'select * from `categories` where `id` = ? limit ?', bindings: [{ param: 'id' }, 1] }, pg: { sql: 'select * from "categories" where "id" = $1 limit $2 for update', bindings: [{ param: 'id' }, 1] } },
  count: { sqlite: { sql: 'select count(*) as `total` from `categories` limit ?', bindings: [1] }, pg: { name: 's_ac13defcad6544dd0f1b', sql: 'select count(*) as "total" from "categories" limit $1', bindings: [1] } },
  firstPage: { order: [{ column: 'display_order', direction: 'asc' }], sqlite: { sql: 'select `id`, `name`, `slug`, `description`, `icon`, `accent_color`, `display_order`, `active`, `created_at`, `updated_at` from `categories` order by `display_order` asc, `id` asc limit ?', bindings: [{ param: 'perPage' }] }, pg: { name: 's_8b0641a8f80b1f308cc2', sql: 'select "id", "name", "slug", "description", "icon", "accent_color", "display_order", "active", "created_at", "updated_at" from "categories" order by "display_order" asc, "id" asc limit $1', bindings: [{ param: 'perPage' }] } },
} as const satisfies EntityStatements;
