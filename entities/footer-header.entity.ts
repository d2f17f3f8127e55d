import { boolean, defineEntity, number, text } from '../generator/dsl';

/** A column heading of the site footer ("Company", "Services", "Support"); its links are footer contents. */
export default defineEntity({
  name: 'footer_header',
  label: 'Footer Column',
  pluralLabel: 'Footer Columns',
  fields: {
    title: text({ required: true, max: 60, localized: true }),
    display_order: number({ label: 'Display order', default: 0, min: 0 }),
    active: boolean({ label: 'Shown on the site', default: true }),
  },
  publicFilter: { active: true },
  list: { columns: ['title', 'display_order', 'active'], defaultSort: 'display_order', filters: ['active'] },
  access: { read: 'public', write: 'admin' },
  admin: { details: false, nav: { order: 220, labels: { de: 'Footer-Spalten' }, label: 'Footer Columns', related: ['add-footer-header', 'edit-footer-header'] } },
});
