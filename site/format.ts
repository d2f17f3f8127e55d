/** Text formats of the public site; fixed locale so the server's HTML and the browser's hydration agree. */
import { fromMinor } from '../runtime-shared/money';
import { siteTimeZone } from '../runtime-shared/site-time';

const LOCALE = 'en-US';

const usd = new Intl.NumberFormat(LOCALE, { style: 'currency', currency: 'USD' });

/** Integer cents as money: 125000 → `$1,250.00` (`de`: `1.250,00 $`). */
export function money(cents: number, locale = LOCALE): string {
  const format = locale === LOCALE ? usd : new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' });
  return format.format(fromMinor(cents, 'USD'));
}

/**
 * An ISO date or timestamp as e.g. `Nov 20, 2026`: a date as it is, a timestamp's day in the site's time zone
 * (runtime-shared/site-time.ts), so every reader, and the server's HTML and the browser's, see the same day.
 */
export function longDate(iso: string, locale = LOCALE): string {
  const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(iso);
  const date = new Date(dateOnly ? `${iso}T00:00:00Z` : iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleDateString(locale, { year: 'numeric', month: 'short', day: 'numeric', timeZone: dateOnly ? 'UTC' : siteTimeZone() });
}

export const BILLING_SUFFIX: Record<string, string> = { monthly: ' / month', yearly: ' / year', one_time: '' };
