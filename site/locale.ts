/**
 * The public site in several languages (docs/localization.md): the default locale's pages at their own
 * paths (`/privacy-policy`), another locale's under its code (`/de/privacy-policy`). Content pages read
 * their records in the page's locale (the API falls back per field to the default).
 */
import { defaultLocale, isLocale, locales } from '../runtime-shared/locales';

/** The locale of a route's `lang` parameter: the default without one; undefined for a code that is no other locale (a 404). */
export function pageLocale(lang: string | undefined): string | undefined {
  if (lang === undefined) return defaultLocale();
  return lang !== defaultLocale() && isLocale(lang) ? lang : undefined;
}

/** A path of the default locale's site as it is in `locale`: `/de/privacy-policy`. */
export const localePath = (locale: string, path: string): string => (locale === defaultLocale() ? path : `/${locale}${path === '/' ? '' : path}`);

/** One alternate of a page: its language and address (`x-default`: the default locale's). */
export interface Alternate {
  hreflang: string;
  path: string;
}

/** The page at `path` in every locale, and `x-default`, for `<link rel="alternate" hreflang>` and the language switch. */
export const alternatesOf = (path: string): Alternate[] => [...locales().map((l) => ({ hreflang: l, path: localePath(l, path) })), { hreflang: 'x-default', path }];

/** A locale's name in its own language, for the language switch. */
export function languageName(locale: string): string {
  try {
    const name = new Intl.DisplayNames([locale], { type: 'language' }).of(locale) ?? locale;
    return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
  } catch {
    return locale;
  }
}

/**
 * "This page in <language>", in that language: the title of the language switch's link to it. Here, not in the
 * catalogues, because every page shows it for every language and an English page loads no German catalogue.
 */
const THIS_PAGE_IN: Record<string, (name: string) => string> = { en: (name) => `This page in ${name}`, de: (name) => `Diese Seite auf ${name}` };
export const thisPageIn = (locale: string): string => (THIS_PAGE_IN[locale.split('-')[0]!] ?? THIS_PAGE_IN.en!)(languageName(locale));

/** An Intl locale for a content locale: `en` → `en-US` (the site's dates and money have always read so). */
export const intlLocale = (locale: string): string => (locale === 'en' ? 'en-US' : locale);

/** The locale a site path is in: its first segment when that is another locale (`/de/services`), else the default. */
export function pathLocale(pathname: string): string {
  const first = pathname.split('/')[1] ?? '';
  return first !== defaultLocale() && isLocale(first) ? first : defaultLocale();
}

/** The locale of the page a loader reads for (its request's path). */
export const requestLocale = (request: Request): string => pathLocale(new URL(request.url).pathname);

/** A path without its locale prefix, as the default locale has it: `/de/services` → `/services`, `/de` → `/`. */
export function basePath(pathname: string): string {
  const locale = pathLocale(pathname);
  if (locale === defaultLocale()) return pathname;
  return pathname.slice(locale.length + 1) || '/';
}

/**
 * A site path (or a full address, left as it is) in `locale`: `/services` → `/de/services`. A path already
 * under a locale, and the admin's and sign-in pages (one language for all), stay as they are.
 */
export function localizeHref(locale: string, href: string): string {
  if (locale === defaultLocale() || !href.startsWith('/') || href.startsWith('//')) return href;
  if (/^\/(admin|api|uploads|login|register|forgot-password|reset-password)(\/|\?|#|$)/.test(href)) return href;
  if (pathLocale(href) !== defaultLocale()) return href;
  return localePath(locale, href);
}

/** The attributes of an element whose text is in `textLocale` while the page is in `pageLocale`. */
export const langIf = (textLocale: string, page: string): { lang?: string } => (textLocale === page ? {} : { lang: textLocale });
