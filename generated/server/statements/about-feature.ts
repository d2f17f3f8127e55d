// Generated from entities/about-feature.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import type { EntityStatements } from '../../../runtime-server/crud/statements';

/** The fixed-shape queries of Client About Features, compiled by knex for SQLite and PostgreSQL: the server runs them prepared. */
export const aboutFeatureStatements = {
  readById: { sqlite: { sql: 'select `id`, `title`, `description`, `icon`, `display_order`, `active`, `created_at`, `updated_at` from `about_features` where `id` = ? limit 1', bindings: [{ param: 'id' }] }, pg: { name: 's_91da6c8f8372eb893a89', sql: 'select "id", "title", "description", "icon", "display_order", "active", "created_at", "updated_at" from "about_features" where "id" = $1 limit 1', bindings: [{ param: 'id' }] } },
  rowById: { sqlite: { sql: 'select * from `about_features` where `id` = ? limit 1', bindings: [{ param: 'id' }] }, pg: { sql: 'select * from "about_features" where "id" = $1 limit 1', bindings: [{ param: 'id' }] } },
  lockById: { sqlite: { sql: 'select * from `about_features` where `id` = ? limit 1', bindings: [{ param: 'id' }] }, pg: { sql: 'select * from "about_features" where "id" = $1 limit 1 for update', bindings: [{ param: 'id' }] } },
  count: { sqlite: { sql: 'select count(*) as `total` from `about_features` limit 1', bindings: [] }, pg: { name: 's_7c5ce6578245c2b7b80e', sql: 'select count(*) as "total" from "about_features" limit 1', bindings: [] } },
  firstPage: { order: [{ column: 'display_order', direction: 'asc' }], sqlite: { sql: 'select `id`, `title`, `description`, `icon`, `display_order`, `active`, `created_at`, `updated_at` from `about_features` order by `display_order` asc, `id` asc limit ?', bindings: [{ param: 'perPage' }] }, pg: { name: 's_e871c42e59e859408017', sql: 'select "id", "title", "description", "icon", "display_order", "active", "created_at", "updated_at" from "about_features" order by "display_order" asc, "id" asc limit $1', bindings: [{ param: 'perPage' }] } },
} as const satisfies EntityStatements;
