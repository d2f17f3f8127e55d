import { defineEntity, enumOf, relation, text } from '../generator/dsl';
import user from './user.entity';

/** A skill on a customer's profile (/edit-skill); each customer manages only their own. */
export default defineEntity({
  name: 'user_skill',
  label: 'Skill',
  pluralLabel: 'Skills',
  fields: {
    user_id: relation(() => user, { show: 'email', required: true, label: 'Account', onDelete: 'cascade' }),
    name: text({ label: 'Skill', required: true, max: 80 }),
    level: enumOf({ beginner: 'Beginner', intermediate: 'Intermediate', advanced: 'Advanced', expert: 'Expert' }, { required: true, default: 'intermediate' }),
  },
  owner: 'user_id',
  list: { columns: ['user_id', 'name', 'level'], defaultSort: 'name', filters: ['user_id', 'level'] },
  access: { read: 'owner', create: 'authenticated', update: 'owner', delete: 'owner' },
  admin: { nav: false },
});
