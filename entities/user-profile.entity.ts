import { defineEntity, image, phone, relation, text, textarea } from '../generator/dsl';
import user from './user.entity';

/**
 * What a customer tells about themselves on /profile: one per account. Kept
 * apart from `user` so that the owner can edit all of it and nothing of their
 * role, email or password (those stay with the account routes).
 */
export default defineEntity({
  name: 'user_profile',
  label: 'Profile',
  pluralLabel: 'Profiles',
  fields: {
    user_id: relation(() => user, { show: 'email', required: true, label: 'Account', onDelete: 'cascade' }),
    headline: text({ max: 120, help: 'e.g. Cloud architect at Contoso' }),
    bio: textarea({ label: 'About me', max: 2000 }),
    photo: image({ maxSizeMb: 5 }),
    phone: phone(),
    address_line1: text({ label: 'Address line 1', max: 150 }),
    address_line2: text({ label: 'Address line 2', max: 150 }),
    city: text({ max: 80 }),
    region: text({ label: 'State or region', max: 80 }),
    postcode: text({ max: 20 }),
    country: text({ max: 80 }),
  },
  owner: 'user_id',
  unique: [{ fields: ['user_id'], message: 'This account has a profile already: change it instead' }],
  titleField: 'headline',
  list: { columns: ['user_id', 'headline', 'city', 'country'], defaultSort: '-created_at', filters: ['user_id'] },
  access: { read: 'owner', create: 'authenticated', update: 'owner', delete: 'owner' },
  admin: { nav: false },
});
