// Generated from entities/exam-question.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import type { EntityStatements } from '../../../runtime-server/crud/statements';

/** The fixed-shape queries of Exams, compiled by knex for SQLite and PostgreSQL: the server runs them prepared. */
export const examQuestionStatements = {
  readById: { sqlite: { sql: 'select `id`, `title`, `instructions`, `duration_minutes`, `pass_mark`, `shuffle_questions`, `active`, `created_at`, `updated_at` from `exam_questions` where `id` = ? limit 1', bindings: [{ param: 'id' }] }, pg: { name: 's_eb38209efaad1bdd851b', sql: 'select "id", "title", "instructions", "duration_minutes", "pass_mark", "shuffle_questions", "active", "created_at", "updated_at" from "exam_questions" where "id" = $1 limit 1', bindings: [{ param: 'id' }] } },
  rowById: { sqlite: { sql: 'select * from `exam_questions` where `id` = ? limit 1', bindings: [{ param: 'id' }] }, pg: { sql: 'select * from "exam_questions" where "id" = $1 limit 1', bindings: [{ param: 'id' }] } },
  lockById: { sqlite: { sql: 'select * from `exam_questions` where `id` = ? limit 1', bindings: [{ param: 'id' }] }, pg: { sql: 'select * from "exam_questions" where "id" = $1 limit 1 for update', bindings: [{ param: 'id' }] } },
  count: { sqlite: { sql: 'select count(*) as `total` from `exam_questions` limit 1', bindings: [] }, pg: { name: 's_9d033bb55b034315c471', sql: 'select count(*) as "total" from "exam_questions" limit 1', bindings: [] } },
  firstPage: { order: [{ column: 'title', direction: 'asc' }], sqlite: { sql: 'select `id`, `title`, `instructions`, `duration_minutes`, `pass_mark`, `shuffle_questions`, `active`, `created_at`, `updated_at` from `exam_questions` order by `title` asc, `id` asc limit ?', bindings: [{ param: 'perPage' }] }, pg: { name: 's_9fb034dc4f4bc2bbe68c', sql: 'select "id", "title", "instructions", "duration_minutes", "pass_mark", "shuffle_questions", "active", "created_at", "updated_at" from "exam_questions" order by "title" asc, "id" asc limit $1', bindings: [{ param: 'perPage' }] } },
} as const satisfies EntityStatements;
