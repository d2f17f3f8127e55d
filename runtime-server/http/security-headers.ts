/**
 * The security headers of every answer (helmet): a CSP that allows the site's own scripts and styles, images
 * from https and data, frames of its own pages (the admin's live preview) and the video embeds; `Referrer-Policy: same-origin`; helmet's defaults for the rest.
 *
 * helmet runs once, at start, on a response that records what it sets; every answer then gets that list of
 * names and values set in a loop: ~7 µs per answer against helmet's 8.5-11 µs per request on the same busy
 * machine (bench/middleware/micro.ts; setting the thirteen headers is most of either). The options are
 * static values (no per-request function, such as a CSP nonce, which a recording would freeze).
 */
import type { RequestHandler } from 'express';
import helmet, { type HelmetOptions } from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';

export const SECURITY_HEADER_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      'img-src': ["'self'", 'data:', 'blob:', 'https:'],
      'style-src': ["'self'", "'unsafe-inline'"],
      // 'self': the admin's live preview frames the site's own preview page (helmet's default
      // `frame-ancestors 'self'` and `X-Frame-Options: SAMEORIGIN` let no other site frame any page).
      'frame-src': ["'self'", 'https://www.youtube.com', 'https://www.youtube-nocookie.com', 'https://player.vimeo.com'],
    },
  },
  // Still nothing for other sites, but a form posted to this site carries its real Origin (helmet's
  // `no-referrer` makes browsers send `Origin: null`), which the no-JavaScript forms check against CSRF.
  referrerPolicy: { policy: 'same-origin' },
};

/** The headers helmet sets with `options`, in its order, recorded from one call (lower-case names). */
export function recordedHeaders(options: HelmetOptions): [string, string][] {
  const headers = new Map<string, string>();
  const res = {
    setHeader: (name: string, value: string | number | readonly string[]) => headers.set(name.toLowerCase(), String(value)),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
  } as unknown as ServerResponse;
  let done = false;
  helmet(options)({} as IncomingMessage, res, () => (done = true));
  if (!done) throw new Error('helmet did not finish synchronously: its headers cannot be recorded');
  return [...headers];
}

const SECURITY_HEADERS = recordedHeaders(SECURITY_HEADER_OPTIONS);

export const securityHeaders: RequestHandler = (_req, res, next) => {
  // helmet also removed X-Powered-By on each request: app.ts turns Express's off, so nothing sets it.
  for (const [name, value] of SECURITY_HEADERS) res.setHeader(name, value);
  next();
};
