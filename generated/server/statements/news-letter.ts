// Generated from entities/news-letter.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import type { EntityStatements } from '../../../runtime-server/crud/statements';

/** The fixed-shape queries of Newsletters, compiled by knex for SQLite and PostgreSQL: the server runs them prepared. */
export const newsLetterStatements = {
  readById: { sqlite: { sql: 'select `id`, `subject`, `preheader`, `body`, `status`, `sent_at`, `recipients`, `created_at`, `updated_at` from `news_letters` where `id` = ? limit 1', bindings: [{ param: 'id' }] }, pg: { name: 's_1b36284c08fe99d7818f', sql: 'select "id", "subject", "preheader", "body", "status", "sent_at", "recipients", "created_at", "updated_at" from "news_letters" where "id" = $1 limit 1', bindings: [{ param: 'id' }] } },
  rowById: { sqlite: { sql: 'select * from `news_letters` where `id` = ? limit 1', bindings: [{ param: 'id' }] }, pg: { sql: 'select * from "news_letters" where "id" = $1 limit 1', bindings: [{ param: 'id' }] } },
  lockById: { sqlite: { sql: 'select * from `news_letters` where `id` = ? limit 1', bindings: [{ param: 'id' }] }, pg: { sql: 'select * from "news_letters" where "id" = $1 limit 1 for update', bindings: [{ param: 'id' }] } },
  count: { sqlite: { sql: 'select count(*) as `total` from `news_letters` limit 1', bindings: [] }, pg: { name: 's_bb76c8248ec74caf6411', sql: 'select count(*) as "total" from "news_letters" limit 1', bindings: [] } },
  firstPage: { order: [{ column: 'created_at', direction: 'desc' }], sqlite: { sql: 'select `id`, `subject`, `preheader`, `body`, `status`, `sent_at`, `recipients`, `created_at`, `updated_at` from `news_letters` order by `created_at` desc, `id` desc limit ?', bindings: [{ param: 'perPage' }] }, pg: { name: 's_c8fb245e3bd02c12e68d', sql: 'select "id", "subject", "preheader", "body", "status", "sent_at", "recipients", "created_at", "updated_at" from "news_letters" order by "created_at" desc, "id" desc limit $1', bindings: [{ param: 'perPage' }] } },
} as const satisfies EntityStatements;
