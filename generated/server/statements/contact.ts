// Generated from entities/contact.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import type { EntityStatements } from '../../../runtime-server/crud/statements';

/** The fixed-shape queries of Contacts, compiled by knex for SQLite and PostgreSQL: the server runs them prepared. */
export const contactStatements = {
  readById: { sqlite: { sql: 'select `id`, `name`, `email`, `phone`, `company`, `service_id`, `subject`, `message`, `read`, `created_at`, `updated_at` from `contacts` where `id` = ? limit ?', bindings: [{ param: 'id' }, 1] }, pg: { name: 's_0869854e3259f96eb73c', sql: 'select "id", "name", "email", "phone", "company", "service_id", "subject", "message", "read", "created_at", "updated_at" from "contacts" where "id" = $1 limit $2', bindings: [{ param: 'id' }, 1] } },
  count: { sqlite: { sql: 'select count(*) as `total` from `contacts` limit ?', bindings: [1] }, pg: { name: 's_2acd3d95fb5c7351907e', sql: 'select count(*) as "total" from "contacts" limit $1', bindings: [1] } },
  firstPage: { order: [{ column: 'created_at', direction: 'desc' }], sqlite: { sql: 'select `id`, `name`, `email`, `phone`, `company`, `service_id`, `subject`, `message`, `read`, `created_at`, `updated_at` from `contacts` order by `created_at` desc, `id` desc limit ?', bindings: [{ param: 'perPage' }] }, pg: { name: 's_e43b6ea6c50ffc37971b', sql: 'select "id", "name", "email", "phone", "company", "service_id", "subject", "message", "read", "created_at", "updated_at" from "contacts" order by "created_at" desc, "id" desc limit $1', bindings: [{ param: 'perPage' }] } },
  attach: { service_id: { sqlite: { sql: 'select `id`, `name` from `services` where `id` in (?) and `services`.`deleted_at` is null', bindings: [{ param: 'id' }] }, pg: { name: 's_2dd7cae9a8629e4e6f17', sql: 'select "id", "name" from "services" where "id" in ($1) and "services"."deleted_at" is null', bindings: [{ param: 'id' }] } } },
} as const satisfies EntityStatements;
