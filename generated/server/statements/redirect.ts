// Generated from entities/redirect.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import type { EntityStatements } from '../../../runtime-server/crud/statements';

/** The fixed-shape queries of Redirects, compiled by knex for SQLite and PostgreSQL: the server runs them prepared. */
export const redirectStatements = {
  readById: { sqlite: { sql: 'select `id`, `from_path`, `to`, `status`, `active`, `created_at`, `updated_at` from `redirects` where `id` = ? limit ?', bindings: [{ param: 'id' }, 1] }, pg: { name: 's_ecfd69d9c37c548dc2f1', sql: 'select "id", "from_path", "to", "status", "active", "created_at", "updated_at" from "redirects" where "id" = $1 limit $2', bindings: [{ param: 'id' }, 1] } },
  rowById: { sqlite: { sql: 'select * from `redirects` where `id` = ? limit ?', bindings: [{ param: 'id' }, 1] }, pg: { sql: 'select * from "redirects" where "id" = $1 limit $2', bindings: [{ param: 'id' }, 1] } },
  lockById: { sqlite: { sql: 'select * from `redirects` where `id` = ? limit ?', bindings: [{ param: 'id' }, 1] }, pg: { sql: 'select * from "redirects" where "id" = $1 limit $2 for update', bindings: [{ param: 'id' }, 1] } },
  count: { sqlite: { sql: 'select count(*) as `total` from `redirects` limit ?', bindings: [1] }, pg: { name: 's_028069197856c4696422', sql: 'select count(*) as "total" from "redirects" limit $1', bindings: [1] } },
  firstPage: { order: [{ column: 'from_path', direction: 'asc' }], sqlite: { sql: 'select `id`, `from_path`, `to`, `status`, `active`, `created_at`, `updated_at` from `redirects` order by `from_path` asc, `id` asc limit ?', bindings: [{ param: 'perPage' }] }, pg: { name: 's_b9b3aab3bc90fe691e02', sql: 'select "id", "from_path", "to", "status", "active", "created_at", "updated_at" from "redirects" order by "from_path" asc, "id" asc limit $1', bindings: [{ param: 'perPage' }] } },
} as const satisfies EntityStatements;
