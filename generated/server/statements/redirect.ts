// Generated from entities/redirect.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import type { EntityStatements } from '../../../runtime-server/crud/statements';

/** The fixed-shape queries of Redirects, compiled by knex for SQLite and PostgreSQL: the server runs them prepared. */
export const redirectStatements = {
  readById: { sqlite: { sql: 'select `id`, `from_path`, `to`, `status`, `active`, `created_at`, `updated_at` from `redirects` where `id` = ? limit 1', bindings: [{ param: 'id' }] }, pg: { name: 's_c1dbaa2c5367b044db74', sql: 'select "id", "from_path", "to", "status", "active", "created_at", "updated_at" from "redirects" where "id" = $1 limit 1', bindings: [{ param: 'id' }] } },
  rowById: { sqlite: { sql: 'select * from `redirects` where `id` = ? limit 1', bindings: [{ param: 'id' }] }, pg: { sql: 'select * from "redirects" where "id" = $1 limit 1', bindings: [{ param: 'id' }] } },
  lockById: { sqlite: { sql: 'select * from `redirects` where `id` = ? limit 1', bindings: [{ param: 'id' }] }, pg: { sql: 'select * from "redirects" where "id" = $1 limit 1 for update', bindings: [{ param: 'id' }] } },
  count: { sqlite: { sql: 'select count(*) as `total` from `redirects` limit 1', bindings: [] }, pg: { name: 's_4f3fb31447d6f10dce52', sql: 'select count(*) as "total" from "redirects" limit 1', bindings: [] } },
  firstPage: { order: [{ column: 'from_path', direction: 'asc' }], sqlite: { sql: 'select `id`, `from_path`, `to`, `status`, `active`, `created_at`, `updated_at` from `redirects` order by `from_path` asc, `id` asc limit ?', bindings: [{ param: 'perPage' }] }, pg: { name: 's_b9b3aab3bc90fe691e02', sql: 'select "id", "from_path", "to", "status", "active", "created_at", "updated_at" from "redirects" order by "from_path" asc, "id" asc limit $1', bindings: [{ param: 'perPage' }] } },
} as const satisfies EntityStatements;
