import { datetime, defineEntity, relation, text } from '../generator/dsl';
import role from './role.entity';
import user from './user.entity';

/**
 * A machine token staff create for an integration (runtime-server/auth/api-keys.ts): it signs requests
 * as `Authorization: Bearer ak_...` with the rights of its role, never wider than its creator's. Only the
 * SHA-256 of the key is kept (the key itself is shown once, when it is made); only the key routes write
 * this table (`POST /api/api-keys`, `POST /api/api-keys/:id/revoke`), so create, update and delete are
 * `'none'` here. Staff granted `api-key: read` list the keys on the API keys screen (site/admin/api-keys).
 */
export default defineEntity({
  name: 'api_key',
  label: 'API Key',
  pluralLabel: 'API Keys',
  fields: {
    name: text({ required: true, max: 80, help: 'What the key is for, e.g. "Warehouse sync": the audit log names its writes so' }),
    prefix: text({ required: true, max: 16, searchable: false, help: 'The first characters of the key, to recognise it' }),
    key_hash: text({ required: true, max: 64, unique: true, searchable: false, internal: true, help: 'SHA-256 of the key, in hex' }),
    role_id: relation(() => role, { show: 'name', required: true, label: 'Role' }),
    creator_id: relation(() => user, { show: 'email', required: true, label: 'Created by', onDelete: 'cascade' }),
    expires_at: datetime({ label: 'Expires at', help: 'Empty: until revoked' }),
    last_used_at: datetime({ label: 'Last used at' }),
    last_used_ip: text({ label: 'Last used from', max: 64, searchable: false }),
    revoked_at: datetime({ label: 'Revoked at' }),
  },
  titleField: 'name',
  list: { columns: ['name', 'role_id', 'creator_id', 'expires_at', 'last_used_at', 'revoked_at'], defaultSort: '-created_at', filters: ['role_id', 'creator_id'] },
  access: { read: 'admin', write: 'none' },
  admin: { add: false, edit: false, nav: false },
});
