import { boolean, defineEntity, image, number, richText, text, textarea } from '../generator/dsl';

/** A service the company offers: shown on the public site and chosen by home banners. */
export default defineEntity({
  name: 'service',
  label: 'Service',
  pluralLabel: 'Services',
  fields: {
    name: text({ required: true, max: 120, localized: true }),
    slug: text({ max: 140, unique: true, help: 'Used in the page address, e.g. cloud-consulting' }),
    summary: textarea({ label: 'Short description', max: 500, localized: true }),
    body: richText({ label: 'Description', localized: true }),
    icon: image({ label: 'Icon or photo' }),
    display_order: number({ label: 'Display order', default: 0, min: 0 }),
    featured: boolean({ label: 'Show on the home page', default: false }),
  },
  list: { columns: ['icon', 'name', 'slug', 'featured', 'display_order'], defaultSort: 'display_order', filters: ['featured'] },
  access: { read: 'public', write: 'admin' },
  search: { title: ['name'], body: ['summary', 'body'], url: '/service-details/:id' },
  softDelete: true,
  admin: { nav: { order: 40, labels: { de: 'Leistungen' }, related: ['add-service', 'edit-service', 'service-details'] } },
});
