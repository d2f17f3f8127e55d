/**
 * `GET /api/search` (router.ts) declared in zod (runtime-shared/api-route.ts): the site search's JSON,
 * the same answer the /search page shows. tests/api/search.test.ts holds its answers to it.
 */
import { z } from 'zod';
import { apiRoute, withRoutes } from '../../../runtime-shared/api-route';
import type { OpenApiDocument } from '../../../runtime-shared/openapi';

/** The longest question: longer text is no search words but a paste (or an attack on the index). */
export const MAX_QUERY = 200;
export const PER_PAGE = 10;

const hit = z
  .object({
    entity: z.string().meta({ description: 'The entity of the record, e.g. page, product, job' }),
    label: z.string().meta({ description: 'What the record is, for people: Content Page, Product, Job' }),
    id: z.int().min(1),
    url: z.string().meta({ description: 'The public page of the record, a path of this site' }),
    title: z.string().meta({ description: 'HTML: the title, escaped, the matching words in <mark>' }),
    excerpt: z.string().meta({ description: 'HTML: a passage around the matches, escaped, the matching words in <mark>; empty when the record has no more text' }),
  })
  .meta({ id: 'SearchHit' });

export const SEARCH = apiRoute({
  method: 'get',
  path: '/api/search',
  operationId: 'searchSite',
  summary: 'Search the public site',
  tags: ['Search'],
  access: 'public',
  description:
    'The content pages, services, products, jobs and notices a visitor may read whose words match `q`, best first (a title match above a text match). ' +
    'Words, "a phrase", -excluded and `or` between two are understood; any other character is ignored. No words: an empty list.',
  query: z.strictObject({
    q: z.string().trim().max(MAX_QUERY, `At most ${MAX_QUERY} characters`).default('').meta({ description: 'The search words' }),
    page: z.coerce.number().int().min(1).max(1000).default(1),
    perPage: z.coerce.number().int().min(1).max(50).default(PER_PAGE),
    locale: z
      .string()
      .regex(/^[a-z]{2,3}(-[A-Z]{2})?$/, 'A language code such as en or de')
      .optional()
      .meta({ description: "The content locale searched (one of LOCALES, the default when absent): the records' words in it, their addresses under its prefix (/de/…)" }),
  }),
  answers: {
    200: {
      description: 'A page of matching records',
      schema: z.object({ data: z.array(hit), meta: z.object({ total: z.int().min(0), page: z.int().min(1), perPage: z.int().min(1), q: z.string() }) }),
    },
  },
  errors: [400],
});

/** `base` with the search route added. */
export function withSearchRoute(base: OpenApiDocument): OpenApiDocument {
  return withRoutes(base, { tag: { name: 'Search', description: 'The site search (site/server/search, docs/site-search.md)' }, routes: [SEARCH] });
}
