// Generated from entities/user.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import type { EntityStatements } from '../../../runtime-server/crud/statements';

/** The fixed-shape queries of Users, compiled by knex for SQLite and PostgreSQL: the server runs them prepared. */
export const userStatements = {
  readById: { sqlite: { sql: 'select `id`, `first_name`, `last_name`, `email`, `phone`, `role_id`, `language`, `created_at`, `updated_at` from `users` where `id` = ? limit ?', bindings: [{ param: 'id' }, 1] }, pg: { name: 's_399045e6f473342928af', sql: 'select "id", "first_name", "last_name", "email", "phone", "role_id", "language", "created_at", "updated_at" from "users" where "id" = $1 limit $2', bindings: [{ param: 'id' }, 1] } },
  rowById: { sqlite: { sql: 'select * from `users` where `id` = ? limit ?', bindings: [{ param: 'id' }, 1] }, pg: { sql: 'select * from "users" where "id" = $1 limit $2', bindings: [{ param: 'id' }, 1] } },
  lockById: { sqlite: { sql: 'select * from `users` where `id` = ? limit ?', bindings: [{ param: 'id' }, 1] }, pg: { sql: 'select * from "users" where "id" = $1 limit $2 for update', bindings: [{ param: 'id' }, 1] } },
  count: { sqlite: { sql: 'select count(*) as `total` from `users` limit ?', bindings: [1] }, pg: { name: 's_186dc6e531d265a4b048', sql: 'select count(*) as "total" from "users" limit $1', bindings: [1] } },
  firstPage: { order: [{ column: 'created_at', direction: 'desc' }], sqlite: { sql: 'select `id`, `first_name`, `last_name`, `email`, `phone`, `role_id`, `language`, `created_at`, `updated_at` from `users` order by `created_at` desc, `id` desc limit ?', bindings: [{ param: 'perPage' }] }, pg: { name: 's_ac18adeaefa29274e697', sql: 'select "id", "first_name", "last_name", "email", "phone", "role_id", "language", "created_at", "updated_at" from "users" order by "created_at" desc, "id" desc limit $1', bindings: [{ param: 'perPage' }] } },
  attach: { role_id: { sqlite: { sql: 'select `id`, `name` from `roles` where `id` in (?)', bindings: [{ param: 'id' }] }, pg: { name: 's_4ed5a5bcf158057963b8', sql: 'select "id", "name" from "roles" where "id" in ($1)', bindings: [{ param: 'id' }] } } },
  chosen: { role_id: { sqlite: { sql: 'select `id` from `roles` where `id` = ? limit ?', bindings: [{ param: 'id' }, 1] }, pg: { name: 's_ce94267f4b08c6104f0d', sql: 'select "id" from "roles" where "id" = $1 limit $2', bindings: [{ param: 'id' }, 1] } } },
} as const satisfies EntityStatements;
