// Generated from entities/header-menu.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import type { EntityStatements } from '../../../runtime-server/crud/statements';

/** The fixed-shape queries of Header Menu, compiled by knex for SQLite and PostgreSQL: the server runs them prepared. */
export const headerMenuStatements = {
  readById: { sqlite: { sql: 'select `id`, `label`, `url`, `parent_id`, `display_order`, `active`, `translations`, `created_at`, `updated_at` from `header_menus` where `id` = ? limit ?', bindings: [{ param: 'id' }, 1] }, pg: { name: 's_369341fab06adf5ce234', sql: 'select "id", "label", "url", "parent_id", "display_order", "active", "translations", "created_at", "updated_at" from "header_menus" where "id" = $1 limit $2', bindings: [{ param: 'id' }, 1] } },
  rowById: { sqlite: { sql: 'select * from `header_menus` where `id` = ? limit ?', bindings: [{ param: 'id' }, 1] }, pg: { sql: 'select * from "header_menus" where "id" = $1 limit $2', bindings: [{ param: 'id' }, 1] } },
  lockById: { sqlite: { sql: 'select * from `header_menus` where `id` = ? limit ?', bindings: [{ param: 'id' }, 1] }, pg: { sql: 'select * from "header_menus" where "id" = $1 limit $2 for update', bindings: [{ param: 'id' }, 1] } },
  count: { sqlite: { sql: 'select count(*) as `total` from `header_menus` limit ?', bindings: [1] }, pg: { name: 's_059e9f26de93be3a096e', sql: 'select count(*) as "total" from "header_menus" limit $1', bindings: [1] } },
  firstPage: { order: [{ column: 'display_order', direction: 'asc' }], sqlite: { sql: 'select `id`, `label`, `url`, `parent_id`, `display_order`, `active`, `translations`, `created_at`, `updated_at` from `header_menus` order by `display_order` asc, `id` asc limit ?', bindings: [{ param: 'perPage' }] }, pg: { name: 's_c1a8212483258cc91db0', sql: 'select "id", "label", "url", "parent_id", "display_order", "active", "translations", "created_at", "updated_at" from "header_menus" order by "display_order" asc, "id" asc limit $1', bindings: [{ param: 'perPage' }] } },
  attach: { parent_id: { sqlite: { sql: 'select `id`, `label` from `header_menus` where `id` in (?)', bindings: [{ param: 'id' }] }, pg: { name: 's_a85abfc063e22e962486', sql: 'select "id", "label" from "header_menus" where "id" in ($1)', bindings: [{ param: 'id' }] } } },
} as const satisfies EntityStatements;
