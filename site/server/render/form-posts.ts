/**
 * The guard in front of forms that public pages take without JavaScript
 * (`<form method="post">` answered by a route action, e.g. /contact):
 * only URL-encoded bodies of a modest size, and only from pages of this very
 * site. Browsers send `Origin` with every POST; a page on another site cannot
 * forge it, so a cross-site form (CSRF) is refused before any action runs.
 */
import express, { type RequestHandler } from 'express';
import { contextOf } from '../../../runtime-server/http/context';

export const FORM_TYPE = 'application/x-www-form-urlencoded';

/** The origin the request was sent to, as the browser names it in `Origin` (only compared, never written into a page). */
const requestOrigin = (req: express.Request) => `${req.protocol}://${req.get('host') ?? 'localhost'}`;

/**
 * Whether the request comes from a page of this site: its `Origin` is the address the request was sent to
 * or PUBLIC_URL's (behind a proxy that ends TLS, the first may read http://), or, for browsers that leave
 * `Origin` out, `Sec-Fetch-Site` says so.
 */
function sameOrigin(req: express.Request): boolean {
  const origin = req.get('Origin');
  if (origin) return origin === requestOrigin(req) || origin === new URL(contextOf(req).publicUrl).origin;
  return req.get('Sec-Fetch-Site') === 'same-origin';
}

const check: RequestHandler = (req, res, next) => {
  if (!sameOrigin(req)) {
    res.status(403).type('text/plain').send('This form can only be sent from a page of this site.');
    return;
  }
  if (!req.is(FORM_TYPE)) {
    res.status(415).type('text/plain').send(`A form is sent as ${FORM_TYPE}.`);
    return;
  }
  next();
};

/** The raw body stays a string: the route action parses it as the browser would (`request.formData()`). */
export const formPost: RequestHandler[] = [check, express.text({ type: FORM_TYPE, limit: '64kb' })];
