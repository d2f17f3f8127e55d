import { boolean, defineEntity, email, number, phone, text, url } from '../generator/dsl';

/** One of the company's offices, shown on the contact page and in the footer. */
export default defineEntity({
  name: 'address',
  label: 'Company Address',
  pluralLabel: 'Company Addresses',
  fields: {
    title: text({ required: true, max: 80, help: 'e.g. Head office, Berlin delivery centre' }),
    address_line1: text({ label: 'Address line 1', required: true, max: 150 }),
    address_line2: text({ label: 'Address line 2', max: 150 }),
    city: text({ required: true, max: 80 }),
    region: text({ label: 'State or region', max: 80 }),
    postcode: text({ max: 20 }),
    country: text({ required: true, max: 80 }),
    phone: phone(),
    email: email(),
    opening_hours: text({ label: 'Opening hours', max: 120, help: 'e.g. Mon-Fri 09:00-18:00' }),
    map_url: url({ label: 'Map link' }),
    headquarters: boolean({ label: 'Head office', default: false, help: 'Shown first and in the footer' }),
    display_order: number({ label: 'Display order', default: 0, min: 0 }),
  },
  list: { columns: ['title', 'city', 'country', 'phone', 'headquarters'], defaultSort: 'display_order', filters: ['headquarters'] },
  access: { read: 'public', write: 'admin' },
  admin: { nav: { order: 120, labels: { de: 'Firmenadresse' }, label: 'Company Address', related: ['add-address', 'edit-address', 'address-details'] } },
});
