// Generated from entities/testimonial.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import type { EntityStatements } from '../../../runtime-server/crud/statements';

/** The fixed-shape queries of Testimonials, compiled by knex for SQLite and PostgreSQL: the server runs them prepared. */
export const testimonialStatements = {
  readById: { sqlite: { sql: 'select `id`, `client_name`, `company`, `designation`, `photo`, `message`, `rating`, `published`, `created_at`, `updated_at` from `testimonials` where `id` = ? limit 1', bindings: [{ param: 'id' }] }, pg: { name: 's_9ef92acaacc180fa4def', sql: 'select "id", "client_name", "company", "designation", "photo", "message", "rating", "published", "created_at", "updated_at" from "testimonials" where "id" = $1 limit 1', bindings: [{ param: 'id' }] } },
  rowById: { sqlite: { sql: 'select * from `testimonials` where `id` = ? limit 1', bindings: [{ param: 'id' }] }, pg: { sql: 'select * from "testimonials" where "id" = $1 limit 1', bindings: [{ param: 'id' }] } },
  lockById: { sqlite: { sql: 'select * from `testimonials` where `id` = ? limit 1', bindings: [{ param: 'id' }] }, pg: { sql: 'select * from "testimonials" where "id" = $1 limit 1 for update', bindings: [{ param: 'id' }] } },
  count: { sqlite: { sql: 'select count(*) as `total` from `testimonials` limit 1', bindings: [] }, pg: { name: 's_0a8fbf75b1162dda867b', sql: 'select count(*) as "total" from "testimonials" limit 1', bindings: [] } },
  firstPage: { order: [{ column: 'created_at', direction: 'desc' }], sqlite: { sql: 'select `id`, `client_name`, `company`, `designation`, `photo`, `message`, `rating`, `published`, `created_at`, `updated_at` from `testimonials` order by `created_at` desc, `id` desc limit ?', bindings: [{ param: 'perPage' }] }, pg: { name: 's_43074e29c126805d6c49', sql: 'select "id", "client_name", "company", "designation", "photo", "message", "rating", "published", "created_at", "updated_at" from "testimonials" order by "created_at" desc, "id" desc limit $1', bindings: [{ param: 'perPage' }] } },
} as const satisfies EntityStatements;
