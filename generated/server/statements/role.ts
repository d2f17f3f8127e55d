// Generated from entities/role.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import type { EntityStatements } from '../../../runtime-server/crud/statements';

/** The fixed-shape queries of Roles, compiled by knex for SQLite and PostgreSQL: the server runs them prepared. */
export const roleStatements = {
  readById: { sqlite: { sql: 'select `id`, `name`, `key`, `description`, `admin_access`, `all_permissions`, `requires_two_factor`, `permissions`, `created_at`, `updated_at` from `roles` where `id` = ? limit 1', bindings: [{ param: 'id' }] }, pg: { name: 's_395e351221685f65ff5d', sql: 'select "id", "name", "key", "description", "admin_access", "all_permissions", "requires_two_factor", "permissions", "created_at", "updated_at" from "roles" where "id" = $1 limit 1', bindings: [{ param: 'id' }] } },
  rowById: { sqlite: { sql: 'select * from `roles` where `id` = ? limit 1', bindings: [{ param: 'id' }] }, pg: { sql: 'select * from "roles" where "id" = $1 limit 1', bindings: [{ param: 'id' }] } },
  lockById: { sqlite: { sql: 'select * from `roles` where `id` = ? limit 1', bindings: [{ param: 'id' }] }, pg: { sql: 'select * from "roles" where "id" = $1 limit 1 for update', bindings: [{ param: 'id' }] } },
  count: { sqlite: { sql: 'select count(*) as `total` from `roles` limit 1', bindings: [] }, pg: { name: 's_fe4ae5f47edb9c0e0819', sql: 'select count(*) as "total" from "roles" limit 1', bindings: [] } },
  firstPage: { order: [{ column: 'name', direction: 'asc' }], sqlite: { sql: 'select `id`, `name`, `key`, `description`, `admin_access`, `all_permissions`, `requires_two_factor`, `permissions`, `created_at`, `updated_at` from `roles` order by `name` asc, `id` asc limit ?', bindings: [{ param: 'perPage' }] }, pg: { name: 's_879265b0b5452f97e258', sql: 'select "id", "name", "key", "description", "admin_access", "all_permissions", "requires_two_factor", "permissions", "created_at", "updated_at" from "roles" order by "name" asc, "id" asc limit $1', bindings: [{ param: 'perPage' }] } },
} as const satisfies EntityStatements;
