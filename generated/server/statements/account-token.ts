// Generated from entities/account-token.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import type { EntityStatements } from '../../../runtime-server/crud/statements';

/** The fixed-shape queries of Account Tokens, compiled by knex for SQLite and PostgreSQL: the server runs them prepared. */
export const accountTokenStatements = {
  readById: { sqlite: { sql: 'select `id`, `user_id`, `purpose`, `token_hash`, `new_email`, `expires_at`, `used_at`, `created_at`, `updated_at` from `account_tokens` where `id` = ? limit ?', bindings: [{ param: 'id' }, 1] }, pg: { name: 's_2c4c19c39fa31039829b', sql: 'select "id", "user_id", "purpose", "token_hash", "new_email", "expires_at", "used_at", "created_at", "updated_at" from "account_tokens" where "id" = $1 limit $2', bindings: [{ param: 'id' }, 1] } },
  rowById: { sqlite: { sql: 'select * from `account_tokens` where `id` = ? limit ?', bindings: [{ param: 'id' }, 1] }, pg: { sql: 'select * from "account_tokens" where "id" = $1 limit $2', bindings: [{ param: 'id' }, 1] } },
  lockById: { sqlite: { sql: 'select * from `account_tokens` where `id` = ? limit ?', bindings: [{ param: 'id' }, 1] }, pg: { sql: 'select * from "account_tokens" where "id" = $1 limit $2 for update', bindings: [{ param: 'id' }, 1] } },
  count: { sqlite: { sql: 'select count(*) as `total` from `account_tokens` limit ?', bindings: [1] }, pg: { name: 's_21390267b0dc41af4e26', sql: 'select count(*) as "total" from "account_tokens" limit $1', bindings: [1] } },
  firstPage: { order: [{ column: 'id', direction: 'desc' }], sqlite: { sql: 'select `id`, `user_id`, `purpose`, `token_hash`, `new_email`, `expires_at`, `used_at`, `created_at`, `updated_at` from `account_tokens` order by `id` desc limit ?', bindings: [{ param: 'perPage' }] }, pg: { name: 's_5519d939dc0b93635ba4', sql: 'select "id", "user_id", "purpose", "token_hash", "new_email", "expires_at", "used_at", "created_at", "updated_at" from "account_tokens" order by "id" desc limit $1', bindings: [{ param: 'perPage' }] } },
  attach: { user_id: { sqlite: { sql: 'select `id`, `email` from `users` where `id` in (?)', bindings: [{ param: 'id' }] }, pg: { name: 's_88827dcfa7df9cd02282', sql: 'select "id", "email" from "users" where "id" in ($1)', bindings: [{ param: 'id' }] } } },
} as const satisfies EntityStatements;
