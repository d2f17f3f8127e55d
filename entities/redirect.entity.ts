import { boolean, defineEntity, enumOf, url } from '../generator/dsl';

/**
 * An old address of the public site that sends visitors on: staff add one when a page moves or goes, and
 * one is added by itself when a published page's address (its slug) changes (site/server/redirects).
 * Answered before the page cache and the site's router; loops and chains are refused when saved.
 */
export default defineEntity({
  name: 'redirect',
  label: 'Redirect',
  pluralLabel: 'Redirects',
  fields: {
    from_path: url({ required: true, label: 'From', help: 'The old address on this site, e.g. /old-terms (a full address is kept as its path)' }),
    to: url({ required: true, label: 'To', help: 'A path on this site, e.g. /delivery-terms, or a full address, e.g. https://www.example.org/terms' }),
    status: enumOf({ '301': '301 Moved permanently', '302': '302 Moved temporarily' }, { required: true, default: '301', label: 'Kind' }),
    active: boolean({ default: true }),
  },
  // The one lookup each page view makes (site/server/redirects/lookup.ts) goes by this index.
  unique: [{ fields: ['from_path'], message: 'Another redirect already starts from this address' }],
  titleField: 'from_path',
  list: { columns: ['from_path', 'to', 'status', 'active'], defaultSort: 'from_path', filters: ['status', 'active'] },
  access: { read: 'admin', write: 'admin' },
  admin: { nav: { order: 299, labels: { de: 'Weiterleitungen' }, label: 'Redirects', related: ['add-redirect', 'edit-redirect', 'redirect-details'] } },
});
