import { boolean, color, defineEntity, image, number, text, textarea } from '../generator/dsl';

/** A top-level group of the shop's products (software licences, support plans, training). */
export default defineEntity({
  name: 'category',
  label: 'Category',
  pluralLabel: 'Categories',
  fields: {
    name: text({ required: true, max: 80 }),
    slug: text({ required: true, max: 100, unique: true, help: 'Used in the page address, e.g. software-licences' }),
    description: textarea({ max: 1000 }),
    icon: image({ label: 'Icon' }),
    accent_color: color({ label: 'Accent colour', help: "The colour of the category's badge and headings in the shop, e.g. #1e90ff" }),
    display_order: number({ label: 'Display order', default: 0, min: 0 }),
    active: boolean({ label: 'Shown in the shop', default: true }),
  },
  publicFilter: { active: true },
  list: { columns: ['icon', 'name', 'slug', 'active', 'display_order'], defaultSort: 'display_order', filters: ['active'] },
  access: { read: 'public', write: 'admin' },
  // The shop's menu changes rarely: browsers and proxies may keep the public list a minute.
  cache: { maxAge: 60 },
  admin: { details: false, nav: { order: 130, labels: { de: 'Kategorien' }, label: 'Categories', related: ['add-category', 'edit-category'] } },
});
