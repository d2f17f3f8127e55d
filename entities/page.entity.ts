import { array, block, blocks, boolean, defineEntity, enumOf, group, richText, text, textarea, url } from '../generator/dsl';

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
    seo: group(
      { title: text({ max: 70, help: 'The title search engines show; the page title when empty' }), description: textarea({ max: 160 }), no_index: boolean({ label: 'Hide from search engines' }) },
      { label: 'Search engines' },
    ),
    layout: blocks(
      {
        hero: block({ heading: text({ required: true, max: 120 }), subheading: textarea({ max: 300 }), button_label: text({ max: 40 }), button_url: url({ label: 'Button link' }) }, { label: 'Hero' }),
        richText: block({ body: richText({ required: true }) }, { label: 'Text' }),
        quote: block({ text: textarea({ required: true, max: 600 }), author: text({ max: 120 }) }, { label: 'Quote' }),
        cta: block(
          { heading: text({ required: true, max: 120 }), button_label: text({ required: true, max: 40 }), button_url: url({ required: true, label: 'Button link' }), style: enumOf({ primary: 'Primary', subtle: 'Subtle' }, { required: true, default: 'primary' }) },
          { label: 'Call to action' },
        ),
        faq: block(
          {
            heading: text({ max: 120 }),
            items: array(
              { question: text({ required: true, max: 200 }), answer: textarea({ required: true, max: 2000 }) },
              { label: 'Questions', rowLabel: 'question', minRows: 1, maxRows: 30 },
            ),
          },
          { label: 'Questions and answers' },
        ),
      },
      { label: 'Page sections', help: 'Shown below the body, in this order' },
    ),
    published: boolean({ label: 'Published on the site', default: false }),
  },
  titleField: 'title',
  // Drafts stay private: the public site and the sitemap see published pages only.
  publicFilter: { published: true },
  // The site search finds published pages by their words (docs/site-search.md).
  search: { title: ['title'], body: ['meta_description', 'body', 'layout'], url: '/:slug' },
  list: { columns: ['title', 'slug', 'published'], defaultSort: 'slug', filters: ['published'] },
  access: { read: 'public', write: 'admin' },
  softDelete: true,
  // Edits to a live page wait as a draft until published (now, or at a set time); "Published on the site" is the live flag.
  drafts: true,
  admin: { nav: { order: 295, label: 'Content Pages', related: ['add-page', 'edit-page', 'page-details'] } },
});
