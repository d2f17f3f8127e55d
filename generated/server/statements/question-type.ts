// Generated from entities/question-type.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import type { EntityStatements } from '../../../runtime-server/crud/statements';

/** The fixed-shape queries of Question Types, compiled by knex for SQLite and PostgreSQL: the server runs them prepared. */
export const questionTypeStatements = {
  readById: { sqlite: { sql: 'select `id`, `name`, `kind`, `description`, `created_at`, `updated_at` from `question_types` where `id` = ? limit 1', bindings: [{ param: 'id' }] }, pg: { name: 's_4cffaea8cc915cc753d4', sql: 'select "id", "name", "kind", "description", "created_at", "updated_at" from "question_types" where "id" = $1 limit 1', bindings: [{ param: 'id' }] } },
  rowById: { sqlite: { sql: 'select * from `question_types` where `id` = ? limit 1', bindings: [{ param: 'id' }] }, pg: { sql: 'select * from "question_types" where "id" = $1 limit 1', bindings: [{ param: 'id' }] } },
  lockById: { sqlite: { sql: 'select * from `question_types` where `id` = ? limit 1', bindings: [{ param: 'id' }] }, pg: { sql: 'select * from "question_types" where "id" = $1 limit 1 for update', bindings: [{ param: 'id' }] } },
  count: { sqlite: { sql: 'select count(*) as `total` from `question_types` limit 1', bindings: [] }, pg: { name: 's_99bdfccd0be013df7980', sql: 'select count(*) as "total" from "question_types" limit 1', bindings: [] } },
  firstPage: { order: [{ column: 'name', direction: 'asc' }], sqlite: { sql: 'select `id`, `name`, `kind`, `description`, `created_at`, `updated_at` from `question_types` order by `name` asc, `id` asc limit ?', bindings: [{ param: 'perPage' }] }, pg: { name: 's_a975850463850e9f2fac', sql: 'select "id", "name", "kind", "description", "created_at", "updated_at" from "question_types" order by "name" asc, "id" asc limit $1', bindings: [{ param: 'perPage' }] } },
} as const satisfies EntityStatements;
