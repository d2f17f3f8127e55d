/**
 * The public site's answer to every GET outside /api and /uploads (the
 * sitemap, robots.txt and server-rendered pages) and to the forms those pages
 * send without JavaScript. createApp takes it as its
 * `render` option and stays free of site knowledge.
 */
import { Router } from 'express';
import path from 'node:path';
import { formPost } from './form-posts';
import { pageRenderer, type PageCacheTimes, type RenderLimit } from './render-page';
import { previewLink } from './preview';
import { robots, sitemap } from './sitemap';
import { loadTemplate, type Template } from './template';

export interface SiteRenderer {
  router: Router;
  /** Called after the API accepted a write: rendered pages kept for visitors are dropped (page-cache.ts). */
  dataChanged: () => void;
}

export interface SiteRendererOptions {
  /** HTML at the top of every page, e.g. a staging site's test-payments notice (site-notice.ts). @default '' */
  notice?: string;
  /** Renders per second when no kept copy answers: see render-page.ts. */
  renders?: RenderLimit;
  /** How long a rendered page is kept fresh and sent at all. @default PAGE_CACHE's (1 s, 5 s) */
  cacheTimes?: PageCacheTimes;
}

/** `webDir` is the client build (dist/web); the SSR bundle sits beside it in dist/server. */
export function siteRenderer(webDir: string, options: SiteRendererOptions = {}): SiteRenderer {
  const router = Router();
  // Read on first use: the app can be built before the web build exists (API-only tests never render).
  let template: Template | undefined;
  const getTemplate = () => (template ??= loadTemplate(webDir, options.notice));
  router.get('/sitemap.xml', sitemap);
  router.get('/robots.txt', robots);
  router.get('/preview/:token', previewLink());
  const page = pageRenderer(path.join(webDir, '../server/entry-server.js'), getTemplate, options.renders, options.cacheTimes);
  router.get('/{*path}', page.handler);
  // Forms that work without JavaScript post to their page; the route's action answers (form-posts.ts guards).
  router.post('/{*path}', ...formPost, page.handler);
  return { router, dataChanged: page.dataChanged };
}
