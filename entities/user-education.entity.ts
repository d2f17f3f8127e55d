import { date, defineEntity, relation, text, textarea } from '../generator/dsl';
import user from './user.entity';

/** A school or course on a customer's profile (/edit-edu); each customer manages only their own. */
export default defineEntity({
  name: 'user_education',
  label: 'Education',
  pluralLabel: 'Education',
  fields: {
    user_id: relation(() => user, { show: 'email', required: true, label: 'Account', onDelete: 'cascade' }),
    institution: text({ required: true, max: 150, help: 'School, university or training provider' }),
    degree: text({ required: true, max: 120, help: 'e.g. BSc, MBA, Certificate' }),
    field_of_study: text({ label: 'Field of study', max: 120 }),
    start_date: date({ label: 'Start date', required: true }),
    end_date: date({ label: 'End date', help: 'Empty while still studying' }),
    description: textarea({ max: 1000 }),
  },
  owner: 'user_id',
  titleField: 'institution',
  list: { columns: ['user_id', 'institution', 'degree', 'start_date', 'end_date'], defaultSort: '-start_date', filters: ['user_id'] },
  access: { read: 'owner', create: 'authenticated', update: 'owner', delete: 'owner' },
  admin: { nav: false },
});
