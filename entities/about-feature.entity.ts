import { boolean, defineEntity, image, number, text, textarea } from '../generator/dsl';

/** A "why clients choose us" point of the home and about pages (e.g. "Certified engineers"). */
export default defineEntity({
  name: 'about_feature',
  label: 'About Feature',
  pluralLabel: 'Client About Features',
  fields: {
    title: text({ required: true, max: 100 }),
    description: textarea({ required: true, max: 600 }),
    icon: image({ help: 'A small square icon' }),
    display_order: number({ label: 'Display order', default: 0, min: 0 }),
    active: boolean({ label: 'Shown on the site', default: true }),
  },
  publicFilter: { active: true },
  list: { columns: ['icon', 'title', 'display_order', 'active'], defaultSort: 'display_order', filters: ['active'] },
  access: { read: 'public', write: 'admin' },
  admin: { details: false, nav: { order: 250, labels: { de: 'Merkmale für Kunden' }, label: 'Client About Feature', related: ['add-about-feature', 'edit-about-feature'] } },
});
