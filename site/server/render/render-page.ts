/**
 * The HTML answer of a public page: the SSR bundle (dist/server/entry-server.js,
 * built by `vite build --ssr`) runs the routes' loaders and renders; this
 * handler puts the result into the template and sets the status (404 for an
 * unknown path or a missing record). /admin gets the empty client shell.
 * A POST (a form sent without JavaScript) runs the matched route's action
 * first: its redirect (303, post/redirect/get) or its page with errors.
 *
 * GETs are rendered once for every visitor while the data stays the same
 * (page-cache.ts), under a key made of the path and the query parameters the
 * page reads (site/page-query.ts) and nothing else from the request: not the
 * `Host` header (absolute URLs come from PUBLIC_URL), not other parameters.
 * Renderings that no kept page saves are bounded by a token bucket
 * (`renders`); beyond it a kept page is sent even if old, or else 503 with
 * Retry-After and the client shell, which browsers render themselves.
 * The `X-Page-Cache` header says which (hit, miss, stale, busy).
 */
import type { Request, RequestHandler, Response } from 'express';
import { pathToFileURL } from 'node:url';
import type { keyOf as KeyOf, render as Render } from '../../entry-server';
import { contextOf } from '../../../runtime-server/http/context';
import { tokenBucket } from '../../../runtime-server/http/token-bucket';
import { FORM_TYPE } from './form-posts';
import { loopbackOrigin } from './loopback';
import { pageCache } from './page-cache';
import { PREVIEW_HEADER } from '../../../runtime-server/drafts/preview-read';
import { bannerHtml, checkPreview, previewHeaders, refused } from './preview';
import type { Template } from './template';

type RenderModule = { render: typeof Render; keyOf: typeof KeyOf };

/** What a rendering answers: a redirect, or a page's status and whole HTML. */
type Answer = { kind: 'redirect'; status: number; location: string } | { kind: 'page'; status: number; body: Buffer; etag: string | undefined };

export interface PageRenderer {
  handler: RequestHandler;
  /** The API accepted a write: pages rendered before are not sent again (page-cache.ts). */
  dataChanged: () => void;
}

/** How long a rendered page is sent without rendering it again; see page-cache.ts. */
export const PAGE_CACHE = { freshMs: 1000, maxAgeMs: 5000, staleMs: 60_000, maxPages: 100 };

/** How long a kept page is fresh (`freshMs`) and may be sent at all (`maxAgeMs`): page-cache.ts. */
export type PageCacheTimes = Pick<typeof PAGE_CACHE, 'freshMs' | 'maxAgeMs'>;

/** Renderings of pages no kept copy answers: per second (`PAGE_RENDERS_PER_SECOND`), and at most `burst` at once. */
export interface RenderLimit {
  perSecond: number;
  burst: number;
}

export const DEFAULT_RENDER_LIMIT: RenderLimit = { perSecond: 10, burst: 20 };

/** The request's path and query string, whatever form its target had (`/a?b`, or absolute `http://host/a?b`). */
function target(req: Request): { pathname: string; search: string } {
  const q = req.originalUrl.indexOf('?');
  return { pathname: req.path, search: q >= 0 ? req.originalUrl.slice(q) : '' };
}

export function pageRenderer(serverEntry: string, getTemplate: () => Template, limit: RenderLimit = DEFAULT_RENDER_LIMIT, times: PageCacheTimes = PAGE_CACHE): PageRenderer {
  let loaded: Promise<RenderModule> | undefined;
  const entry = () => (loaded ??= import(pathToFileURL(serverEntry).href) as Promise<RenderModule>);
  const cache = pageCache<Answer>({ ...PAGE_CACHE, ...times, budget: tokenBucket(limit) });

  /** Renders `pathAndQuery`: loaders read the API at this server's own address, the head names the page on PUBLIC_URL. */
  async function renderAnswer(req: Request, pathAndQuery: string, init: RequestInit, banner?: string): Promise<Answer> {
    const request = new Request(`${loopbackOrigin(req)}${pathAndQuery}`, init);
    const result = await (await entry()).render(request, `${contextOf(req).publicUrl}${pathAndQuery}`);
    if (result.kind === 'redirect') return result;
    const body = Buffer.from(getTemplate().page(result, banner));
    // Express's own validator, made once per rendering: res.send would hash a kept page again on every send.
    const etag = (req.app.get('etag fn') as ((body: Buffer) => string) | undefined)?.(body);
    return { kind: 'page', status: result.status, body, etag };
  }

  const busy = (res: Response) => {
    res.setHeader('Retry-After', '1');
    res.status(503).type('html').send(getTemplate().clientShell('One moment, please', 'The site is busy; please try again in a moment.'));
  };

  const handler: RequestHandler = async (req: Request, res: Response) => {
    // Staff edits show at once: browsers revalidate pages on every visit (a preview is not stored at all).
    res.setHeader('Cache-Control', 'no-cache');
    if (req.path === '/admin' || req.path.startsWith('/admin/')) {
      res.type('html').send(getTemplate().clientShell('Admin'));
      return;
    }
    // The visitor's address goes along, for the API's per-address rate limits (site/data/read.ts). Made only
    // when a page is rendered: most visits are answered from the page cache, and each of these costs time.
    const headers = () => ({ 'X-Forwarded-For': req.ip ?? '' });
    // Loaders of a page rendered for this visitor alone stop reading when the visitor goes away; a page that
    // may be kept for others is rendered to the end.
    let controller: AbortController | undefined;
    const signal = () => {
      controller = new AbortController();
      res.on('close', () => controller!.abort());
      return controller.signal;
    };
    const { pathname, search } = target(req);
    const previewToken = req.method === 'GET' && typeof req.query.preview === 'string' ? req.query.preview : undefined;
    try {
      let answer: Answer;
      if (previewToken !== undefined) {
        // A preview link's page (preview.ts): rendered for this reader alone, with the draft, never kept.
        previewHeaders(res);
        const checked = await checkPreview(req, previewToken);
        if (!checked.ok) return refused(res, checked);
        const init = { signal: signal(), headers: { ...headers(), [PREVIEW_HEADER]: previewToken } };
        answer = await renderAnswer(req, (await entry()).keyOf(pathname, search), init, bannerHtml(checked.expires));
      } else if (req.method === 'POST') {
        // A form sent without JavaScript (form-posts.ts has checked it): the route's action reads the body.
        const init = { method: 'POST', body: String(req.body ?? ''), signal: signal(), headers: { ...headers(), 'Content-Type': FORM_TYPE } };
        answer = await renderAnswer(req, `${pathname}${search}`, init);
      } else {
        const key = (await entry()).keyOf(pathname, search);
        const found = await cache.get(key, () => renderAnswer(req, key, { headers: headers() }), (a) => a.kind === 'page' && a.status === 200);
        res.setHeader('X-Page-Cache', found.source);
        if (found.source === 'busy') return busy(res);
        answer = found.value;
      }
      if (answer.kind === 'redirect') res.redirect(answer.status, answer.location);
      else {
        if (answer.etag) res.setHeader('ETag', answer.etag);
        res.status(answer.status).type('html').send(answer.body);
      }
    } catch (error) {
      if (controller?.signal.aborted) return;
      console.error('page render failed:', req.originalUrl, error);
      res.status(500).type('html').send(getTemplate().clientShell('Something went wrong'));
    }
  };
  return { handler, dataChanged: () => cache.dataChanged() };
}
