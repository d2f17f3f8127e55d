import { array, block, blocks, boolean, defineEntity, enumOf, group, number, richText, text, textarea, url } from '../generator/dsl';

/** A section's title and introduction, each falling back to the section's usual text when empty. */
const titled = () => ({ heading: text({ max: 120, help: 'The section title; its usual title when empty' }), lead: textarea({ max: 300, label: 'Introduction' }) });
/** How many records a section shows (the home page reads at most its usual number: site/blocks/section-data.ts). */
const maxItems = () => number({ label: 'Show at most', min: 1, max: 24, help: 'Empty: the usual number' });

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
    title: text({ required: true, max: 150, localized: true }),
    meta_description: textarea({ label: 'Meta description', max: 300, help: 'One or two sentences for search engines and link previews', localized: true }),
    body: richText({ help: 'Optional: shown above the page sections', localized: true }),
    seo: group(
      { title: text({ max: 70, help: 'The title search engines show; the page title when empty' }), description: textarea({ max: 160 }), no_index: boolean({ label: 'Hide from search engines' }) },
      { label: 'Search engines', localized: true },
    ),
    layout: blocks(
      {
        hero: block({ eyebrow: text({ max: 60, help: 'A short line above the heading' }), heading: text({ required: true, max: 120 }), subheading: textarea({ max: 300 }), button_label: text({ max: 40 }), button_url: url({ label: 'Button link' }) }, { label: 'Hero' }),
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
        stats: block(
          {
            heading: text({ max: 120 }),
            items: array({ value: text({ required: true, max: 20 }), label: text({ required: true, max: 120 }) }, { label: 'Figures', rowLabel: 'figure', minRows: 1, maxRows: 8 }),
          },
          { label: 'Key figures' },
        ),
        // Sections that show the site's records (read through the public API when the page renders).
        companyStory: block({ show_mission: boolean({ label: 'Show mission and vision', default: true }) }, { label: 'Company story (from About Data)' }),
        counters: block({ heading: text({ max: 120, help: 'Read aloud only when empty' }) }, { label: 'Counters (from Partner Counts)' }),
        features: block({ ...titled(), max_items: maxItems() }, { label: 'Features (from About Features)' }),
        teamMembers: block({ ...titled(), max_items: maxItems() }, { label: 'Team members' }),
        offices: block({ heading: text({ max: 120, help: 'The section title; its usual title when empty' }) }, { label: 'Offices (from Addresses)' }),
        banner: block({ max_items: maxItems() }, { label: 'Banner carousel' }),
        aboutTeaser: block({ heading: text({ max: 120, help: 'The company tagline when empty' }) }, { label: 'About us teaser' }),
        services: block({ ...titled(), max_items: maxItems() }, { label: 'Services' }),
        products: block({ ...titled(), max_items: maxItems() }, { label: 'Products' }),
        testimonials: block({ ...titled(), max_items: maxItems() }, { label: 'Testimonials' }),
        consultingSteps: block(titled(), { label: 'Consulting steps' }),
        itConsulting: block(titled(), { label: 'IT consulting services' }),
        partners: block(titled(), { label: 'Partners' }),
      },
      { label: 'Page sections', help: 'Shown below the body, in this order. The page with the address "home" orders the home page.', localized: true },
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
  // The body became optional when pages gained blocks, and new block types widen the layout (issue 25).
  breaking: ['page-selection.body may be null', 'page-selection.layout[] oneOf changed from 5 to 19 alternatives', 'page.body may be null', 'page.layout[] oneOf changed from 5 to 19 alternatives'],
  admin: { nav: { order: 295, labels: { de: 'Inhaltsseiten' }, label: 'Content Pages', related: ['add-page', 'edit-page', 'page-details'] } },
});
