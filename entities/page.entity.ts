import { boolean, defineEntity, richText, text, textarea } from '../generator/dsl';

/**
 * A content page of the public site (/privacy-policy, /help-center, ...): staff
 * write it in the admin; the site shows it at /<slug> once published.
 */
export default defineEntity({
  name: 'page',
  label: 'Content Page',
  pluralLabel: 'Content Pages',
  fields: {
    slug: text({ required: true, max: 80, unique: true, help: 'The page address without the slash, e.g. privacy-policy' }),
    title: text({ required: true, max: 150 }),
    meta_description: textarea({ label: 'Meta description', max: 300, help: 'One or two sentences for search engines and link previews' }),
    body: richText({ required: true }),
    published: boolean({ label: 'Published on the site', default: false }),
  },
  titleField: 'title',
  // Drafts stay private: the public site and the sitemap see published pages only.
  publicFilter: { published: true },
  list: { columns: ['title', 'slug', 'published'], defaultSort: 'slug', filters: ['published'] },
  access: { read: 'public', write: 'admin' },
  softDelete: true,
  // Edits to a live page wait as a draft until published (now, or at a set time); "Published on the site" is the live flag.
  drafts: true,
  admin: { nav: { order: 295, label: 'Content Pages', related: ['add-page', 'edit-page', 'page-details'] } },
});
