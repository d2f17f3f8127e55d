import { fromMinor, minorDigits } from '../../../runtime-shared/money';
import { siteTimeZone, yearIn } from '../../../runtime-shared/site-time';
import { displayLocale } from '../../../runtime-web/i18n/display-language';

/** The answer of `GET /api/dashboard` (site/server/dashboard.ts); a part is absent when the role may not read it. */
export interface DashboardData {
  since: string;
  orders?: {
    thisMonth: number;
    /** Integer cents, USD. */
    revenueThisMonth: number;
    pending: number;
    latest: LatestOrder[];
  };
  applicants?: { new: number; thisMonth: number; latest: LatestApplicant[] };
  contacts?: { unread: number };
  subscribers?: { total: number };
}

export interface LatestOrder {
  id: number;
  order_number: string;
  status: string;
  /** Integer cents in `currency`. */
  total: number;
  currency: string | null;
  created_at: string;
}

export interface LatestApplicant {
  id: number;
  name: string;
  status: string;
  created_at: string;
  job_title: string | null;
}

/** Minor units (cents, yen) as money in their currency; an unknown currency code still shows the amount rather than throwing. */
export function centsText(cents: number, currency: string | null | undefined = 'USD'): string {
  const code = currency || 'USD';
  try {
    return new Intl.NumberFormat(displayLocale(), { style: 'currency', currency: code }).format(fromMinor(cents, code));
  } catch {
    return `${fromMinor(cents, code).toFixed(minorDigits(code))} ${code}`;
  }
}

/** A short calendar date in the site's zone (the year only when it is not this one there): the tables have little room. */
export function shortDate(value: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  const year = yearIn(date) === yearIn() ? undefined : 'numeric';
  return date.toLocaleDateString(displayLocale(), { month: 'short', day: 'numeric', year, timeZone: siteTimeZone() });
}
