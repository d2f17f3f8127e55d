import { boolean, defineEntity, number, relation, text, textarea } from '../generator/dsl';
import category from './category.entity';

/** A group of products inside a category, e.g. "Microsoft 365" under "Software Licences". */
export default defineEntity({
  name: 'subcategory',
  label: 'Subcategory',
  pluralLabel: 'Subcategories',
  fields: {
    category_id: relation(() => category, { show: 'name', required: true, label: 'Category' }),
    name: text({ required: true, max: 80 }),
    slug: text({ required: true, max: 100, unique: true, help: 'Used in the page address, e.g. microsoft-365' }),
    description: textarea({ max: 1000 }),
    display_order: number({ label: 'Display order', default: 0, min: 0 }),
    active: boolean({ label: 'Shown in the shop', default: true }),
  },
  titleField: 'name',
  publicFilter: { active: true },
  list: { columns: ['name', 'category_id', 'slug', 'active', 'display_order'], defaultSort: 'display_order', filters: ['category_id', 'active'] },
  access: { read: 'public', write: 'admin' },
  admin: { details: false, nav: { order: 140, labels: { de: 'Unterkategorien' }, label: 'Subcategories', related: ['add-subcategory', 'edit-subcategory'] } },
});
