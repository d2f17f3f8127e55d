import { boolean, defineEntity, number, relation, text, url } from '../generator/dsl';
import footerHeader from './footer-header.entity';

/** A link in one of the footer's columns. */
export default defineEntity({
  name: 'footer_content',
  label: 'Footer Link',
  pluralLabel: 'Footer Links',
  fields: {
    footer_header_id: relation(() => footerHeader, { show: 'title', required: true, label: 'Column', onDelete: 'cascade' }),
    label: text({ required: true, max: 80, localized: true }),
    url: url({ required: true, label: 'Link', help: 'A site path such as /privacy-policy, or a full address' }),
    new_tab: boolean({ label: 'Open in a new tab', default: false }),
    display_order: number({ label: 'Display order', default: 0, min: 0 }),
    active: boolean({ label: 'Shown on the site', default: true }),
  },
  titleField: 'label',
  publicFilter: { active: true },
  list: { columns: ['label', 'footer_header_id', 'url', 'display_order', 'active'], defaultSort: 'display_order', filters: ['footer_header_id', 'active'] },
  access: { read: 'public', write: 'admin' },
  admin: { details: false, nav: { order: 230, labels: { de: 'Footer-Links' }, label: 'Footer Links', related: ['add-footer-content', 'edit-footer-content'] } },
});
