// Generated from entities/consulting-step.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import type { EntityStatements } from '../../../runtime-server/crud/statements';

/** The fixed-shape queries of Consulting Steps, compiled by knex for SQLite and PostgreSQL: the server runs them prepared. */
export const consultingStepStatements = {
  readById: { sqlite: { sql: 'select `id`, `step_number`, `title`, `summary`, `body`, `icon`, `created_at`, `updated_at` from `consulting_steps` where `id` = ? limit 1', bindings: [{ param: 'id' }] }, pg: { name: 's_6ddcd5918159bf017980', sql: 'select "id", "step_number", "title", "summary", "body", "icon", "created_at", "updated_at" from "consulting_steps" where "id" = $1 limit 1', bindings: [{ param: 'id' }] } },
  rowById: { sqlite: { sql: 'select * from `consulting_steps` where `id` = ? limit 1', bindings: [{ param: 'id' }] }, pg: { sql: 'select * from "consulting_steps" where "id" = $1 limit 1', bindings: [{ param: 'id' }] } },
  lockById: { sqlite: { sql: 'select * from `consulting_steps` where `id` = ? limit 1', bindings: [{ param: 'id' }] }, pg: { sql: 'select * from "consulting_steps" where "id" = $1 limit 1 for update', bindings: [{ param: 'id' }] } },
  count: { sqlite: { sql: 'select count(*) as `total` from `consulting_steps` limit 1', bindings: [] }, pg: { name: 's_70167c566a608e94e4f6', sql: 'select count(*) as "total" from "consulting_steps" limit 1', bindings: [] } },
  firstPage: { order: [{ column: 'step_number', direction: 'asc' }], sqlite: { sql: 'select `id`, `step_number`, `title`, `summary`, `body`, `icon`, `created_at`, `updated_at` from `consulting_steps` order by `step_number` asc, `id` asc limit ?', bindings: [{ param: 'perPage' }] }, pg: { name: 's_1a11a65c3ef660c45745', sql: 'select "id", "step_number", "title", "summary", "body", "icon", "created_at", "updated_at" from "consulting_steps" order by "step_number" asc, "id" asc limit $1', bindings: [{ param: 'perPage' }] } },
} as const satisfies EntityStatements;
