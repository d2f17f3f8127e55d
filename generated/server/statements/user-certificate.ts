// Generated from entities/user-certificate.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import type { EntityStatements } from '../../../runtime-server/crud/statements';

/** The fixed-shape queries of Certificates, compiled by knex for SQLite and PostgreSQL: the server runs them prepared. */
export const userCertificateStatements = {
  readById: { sqlite: { sql: 'select `id`, `user_id`, `name`, `issuer`, `issued_on`, `credential_url`, `document`, `created_at`, `updated_at` from `user_certificates` where `id` = ? limit ?', bindings: [{ param: 'id' }, 1] }, pg: { name: 's_9c721a58871bf86a1890', sql: 'select "id", "user_id", "name", "issuer", "issued_on", "credential_url", "document", "created_at", "updated_at" from "user_certificates" where "id" = $1 limit $2', bindings: [{ param: 'id' }, 1] } },
  count: { sqlite: { sql: 'select count(*) as `total` from `user_certificates` limit ?', bindings: [1] }, pg: { name: 's_3ca2bd4656d4ab72bdec', sql: 'select count(*) as "total" from "user_certificates" limit $1', bindings: [1] } },
  firstPage: { order: [{ column: 'issued_on', direction: 'desc' }], sqlite: { sql: 'select `id`, `user_id`, `name`, `issuer`, `issued_on`, `credential_url`, `document`, `created_at`, `updated_at` from `user_certificates` order by `issued_on` desc, `id` desc limit ?', bindings: [{ param: 'perPage' }] }, pg: { name: 's_756cb0ae82cd56774366', sql: 'select "id", "user_id", "name", "issuer", "issued_on", "credential_url", "document", "created_at", "updated_at" from "user_certificates" order by "issued_on" desc, "id" desc limit $1', bindings: [{ param: 'perPage' }] } },
  attach: { user_id: { sqlite: { sql: 'select `id`, `email` from `users` where `id` in (?)', bindings: [{ param: 'id' }] }, pg: { name: 's_88827dcfa7df9cd02282', sql: 'select "id", "email" from "users" where "id" in ($1)', bindings: [{ param: 'id' }] } } },
} as const satisfies EntityStatements;
