/**
 * The security headers of every answer (helmet): a CSP that allows the site's own scripts and styles, images
 * from https and data, and the video embeds; `Referrer-Policy: same-origin`; helmet's defaults for the rest.
 *
 * helmet per request, not headers recorded once: helmet builds its header values at start already, and
 * setting the thirteen headers is nearly all of its ~8 µs per answer (bench/middleware/micro.ts: a recorded
 * copy set in a loop cost the same).
 */
import type { RequestHandler } from 'express';
import helmet, { type HelmetOptions } from 'helmet';

export const SECURITY_HEADER_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      'img-src': ["'self'", 'data:', 'blob:', 'https:'],
      'style-src': ["'self'", "'unsafe-inline'"],
      'frame-src': ['https://www.youtube.com', 'https://www.youtube-nocookie.com', 'https://player.vimeo.com'],
    },
  },
  // Still nothing for other sites, but a form posted to this site carries its real Origin (helmet's
  // `no-referrer` makes browsers send `Origin: null`), which the no-JavaScript forms check against CSRF.
  referrerPolicy: { policy: 'same-origin' },
};

export const securityHeaders: RequestHandler = helmet(SECURITY_HEADER_OPTIONS);
