// Generated from entities/user-skill.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import type { EntityStatements } from '../../../runtime-server/crud/statements';

/** The fixed-shape queries of Skills, compiled by knex for SQLite and PostgreSQL: the server runs them prepared. */
export const userSkillStatements = {
  readById: { sqlite: { sql: 'select `id`, `user_id`, `name`, `level`, `created_at`, `updated_at` from `user_skills` where `id` = ? limit ?', bindings: [{ param: 'id' }, 1] }, pg: { name: 's_aa628fb60b35fb719fcb', sql: 'select "id", "user_id", "name", "level", "created_at", "updated_at" from "user_skills" where "id" = $1 limit $2', bindings: [{ param: 'id' }, 1] } },
  rowById: { sqlite: { sql: 'select * from `user_skills` where `id` = ? limit ?', bindings: [{ param: 'id' }, 1] }, pg: { sql: 'select * from "user_skills" where "id" = $1 limit $2', bindings: [{ param: 'id' }, 1] } },
  lockById: { sqlite: { sql: 'select * from `user_skills` where `id` = ? limit ?', bindings: [{ param: 'id' }, 1] }, pg: { sql: 'select * from "user_skills" where "id" = $1 limit $2 for update', bindings: [{ param: 'id' }, 1] } },
  count: { sqlite: { sql: 'select count(*) as `total` from `user_skills` limit ?', bindings: [1] }, pg: { name: 's_1b964571617e8e35989c', sql: 'select count(*) as "total" from "user_skills" limit $1', bindings: [1] } },
  firstPage: { order: [{ column: 'name', direction: 'asc' }], sqlite: { sql: 'select `id`, `user_id`, `name`, `level`, `created_at`, `updated_at` from `user_skills` order by `name` asc, `id` asc limit ?', bindings: [{ param: 'perPage' }] }, pg: { name: 's_41c1476afc44ef793da2', sql: 'select "id", "user_id", "name", "level", "created_at", "updated_at" from "user_skills" order by "name" asc, "id" asc limit $1', bindings: [{ param: 'perPage' }] } },
  attach: { user_id: { sqlite: { sql: 'select `id`, `email` from `users` where `id` in (?)', bindings: [{ param: 'id' }] }, pg: { name: 's_88827dcfa7df9cd02282', sql: 'select "id", "email" from "users" where "id" in ($1)', bindings: [{ param: 'id' }] } } },
  attachMany: { user_id: { sqlite: { sql: 'select `id`, `email` from `users` where `id` in (select value from json_each(?))', bindings: [{ param: 'ids' }] }, pg: { name: 's_8bf5d74b773783c7abb5', sql: 'select "id", "email" from "users" where "id" = any($1)', bindings: [{ param: 'ids' }] } } },
  chosen: { user_id: { sqlite: { sql: 'select `id` from `users` where `id` = ? limit ?', bindings: [{ param: 'id' }, 1] }, pg: { name: 's_edf8b654d11abbcf60a1', sql: 'select "id" from "users" where "id" = $1 limit $2', bindings: [{ param: 'id' }, 1] } } },
} as const satisfies EntityStatements;
