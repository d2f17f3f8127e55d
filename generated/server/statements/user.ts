// Generated from entities/user.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import type { EntityStatements } from '../../../runtime-server/crud/statements';

/** The fixed-shape queries of Users, compiled by knex for SQLite and PostgreSQL: the server runs them prepared. */
export const userStatements = {
  readById: { sqlite: { sql: 'select `id`, `first_name`, `last_name`, `email`, `phone`, `role_id`, `language`, `created_at`, `updated_at` from `users` where `id` = ? limit 1', bindings: [{ param: 'id' }] }, pg: { name: 's_2ee0496a09ad2be47794', sql: 'select "id", "first_name", "last_name", "email", "phone", "role_id", "language", "created_at", "updated_at" from "users" where "id" = $1 limit 1', bindings: [{ param: 'id' }] } },
  rowById: { sqlite: { sql: 'select * from `users` where `id` = ? limit 1', bindings: [{ param: 'id' }] }, pg: { sql: 'select * from "users" where "id" = $1 limit 1', bindings: [{ param: 'id' }] } },
  lockById: { sqlite: { sql: 'select * from `users` where `id` = ? limit 1', bindings: [{ param: 'id' }] }, pg: { sql: 'select * from "users" where "id" = $1 limit 1 for update', bindings: [{ param: 'id' }] } },
  count: { sqlite: { sql: 'select count(*) as `total` from `users` limit 1', bindings: [] }, pg: { name: 's_694e90b491fd6a94d138', sql: 'select count(*) as "total" from "users" limit 1', bindings: [] } },
  firstPage: { order: [{ column: 'created_at', direction: 'desc' }], sqlite: { sql: 'select `id`, `first_name`, `last_name`, `email`, `phone`, `role_id`, `language`, `created_at`, `updated_at` from `users` order by `created_at` desc, `id` desc limit ?', bindings: [{ param: 'perPage' }] }, pg: { name: 's_ac18adeaefa29274e697', sql: 'select "id", "first_name", "last_name", "email", "phone", "role_id", "language", "created_at", "updated_at" from "users" order by "created_at" desc, "id" desc limit $1', bindings: [{ param: 'perPage' }] } },
  attach: { role_id: { sqlite: { sql: 'select `id`, `name` from `roles` where `id` in (?)', bindings: [{ param: 'id' }] }, pg: { name: 's_4ed5a5bcf158057963b8', sql: 'select "id", "name" from "roles" where "id" in ($1)', bindings: [{ param: 'id' }] } } },
  attachMany: { role_id: { sqlite: { sql: 'select `id`, `name` from `roles` where `id` in (select value from json_each(?))', bindings: [{ param: 'ids' }] }, pg: { name: 's_f6bc0de73769d00e3cfc', sql: 'select "id", "name" from "roles" where "id" = any($1)', bindings: [{ param: 'ids' }] } } },
  chosen: { role_id: { sqlite: { sql: 'select `id` from `roles` where `id` = ? limit 1', bindings: [{ param: 'id' }] }, pg: { name: 's_a90bb97748ca76ce5e43', sql: 'select "id" from "roles" where "id" = $1 limit 1', bindings: [{ param: 'id' }] } } },
} as const satisfies EntityStatements;
