/**
 * The HTML answer of a public page: the SSR bundle (dist/server/entry-server.js,
 * built by `vite build --ssr`) runs the routes' loaders and renders; this
 * handler puts the result into the template and sets the status (404 for an
 * unknown path or a missing record). /admin gets the empty client shell.
 * A POST (a form sent without JavaScript) runs the matched route's action
 * first: its redirect (303, post/redirect/get) or its page with errors.
 */
import type { Request, RequestHandler, Response } from 'express';
import { FORM_TYPE } from './form-posts';
import { pathToFileURL } from 'node:url';
import type { render as Render } from '../../entry-server';
import { loopbackOrigin, publicOrigin } from './loopback';
import type { Template } from './template';

type RenderModule = { render: typeof Render };

export function pageRenderer(serverEntry: string, getTemplate: () => Template): RequestHandler {
  let loaded: Promise<RenderModule> | undefined;
  const entry = () => (loaded ??= import(pathToFileURL(serverEntry).href) as Promise<RenderModule>);

  return async (req: Request, res: Response) => {
    const template = getTemplate();
    // Staff edits show at once: browsers revalidate pages on every visit.
    res.setHeader('Cache-Control', 'no-cache');
    if (req.path === '/admin' || req.path.startsWith('/admin/')) {
      res.type('html').send(template.clientShell('Admin'));
      return;
    }
    // Loaders stop reading when the visitor goes away.
    const controller = new AbortController();
    res.on('close', () => controller.abort());
    // The visitor's address goes along, for the API's per-address rate limits (site/data/read.ts).
    const init: RequestInit = { signal: controller.signal, headers: { 'X-Forwarded-For': req.ip ?? '' } };
    // A form sent without JavaScript (form-posts.ts has checked it): the route's action reads the body.
    if (req.method === 'POST') Object.assign(init, { method: 'POST', body: String(req.body ?? ''), headers: { ...init.headers, 'Content-Type': FORM_TYPE } });
    const request = new Request(`${loopbackOrigin(req)}${req.originalUrl}`, init);
    try {
      const result = await (await entry()).render(request, `${publicOrigin(req)}${req.originalUrl}`);
      if (result.kind === 'redirect') {
        res.redirect(result.status, result.location);
        return;
      }
      res.status(result.status).type('html').send(template.page(result));
    } catch (error) {
      if (controller.signal.aborted) return;
      console.error('page render failed:', req.originalUrl, error);
      res.status(500).type('html').send(template.clientShell('Something went wrong'));
    }
  };
}
