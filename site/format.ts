/**
 * Text formats of the public site in the page's locale (a content locale such as `de`, site/locale.ts): the
 * locale comes from the page's path, so the server's HTML and the browser's hydration agree. The shop's
 * currency is one for every language: only the way an amount is written changes (`$1,250.00`, `1.250,00 $`).
 */
import { fromMinor } from '../runtime-shared/money';
import { siteTimeZone } from '../runtime-shared/site-time';
import { intlLocale } from './locale';

const LOCALE = 'en';

const formats = new Map<string, Intl.NumberFormat>();
function moneyFormat(locale: string): Intl.NumberFormat {
  let format = formats.get(locale);
  if (!format) formats.set(locale, (format = new Intl.NumberFormat(intlLocale(locale), { style: 'currency', currency: 'USD' })));
  return format;
}

/** Integer cents as money: 125000 → `$1,250.00` (`de`: `1.250,00 $`). */
export function money(cents: number, locale = LOCALE): string {
  return moneyFormat(locale).format(fromMinor(cents, 'USD'));
}

/** A count or figure as the locale writes it: 12500 → `12,500` (`de`: `12.500`). */
export const count = (value: number, locale = LOCALE): string => value.toLocaleString(intlLocale(locale));

/**
 * An ISO date or timestamp as e.g. `Nov 20, 2026`: a date as it is, a timestamp's day in the site's time zone
 * (runtime-shared/site-time.ts), so every reader, and the server's HTML and the browser's, see the same day.
 */
export function longDate(iso: string, locale = LOCALE): string {
  const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(iso);
  const date = new Date(dateOnly ? `${iso}T00:00:00Z` : iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleDateString(intlLocale(locale), { year: 'numeric', month: 'short', day: 'numeric', timeZone: dateOnly ? 'UTC' : siteTimeZone() });
}

export const BILLING_SUFFIX: Record<string, string> = { monthly: ' / month', yearly: ' / year', one_time: '' };
