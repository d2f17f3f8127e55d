import { defineEntity, email, enumOf, password, text } from '../generator/dsl';

/** An account: admins of the back office and shop customers. Signing in is runtime-server/auth. */
export default defineEntity({
  name: 'user',
  label: 'User',
  pluralLabel: 'Users',
  fields: {
    first_name: text({ required: true, max: 80 }),
    last_name: text({ max: 80 }),
    email: email({ required: true, unique: true }),
    password: password({ required: true }),
    role: enumOf({ customer: 'Customer', admin: 'Admin' }, { required: true, default: 'customer' }),
  },
  titleField: 'email',
  list: { columns: ['first_name', 'last_name', 'email', 'role'] },
  access: { read: 'admin', write: 'admin' },
  admin: { list: 'user-list', add: 'add-user', edit: 'edit-user', details: 'admin-details', nav: false },
});
