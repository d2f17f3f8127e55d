/**
 * /sitemap.xml (every public page, service, product, published content
 * page and open job, once per locale, read through the same public API as the pages) and /robots.txt
 * (the admin and the API are not for crawlers).
 */
import type { RequestHandler } from 'express';
import { pageApi, productApi, serviceApi } from '../../../generated/api';
import type { ListResponse, RequestOptions } from '../../../runtime-web/api/client';
import { listOpenJobs } from '../../careers/web/careers-api';
import { contextOf } from '../../../runtime-server/http/context';
import { loopbackOrigin } from './loopback';
import { locales } from '../../../runtime-shared/locales';
import { localePath } from '../../locale';

/** The site's fixed public routes; records and content pages are added from the database. */
export const STATIC_PATHS = ['/', '/about', '/services', '/products', '/pricing', '/notice', '/contact', '/careers'];

const PER_PAGE = 100;

/** Every row of a public list, page by page (the API caps a page at 100). */
async function all<T>(list: (page: number) => Promise<ListResponse<T>>): Promise<T[]> {
  const rows: T[] = [];
  for (let page = 1; ; page++) {
    const { data, meta } = await list(page);
    rows.push(...data);
    if (data.length === 0 || rows.length >= meta.total) return rows;
  }
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export const sitemap: RequestHandler = async (req, res) => {
  const o: RequestOptions = { anonymous: true, baseUrl: loopbackOrigin(req) };
  const [services, products, pages, jobs] = await Promise.all([
    all((page) => serviceApi.list({ page, perPage: PER_PAGE, sort: 'id' }, o)),
    all((page) => productApi.list({ page, perPage: PER_PAGE, sort: 'id' }, o)),
    all((page) => pageApi.list({ page, perPage: PER_PAGE, sort: 'id' }, o)),
    // Open jobs only (posted, deadline not passed): the careers API decides.
    all((page) => listOpenJobs({ page, perPage: 50 }, o)),
  ]);
  // PUBLIC_URL, never the Host header: a crawler must not learn another site's address from here.
  const origin = contextOf(req).publicUrl;
  const pagesOnce: { path: string; lastmod?: string }[] = [
    ...STATIC_PATHS.map((path) => ({ path })),
    ...services.map((s) => ({ path: `/service-details/${s.id}`, lastmod: s.updated_at })),
    ...products.map((p) => ({ path: `/product-details/${p.id}`, lastmod: p.updated_at })),
    // The `home` page orders the home page's sections; `about` is /about, listed above.
    ...pages.filter((p) => p.slug !== 'home' && !STATIC_PATHS.includes(`/${p.slug}`)).map((p) => ({ path: `/${p.slug}`, lastmod: p.updated_at })),
    ...jobs.map((j) => ({ path: `/career-details/${j.id}`, lastmod: j.updated_at })),
  ];
  // Every page in every locale (site/locale.ts): /services/…, then /de/services/….
  const entries = locales().flatMap((l) => pagesOnce.map((e) => ({ ...e, path: localePath(l, e.path) })));
  const urls = entries.map(
    ({ path, lastmod }) => `  <url><loc>${escapeXml(origin + path)}</loc>${lastmod ? `<lastmod>${lastmod.slice(0, 10)}</lastmod>` : ''}</url>`,
  );
  res
    .type('application/xml')
    .setHeader('Cache-Control', 'no-cache')
    .send(`<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`);
};

export const robots: RequestHandler = (req, res) => {
  res.type('text/plain').send(`User-agent: *\nDisallow: /admin\nDisallow: /api/\nDisallow: /login\nDisallow: /register\nDisallow: /forgot-password\nDisallow: /reset-password\nDisallow: /email-change\n\nSitemap: ${contextOf(req).publicUrl}/sitemap.xml\n`);
};
