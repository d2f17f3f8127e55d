// Generated from entities/notice.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import type { EntityStatements } from '../../../runtime-server/crud/statements';

/** The fixed-shape queries of Notices, compiled by knex for SQLite and PostgreSQL: the server runs them prepared. */
export const noticeStatements = {
  readById: { sqlite: { sql: 'select `id`, `title`, `summary`, `body`, `attachment`, `published_at`, `pinned`, `translations`, `created_at`, `updated_at` from `notices` where `id` = ? limit 1', bindings: [{ param: 'id' }] }, pg: { name: 's_0e4e29c28115862f0c9b', sql: 'select "id", "title", "summary", "body", "attachment", "published_at", "pinned", "translations", "created_at", "updated_at" from "notices" where "id" = $1 limit 1', bindings: [{ param: 'id' }] } },
  rowById: { sqlite: { sql: 'select * from `notices` where `id` = ? limit 1', bindings: [{ param: 'id' }] }, pg: { sql: 'select * from "notices" where "id" = $1 limit 1', bindings: [{ param: 'id' }] } },
  lockById: { sqlite: { sql: 'select * from `notices` where `id` = ? limit 1', bindings: [{ param: 'id' }] }, pg: { sql: 'select * from "notices" where "id" = $1 limit 1 for update', bindings: [{ param: 'id' }] } },
  count: { sqlite: { sql: 'select count(*) as `total` from `notices` limit 1', bindings: [] }, pg: { name: 's_b3c5baa678ff44164938', sql: 'select count(*) as "total" from "notices" limit 1', bindings: [] } },
  firstPage: { order: [{ column: 'published_at', direction: 'desc' }], sqlite: { sql: 'select `id`, `title`, `summary`, `body`, `attachment`, `published_at`, `pinned`, `translations`, `created_at`, `updated_at` from `notices` order by `published_at` desc, `id` desc limit ?', bindings: [{ param: 'perPage' }] }, pg: { name: 's_2c896b92b0d5e689c3ab', sql: 'select "id", "title", "summary", "body", "attachment", "published_at", "pinned", "translations", "created_at", "updated_at" from "notices" order by "published_at" desc, "id" desc limit $1', bindings: [{ param: 'perPage' }] } },
} as const satisfies EntityStatements;
