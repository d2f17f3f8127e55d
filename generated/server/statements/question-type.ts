// Generated from entities/question-type.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import type { EntityStatements } from '../../../runtime-server/crud/statements';

/** The fixed-shape queries of Question Types, compiled by knex for SQLite and PostgreSQL: the server runs them prepared. */
export const questionTypeStatements = {
  readById: { sqlite: { sql: 'select `id`, `name`, `kind`, `description`, `created_at`, `updated_at` from `question_types` where `id` = ? limit ?', bindings: [{ param: 'id' }, 1] }, pg: { name: 's_1a6f630b25e295a5c7b8', sql: 'select "id", "name", "kind", "description", "created_at", "updated_at" from "question_types" where "id" = $1 limit $2', bindings: [{ param: 'id' }, 1] } },
  rowById: { sqlite: { sql: 'select * from `question_types` where `id` = ? limit ?', bindings: [{ param: 'id' }, 1] }, pg: { sql: 'select * from "question_types" where "id" = $1 limit $2', bindings: [{ param: 'id' }, 1] } },
  lockById: { sqlite: { sql: 'select * from `question_types` where `id` = ? limit ?', bindings: [{ param: 'id' }, 1] }, pg: { sql: 'select * from "question_types" where "id" = $1 limit $2 for update', bindings: [{ param: 'id' }, 1] } },
  count: { sqlite: { sql: 'select count(*) as `total` from `question_types` limit ?', bindings: [1] }, pg: { name: 's_9bf79e6e2ea855c8d5ce', sql: 'select count(*) as "total" from "question_types" limit $1', bindings: [1] } },
  firstPage: { order: [{ column: 'name', direction: 'asc' }], sqlite: { sql: 'select `id`, `name`, `kind`, `description`, `created_at`, `updated_at` from `question_types` order by `name` asc, `id` asc limit ?', bindings: [{ param: 'perPage' }] }, pg: { name: 's_a975850463850e9f2fac', sql: 'select "id", "name", "kind", "description", "created_at", "updated_at" from "question_types" order by "name" asc, "id" asc limit $1', bindings: [{ param: 'perPage' }] } },
} as const satisfies EntityStatements;
