import { datetime, defineEntity, email, enumOf, number, relation, text } from '../generator/dsl';
import user from './user.entity';

/**
 * Single-use links mailed to a user: a password reset or the confirmation of a
 * new email address (runtime-server/auth/account-tokens.ts). Only the SHA-256
 * of the random token is kept, so reading this table does not give anyone a
 * working link. Only the account routes write it (create, update and delete
 * are `'none'`); staff granted `account-token: read` can see which links are
 * pending, for support, at /admin/account-token-list. A link is refused once the
 * user's token version has moved past the one it was made with.
 */
export default defineEntity({
  name: 'account_token',
  label: 'Account Token',
  pluralLabel: 'Account Tokens',
  fields: {
    user_id: relation(() => user, { show: 'email', label: 'User', required: true, onDelete: 'cascade' }),
    purpose: enumOf({ password_reset: 'Password reset', email_change: 'Email change' }, { required: true }),
    token_hash: text({ required: true, max: 64, unique: true, searchable: false, help: 'SHA-256 of the mailed token, in hex' }),
    new_email: email({ help: 'The address an email change moves to' }),
    expires_at: datetime({ required: true }),
    used_at: datetime({ help: 'When the link was followed; a used link is refused' }),
    // The user's token_version when the link was made: a link whose version is not the user's current one is refused
    // (a password reset or change, or signing out everywhere, raises it; an email change sets its pending links' to -1).
    token_version: number({ internal: true, required: true, default: 0 }),
  },
  titleField: 'purpose',
  list: { columns: ['user_id', 'purpose', 'new_email', 'expires_at', 'used_at'], filters: ['user_id', 'purpose'] },
  access: { read: 'admin', write: 'none' },
  admin: { add: false, edit: false, nav: false },
});
