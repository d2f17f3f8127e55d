// Generated from entities/consulting-step.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import type { EntityStatements } from '../../../runtime-server/crud/statements';

/** The fixed-shape queries of Consulting Steps, compiled by knex for SQLite and PostgreSQL: the server runs them prepared. */
export const consultingStepStatements = {
  readById: { sqlite: { sql: 'select `id`, `step_number`, `title`, `summary`, `body`, `icon`, `created_at`, `updated_at` from `consulting_steps` where `id` = ? limit ?', bindings: [{ param: 'id' }, 1] }, pg: { name: 's_1a002ab10f1b3e9351de', sql: 'select "id", "step_number", "title", "summary", "body", "icon", "created_at", "updated_at" from "consulting_steps" where "id" = $1 limit $2', bindings: [{ param: 'id' }, 1] } },
  rowById: { sqlite: { sql: 'select * from `consulting_steps` where `id` = ? limit ?', bindings: [{ param: 'id' }, 1] }, pg: { sql: 'select * from "consulting_steps" where "id" = $1 limit $2', bindings: [{ param: 'id' }, 1] } },
  lockById: { sqlite: { sql: 'select * from `consulting_steps` where `id` = ? limit ?', bindings: [{ param: 'id' }, 1] }, pg: { sql: 'select * from "consulting_steps" where "id" = $1 limit $2 for update', bindings: [{ param: 'id' }, 1] } },
  count: { sqlite: { sql: 'select count(*) as `total` from `consulting_steps` limit ?', bindings: [1] }, pg: { name: 's_6aad74a8c01ffb36ec44', sql: 'select count(*) as "total" from "consulting_steps" limit $1', bindings: [1] } },
  firstPage: { order: [{ column: 'step_number', direction: 'asc' }], sqlite: { sql: 'select `id`, `step_number`, `title`, `summary`, `body`, `icon`, `created_at`, `updated_at` from `consulting_steps` order by `step_number` asc, `id` asc limit ?', bindings: [{ param: 'perPage' }] }, pg: { name: 's_1a11a65c3ef660c45745', sql: 'select "id", "step_number", "title", "summary", "body", "icon", "created_at", "updated_at" from "consulting_steps" order by "step_number" asc, "id" asc limit $1', bindings: [{ param: 'perPage' }] } },
} as const satisfies EntityStatements;
