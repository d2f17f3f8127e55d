import { boolean, defineEntity, enumOf, image, number, text, textarea, url } from '../generator/dsl';

/** A technology partner or client whose logo appears on the home page (Microsoft, AWS, ...). */
export default defineEntity({
  name: 'partner',
  label: 'Partner',
  pluralLabel: 'Partners',
  fields: {
    name: text({ required: true, max: 120 }),
    logo: image({ required: 'onCreate', help: 'A wide logo on a transparent or white background' }),
    website: url(),
    partnership: enumOf({ technology: 'Technology partner', client: 'Client', reseller: 'Reseller', alliance: 'Alliance' }, { label: 'Relationship', required: true, default: 'technology' }),
    description: textarea({ max: 1000 }),
    display_order: number({ label: 'Display order', default: 0, min: 0 }),
    active: boolean({ label: 'Shown on the site', default: true }),
  },
  publicFilter: { active: true },
  list: { columns: ['logo', 'name', 'partnership', 'active', 'display_order'], defaultSort: 'display_order', filters: ['partnership', 'active'] },
  access: { read: 'public', write: 'admin' },
  admin: { details: false, nav: { order: 110, labels: { de: 'Partner' }, label: 'Partners', related: ['add-partner', 'edit-partner'] } },
});
