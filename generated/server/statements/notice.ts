// Generated from entities/notice.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import type { EntityStatements } from '../../../runtime-server/crud/statements';

/** The fixed-shape queries of Notices, compiled by knex for SQLite and PostgreSQL: the server runs them prepared. */
export const noticeStatements = {
  readById: { sqlite: { sql: 'select `id`, `title`, `summary`, `body`, `attachment`, `published_at`, `pinned`, `translations`, `created_at`, `updated_at` from `notices` where `id` = ? limit ?', bindings: [{ param: 'id' }, 1] }, pg: { name: 's_97da0ca84d8a361ec10b', sql: 'select "id", "title", "summary", "body", "attachment", "published_at", "pinned", "translations", "created_at", "updated_at" from "notices" where "id" = $1 limit $2', bindings: [{ param: 'id' }, 1] } },
  rowById: { sqlite: { sql: 'select * from `notices` where `id` = ? limit ?', bindings: [{ param: 'id' }, 1] }, pg: { sql: 'select * from "notices" where "id" = $1 limit $2', bindings: [{ param: 'id' }, 1] } },
  lockById: { sqlite: { sql: 'select * from `notices` where `id` = ? limit ?', bindings: [{ param: 'id' }, 1] }, pg: { sql: 'select * from "notices" where "id" = $1 limit $2 for update', bindings: [{ param: 'id' }, 1] } },
  count: { sqlite: { sql: 'select count(*) as `total` from `notices` limit ?', bindings: [1] }, pg: { name: 's_11b4bd7474b75502f436', sql: 'select count(*) as "total" from "notices" limit $1', bindings: [1] } },
  firstPage: { order: [{ column: 'published_at', direction: 'desc' }], sqlite: { sql: 'select `id`, `title`, `summary`, `body`, `attachment`, `published_at`, `pinned`, `translations`, `created_at`, `updated_at` from `notices` order by `published_at` desc, `id` desc limit ?', bindings: [{ param: 'perPage' }] }, pg: { name: 's_2c896b92b0d5e689c3ab', sql: 'select "id", "title", "summary", "body", "attachment", "published_at", "pinned", "translations", "created_at", "updated_at" from "notices" order by "published_at" desc, "id" desc limit $1', bindings: [{ param: 'perPage' }] } },
} as const satisfies EntityStatements;
