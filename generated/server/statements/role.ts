// Generated from entities/role.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import type { EntityStatements } from '../../../runtime-server/crud/statements';

/** The fixed-shape queries of Roles, compiled by knex for SQLite and PostgreSQL: the server runs them prepared. */
export const roleStatements = {
  readById: { sqlite: { sql: 'select `id`, `name`, `key`, `description`, `admin_access`, `all_permissions`, `requires_two_factor`, `permissions`, `created_at`, `updated_at` from `roles` where `id` = ? limit ?', bindings: [{ param: 'id' }, 1] }, pg: { name: 's_c257cb4f495575f7483e', sql: 'select "id", "name", "key", "description", "admin_access", "all_permissions", "requires_two_factor", "permissions", "created_at", "updated_at" from "roles" where "id" = $1 limit $2', bindings: [{ param: 'id' }, 1] } },
  rowById: { sqlite: { sql: 'select * from `roles` where `id` = ? limit ?', bindings: [{ param: 'id' }, 1] }, pg: { sql: 'select * from "roles" where "id" = $1 limit $2', bindings: [{ param: 'id' }, 1] } },
  lockById: { sqlite: { sql: 'select * from `roles` where `id` = ? limit ?', bindings: [{ param: 'id' }, 1] }, pg: { sql: 'select * from "roles" where "id" = $1 limit $2 for update', bindings: [{ param: 'id' }, 1] } },
  count: { sqlite: { sql: 'select count(*) as `total` from `roles` limit ?', bindings: [1] }, pg: { name: 's_91f18538f8309d64ac32', sql: 'select count(*) as "total" from "roles" limit $1', bindings: [1] } },
  firstPage: { order: [{ column: 'name', direction: 'asc' }], sqlite: { sql: 'select `id`, `name`, `key`, `description`, `admin_access`, `all_permissions`, `requires_two_factor`, `permissions`, `created_at`, `updated_at` from `roles` order by `name` asc, `id` asc limit ?', bindings: [{ param: 'perPage' }] }, pg: { name: 's_879265b0b5452f97e258', sql: 'select "id", "name", "key", "description", "admin_access", "all_permissions", "requires_two_factor", "permissions", "created_at", "updated_at" from "roles" order by "name" asc, "id" asc limit $1', bindings: [{ param: 'perPage' }] } },
} as const satisfies EntityStatements;
