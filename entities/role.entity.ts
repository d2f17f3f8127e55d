import { boolean, defineEntity, json, text, textarea } from '../generator/dsl';

/**
 * A role a user holds: what it may do in the back office. Permissions map an
 * entity name (the API name, e.g. "news-letter") to the operations granted,
 * e.g. { "banner": ["read", "create", "update", "delete"] }. Edited on the
 * hand-written user-role screen.
 */
export default defineEntity({
  name: 'role',
  label: 'Role',
  pluralLabel: 'Roles',
  fields: {
    name: text({ required: true, max: 80 }),
    key: text({ required: true, max: 40, unique: true, help: 'A short code used by the software, e.g. content_editor; never change it once in use' }),
    description: textarea({ max: 500 }),
    admin_access: boolean({ label: 'May use the back office', default: false }),
    all_permissions: boolean({ label: 'All permissions', default: false, help: 'Grants every operation on every entity; the permission list below is then ignored' }),
    requires_two_factor: boolean({
      label: 'Requires two-factor sign-in',
      default: false,
      help: 'Its users sign in with a code from an authenticator app besides the password; those who have not set it up are asked to at their next sign-in',
    }),
    permissions: json({
      help: 'Entity name → granted operations (read, create, update, delete)',
      schema: { type: 'object', additionalProperties: { type: 'array', items: { enum: ['read', 'create', 'update', 'delete'] }, uniqueItems: true } },
    }),
  },
  titleField: 'name',
  list: { columns: ['name', 'key', 'admin_access', 'all_permissions', 'requires_two_factor'], defaultSort: 'name', filters: ['admin_access'] },
  access: { read: 'admin', write: 'admin' },
  admin: { nav: false },
});
