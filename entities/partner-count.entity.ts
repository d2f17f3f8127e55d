import { boolean, defineEntity, image, number, text } from '../generator/dsl';

/** A headline figure of the home page's counter strip, e.g. "250+ Projects delivered". */
export default defineEntity({
  name: 'partner_count',
  label: 'Counter',
  pluralLabel: 'Counters',
  fields: {
    label: text({ required: true, max: 60, help: 'e.g. Projects delivered' }),
    value: number({ required: true, min: 0 }),
    suffix: text({ max: 10, help: 'Shown after the number, e.g. + or %' }),
    icon: image(),
    display_order: number({ label: 'Display order', default: 0, min: 0 }),
    active: boolean({ label: 'Shown on the site', default: true }),
  },
  publicFilter: { active: true },
  list: { columns: ['icon', 'label', 'value', 'suffix', 'active'], defaultSort: 'display_order', filters: ['active'] },
  access: { read: 'public', write: 'admin' },
  admin: { details: false, nav: { order: 260, labels: { de: 'Zähler' }, label: 'Counters', related: ['add-partner-count', 'edit-partner-count'] } },
});
