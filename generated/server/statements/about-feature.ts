// Generated from entities/about-feature.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import type { EntityStatements } from '../../../runtime-server/crud/statements';

/** The fixed-shape queries of Client About Features, compiled by knex for SQLite and PostgreSQL: the server runs them prepared. */
export const aboutFeatureStatements = {
  readById: { sqlite: { sql: 'select `id`, `title`, `description`, `icon`, `display_order`, `active`, `created_at`, `updated_at` from `about_features` where `id` = ? limit ?', bindings: [{ param: 'id' }, 1] }, pg: { name: 's_b7d52d0991f36ac552a4', sql: 'select "id", "title", "description", "icon", "display_order", "active", "created_at", "updated_at" from "about_features" where "id" = $1 limit $2', bindings: [{ param: 'id' }, 1] } },
  rowById: { sqlite: { sql: 'select * from `about_features` where `id` = ? limit ?', bindings: [{ param: 'id' }, 1] }, pg: { sql: 'select * from "about_features" where "id" = $1 limit $2', bindings: [{ param: 'id' }, 1] } },
  lockById: { sqlite: { sql: 'select * from `about_features` where `id` = ? limit ?', bindings: [{ param: 'id' }, 1] }, pg: { sql: 'select * from "about_features" where "id" = $1 limit $2 for update', bindings: [{ param: 'id' }, 1] } },
  count: { sqlite: { sql: 'select count(*) as `total` from `about_features` limit ?', bindings: [1] }, pg: { name: 's_887e163fe827a5f3a1b4', sql: 'select count(*) as "total" from "about_features" limit $1', bindings: [1] } },
  firstPage: { order: [{ column: 'display_order', direction: 'asc' }], sqlite: { sql: 'select `id`, `title`, `description`, `icon`, `display_order`, `active`, `created_at`, `updated_at` from `about_features` order by `display_order` asc, `id` asc limit ?', bindings: [{ param: 'perPage' }] }, pg: { name: 's_e871c42e59e859408017', sql: 'select "id", "title", "description", "icon", "display_order", "active", "created_at", "updated_at" from "about_features" order by "display_order" asc, "id" asc limit $1', bindings: [{ param: 'perPage' }] } },
} as const satisfies EntityStatements;
