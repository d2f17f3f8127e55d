/**
 * The layouts the site uses when staff have not made the page: the home page's sections in their order
 * before blocks, and /about (a spec route) without an `about` content page. A content page with the slug
 * `home` or `about` replaces them (site/server/seed/pages.ts seeds both).
 */
import type { Block } from './section-data';

const titled = { heading: null, lead: null, max_items: null };

/** The home page's sections in the order they had before staff could choose it. */
export const HOME_LAYOUT: Block[] = [
  { type: 'banner', max_items: null },
  { type: 'counters', heading: null },
  { type: 'aboutTeaser', heading: null },
  { type: 'features', ...titled },
  { type: 'services', ...titled },
  { type: 'products', ...titled },
  { type: 'testimonials', ...titled },
  { type: 'teamMembers', ...titled },
  { type: 'consultingSteps', heading: null, lead: null },
  { type: 'itConsulting', heading: null, lead: null },
  { type: 'partners', heading: null, lead: null },
];

/** /about from the company record and its lists, when there is no `about` page. */
export const ABOUT_FALLBACK = {
  title: 'About us',
  meta_description: null,
  body: null,
  seo: { title: null, description: null, no_index: false },
  updated_at: null,
  layout: [
    { type: 'companyStory', show_mission: true },
    { type: 'counters', heading: null },
    { type: 'features', ...titled, max_items: 12 },
    { type: 'teamMembers', ...titled, max_items: 24 },
    { type: 'offices', heading: null },
  ] satisfies Block[] as Block[],
};
