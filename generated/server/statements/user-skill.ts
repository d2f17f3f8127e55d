// Generated from entities/user-skill.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import type { EntityStatements } from '../../../runtime-server/crud/statements';

/** The fixed-shape queries of Skills, compiled by knex for SQLite and PostgreSQL: the server runs them prepared. */
export const userSkillStatements = {
  readById: { sqlite: { sql: 'select `id`, `user_id`, `name`, `level`, `created_at`, `updated_at` from `user_skills` where `id` = ? limit 1', bindings: [{ param: 'id' }] }, pg: { name: 's_9f0f9eae8024f3d47c55', sql: 'select "id", "user_id", "name", "level", "created_at", "updated_at" from "user_skills" where "id" = $1 limit 1', bindings: [{ param: 'id' }] } },
  rowById: { sqlite: { sql: 'select * from `user_skills` where `id` = ? limit 1', bindings: [{ param: 'id' }] }, pg: { sql: 'select * from "user_skills" where "id" = $1 limit 1', bindings: [{ param: 'id' }] } },
  lockById: { sqlite: { sql: 'select * from `user_skills` where `id` = ? limit 1', bindings: [{ param: 'id' }] }, pg: { sql: 'select * from "user_skills" where "id" = $1 limit 1 for update', bindings: [{ param: 'id' }] } },
  count: { sqlite: { sql: 'select count(*) as `total` from `user_skills` limit 1', bindings: [] }, pg: { name: 's_0bc06f478dc8e541dcbc', sql: 'select count(*) as "total" from "user_skills" limit 1', bindings: [] } },
  firstPage: { order: [{ column: 'name', direction: 'asc' }], sqlite: { sql: 'select `id`, `user_id`, `name`, `level`, `created_at`, `updated_at` from `user_skills` order by `name` asc, `id` asc limit ?', bindings: [{ param: 'perPage' }] }, pg: { name: 's_41c1476afc44ef793da2', sql: 'select "id", "user_id", "name", "level", "created_at", "updated_at" from "user_skills" order by "name" asc, "id" asc limit $1', bindings: [{ param: 'perPage' }] } },
  attach: { user_id: { sqlite: { sql: 'select `id`, `email` from `users` where `id` in (?)', bindings: [{ param: 'id' }] }, pg: { name: 's_88827dcfa7df9cd02282', sql: 'select "id", "email" from "users" where "id" in ($1)', bindings: [{ param: 'id' }] } } },
  attachMany: { user_id: { sqlite: { sql: 'select `id`, `email` from `users` where `id` in (select value from json_each(?))', bindings: [{ param: 'ids' }] }, pg: { name: 's_8bf5d74b773783c7abb5', sql: 'select "id", "email" from "users" where "id" = any($1)', bindings: [{ param: 'ids' }] } } },
  chosen: { user_id: { sqlite: { sql: 'select `id` from `users` where `id` = ? limit 1', bindings: [{ param: 'id' }] }, pg: { name: 's_c7c26afb3346985d1565', sql: 'select "id" from "users" where "id" = $1 limit 1', bindings: [{ param: 'id' }] } } },
} as const satisfies EntityStatements;
