import { datetime, defineEntity, email, enumOf, number, password, phone, relation, text } from '../generator/dsl';
import role from './role.entity';

/** An account: back-office staff and shop customers alike; the role decides which. Signing in is runtime-server/auth. */
export default defineEntity({
  name: 'user',
  label: 'User',
  pluralLabel: 'Users',
  fields: {
    first_name: text({ required: true, max: 80 }),
    last_name: text({ max: 80 }),
    email: email({ required: true, unique: true }),
    password: password({ required: true }),
    phone: phone(),
    role_id: relation(() => role, { show: 'name', required: true, label: 'Role' }),
    // The language of the admin's own texts for this user (runtime-web/i18n: one catalogue per value).
    language: enumOf({ en: 'English', de: 'Deutsch' }, { default: 'en', label: 'Admin language', help: 'The language of the back office for this user' }),
    // Raised to end every sign-in token issued before (runtime-server/auth/sessions.ts).
    token_version: number({ internal: true, required: true, default: 0, min: 0 }),
    // Two-factor sign-in (runtime-server/auth/two-factor*.ts): the TOTP secret, encrypted, once confirmed;
    // one awaiting confirmation; when it was turned on; the last time step accepted (a code works once);
    // the keyed hashes of the unused recovery codes (JSON). Never in the API.
    two_factor_secret: text({ internal: true, max: 200 }),
    two_factor_pending: text({ internal: true, max: 200 }),
    two_factor_since: datetime({ internal: true }),
    two_factor_last_step: number({ internal: true, min: 0 }),
    two_factor_recovery: text({ internal: true, max: 1000 }),
  },
  titleField: 'email',
  list: { columns: ['first_name', 'last_name', 'email', 'role_id'], defaultSort: '-created_at', filters: ['role_id'] },
  access: { read: 'admin', write: 'admin' },
  admin: { list: 'user-list', add: 'add-user', edit: 'edit-user', details: 'admin-details', nav: false },
});
