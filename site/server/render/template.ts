/**
 * The built index.html (dist/web) as the frame of every HTML answer: Vite has
 * put the script and stylesheet links in it; we fill in the head tags, the
 * rendered page and its loader data at the marker comments, and the site's
 * notice (a staging site's "Test payments", or nothing) above the page: outside
 * the React root, so hydration neither sees nor removes it.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { siteTimeZone } from '../../../runtime-shared/site-time';
import { defaultLocale, locales } from '../../../runtime-shared/locales';

const MARKERS = { head: '<!--app-head-->', notice: '<!--app-notice-->', html: '<!--app-html-->', data: '<!--app-data-->' } as const;

export interface Template {
  /** A server-rendered page. `data` is JSON already made safe for a <script> element. */
  page(parts: { head: string; html: string; data: string; lang?: string }, banner?: string): string;
  /** The empty frame the browser renders the page in itself (the admin; a page the server is too busy to render). */
  clientShell(title: string, noscript?: string): string;
}

/** `notice` is HTML shown at the top of every server-rendered page (not the admin's). */
export function loadTemplate(webDir: string, notice = ''): Template {
  const text = readFileSync(path.join(webDir, 'index.html'), 'utf8');
  for (const marker of Object.values(MARKERS)) {
    if (!text.includes(marker)) throw new Error(`${webDir}/index.html has no ${marker}: rebuild the web app (npm run build:web)`);
  }
  // The site's time zone, for the browser's "today" and dates (runtime-shared/site-time.ts); set at start, before any page.
  const zone = () => `<meta name="site-time-zone" content="${siteTimeZone().replace(/[^A-Za-z0-9_/+-]/g, '')}">`;
  // The content locales, for the browser (runtime-shared/locales.ts).
  const siteLocales = () => `<meta name="site-locales" content="${locales().join(',').replace(/[^A-Za-z,-]/g, '')}">`;
  const fill = (head: string, top: string, html: string, data: string, lang = defaultLocale()) =>
    // Functions as replacements: a `$&` in page text must stay literal.
    text.replace('<html lang="en">', () => `<html lang="${lang.replace(/[^A-Za-z-]/g, '')}">`).replace(MARKERS.head, () => zone() + siteLocales() + head).replace(MARKERS.notice, () => top).replace(MARKERS.html, () => html).replace(MARKERS.data, () => data);
  return {
    // `banner`: HTML above the page besides the notice (a preview's "Preview of unpublished changes").
    page: ({ head, html, data, lang }, banner = '') => fill(head, notice + banner, html, `<script type="application/json" id="router-data">${data}</script>`, lang),
    clientShell: (title, noscript = 'The admin needs JavaScript.') => fill(`<title>${title}</title>`, '', '', `<noscript>${noscript}</noscript>`),
  };
}
