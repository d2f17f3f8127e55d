/** Text formats of the public site; fixed locale so the server's HTML and the browser's hydration agree. */
import { fromMinor } from '../runtime-shared/money';

const LOCALE = 'en-US';

const usd = new Intl.NumberFormat(LOCALE, { style: 'currency', currency: 'USD' });

/** Integer cents as money: 125000 → `$1,250.00`. */
export function money(cents: number): string {
  return usd.format(fromMinor(cents, 'USD'));
}

/** An ISO date or timestamp as e.g. `Nov 20, 2026` (UTC, so every reader sees the same day). */
export function longDate(iso: string): string {
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(iso) ? `${iso}T00:00:00Z` : iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleDateString(LOCALE, { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });
}

export const BILLING_SUFFIX: Record<string, string> = { monthly: ' / month', yearly: ' / year', one_time: '' };
