/**
 * The site's one time zone (SITE_TIME_ZONE, default the head office's,
 * America/New_York): every "today" (shop prices, what the public sees, the
 * footer's year, scheduled publishing) and every date shown is computed here,
 * in that zone, so that the server, the browser and the scheduler agree.
 *
 * The server sets it once at start (`setSiteTimeZone`); it is kept on
 * `globalThis` because the server-render bundle has its own copy of this
 * module in the same process. The browser reads it from the page's
 * `<meta name="site-time-zone">`, which the server writes into every page.
 *
 * @example todayIn(new Date('2026-11-27T03:00:00Z'), 'America/New_York') // '2026-11-26'
 */

export const DEFAULT_SITE_TIME_ZONE = 'America/New_York';

const KEY = Symbol.for('company-admin.site-time-zone');
type Holder = { [KEY]?: string };

/** Whether `zone` is an IANA time zone this runtime knows, e.g. `Europe/London`. */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone.length > 0;
  } catch {
    return false;
  }
}

/** Sets the site's zone for this process (the server, at start). */
export function setSiteTimeZone(zone: string): void {
  if (!isTimeZone(zone)) throw new Error(`Unknown time zone "${zone}"`);
  (globalThis as Holder)[KEY] = zone;
}

/** The site's zone: the server's setting, or in the browser the page's meta tag; else the default. */
export function siteTimeZone(): string {
  const set = (globalThis as Holder)[KEY];
  if (set) return set;
  if (typeof document !== 'undefined') {
    const meta = document.querySelector('meta[name="site-time-zone"]')?.getAttribute('content');
    if (meta && isTimeZone(meta)) return ((globalThis as Holder)[KEY] = meta);
  }
  return DEFAULT_SITE_TIME_ZONE;
}

const parts = (now: Date, zone: string) => {
  const out: Record<string, string> = {};
  const format = new Intl.DateTimeFormat('en-US', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' });
  for (const p of format.formatToParts(now)) out[p.type] = p.value;
  return out;
};

/** The calendar day (YYYY-MM-DD) of `now` in the site's zone. */
export function todayIn(now: Date = new Date(), zone: string = siteTimeZone()): string {
  const p = parts(now, zone);
  return `${p.year}-${p.month}-${p.day}`;
}

/**
 * The calendar day `days` whole days after `day` (YYYY-MM-DD; negative: before), counted on the calendar,
 * not in hours: a clock change in between does not move it.
 * @example addDays('2026-03-07', 1) // '2026-03-08'
 */
export function addDays(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + Math.trunc(days))).toISOString().slice(0, 10);
}

/**
 * The moment the calendar month of `now` began in the site's zone (its first day's midnight there), as an
 * ISO moment: "this month" of the dashboard's numbers.
 * @example monthStartIn(new Date('2026-12-01T03:00:00Z'), 'America/New_York') // '2026-11-01T04:00:00.000Z'
 */
export function monthStartIn(now: Date = new Date(), zone: string = siteTimeZone()): string {
  return fromSiteTime(`${todayIn(now, zone).slice(0, 7)}-01T00:00`, zone)!.toISOString();
}

/** The year of `now` in the site's zone (the footer's ©). */
export function yearIn(now: Date = new Date(), zone: string = siteTimeZone()): number {
  return Number(parts(now, zone).year);
}

/** How far the zone is ahead of UTC at `at`, in minutes (e.g. -300 in New York in winter). */
function offsetMinutes(at: Date, zone: string): number {
  const p = parts(at, zone);
  const asUtc = Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute), Number(p.second));
  return Math.round((asUtc - Math.floor(at.getTime() / 1000) * 1000) / 60_000);
}

/**
 * A wall-clock time without a zone (`2026-11-30T09:00`, as a datetime-local input sends it) read in the
 * site's zone, as a moment. Across a clock change the offset of the result itself is used.
 * @example fromSiteTime('2026-11-30T09:00', 'Europe/London') // 2026-11-30T09:00:00.000Z
 */
export function fromSiteTime(local: string, zone: string = siteTimeZone()): Date | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(local);
  if (!m) return undefined;
  const wall = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]), Number(m[6] ?? 0));
  let at = new Date(wall - offsetMinutes(new Date(wall), zone) * 60_000);
  at = new Date(wall - offsetMinutes(at, zone) * 60_000);
  return Number.isNaN(at.getTime()) ? undefined : at;
}

/** A moment as the site's wall-clock time for a datetime-local input: `2026-11-30T09:00`. */
export function toSiteTime(at: Date, zone: string = siteTimeZone()): string {
  const p = parts(at, zone);
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}`;
}

/** A moment for people, in the site's zone with its name: `Nov 30, 2026, 9:00 AM EST` (`30. Nov. 2026, 09:00 EST` with `locale` `de`). */
export function formatSiteTime(at: Date | string, zone: string = siteTimeZone(), locale = 'en-US'): string {
  const date = typeof at === 'string' ? new Date(at) : at;
  if (Number.isNaN(date.getTime())) return String(at);
  return date.toLocaleString(locale, { timeZone: zone, year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' });
}
