/**
 * The site's content locales (LOCALES, e.g. `en,de`: the first is the default). Records hold the default
 * locale's values in their columns and the other locales' values of their `localized` fields in their
 * `translations` column (docs/localization.md).
 *
 * The server sets them once at start (`setLocales`); as with the site's time zone they are kept on
 * `globalThis`, because the server-render bundle has its own copy of this module in the same process.
 * The browser reads them from the page's `<meta name="site-locales">`.
 *
 * @example parseLocales('en,de') // { locales: ['en', 'de'] }
 */

export const DEFAULT_LOCALES: readonly string[] = ['en', 'de'];

const KEY = Symbol.for('company-admin.locales');
type Holder = { [KEY]?: readonly string[] };

/** A language code (`de`), optionally with a region (`de-AT`), as BCP 47 writes it. */
const LOCALE = /^[a-z]{2,3}(-[A-Z]{2})?$/;

/** The locales of a LOCALES value, or the first problem with it. */
export function parseLocales(raw: string): { locales: string[] } | { problem: string } {
  const locales = raw.split(',').map((l) => l.trim());
  const bad = locales.find((l) => !LOCALE.test(l));
  if (bad !== undefined) return { problem: bad === '' ? 'an empty entry' : `"${bad}" is not a language code such as en, de or de-AT` };
  const twice = locales.find((l, i) => locales.indexOf(l) !== i);
  if (twice) return { problem: `"${twice}" is listed twice` };
  return { locales };
}

/** Sets the content locales for this process (the server, at start); the first is the default. */
export function setLocales(locales: readonly string[]): void {
  if (locales.length === 0) throw new Error('At least one locale is needed');
  (globalThis as Holder)[KEY] = [...locales];
}

/** The content locales, the default first: the server's setting, or in the browser the page's meta tag. */
export function locales(): readonly string[] {
  const set = (globalThis as Holder)[KEY];
  if (set) return set;
  if (typeof document !== 'undefined') {
    const meta = document.querySelector('meta[name="site-locales"]')?.getAttribute('content');
    const parsed = meta ? parseLocales(meta) : undefined;
    if (parsed && 'locales' in parsed) return ((globalThis as Holder)[KEY] = parsed.locales);
  }
  return DEFAULT_LOCALES;
}

/** The default locale: the one the records' own columns hold. */
export const defaultLocale = (): string => locales()[0]!;

/** Whether `locale` is one of the content locales. */
export const isLocale = (locale: string): boolean => locales().includes(locale);
