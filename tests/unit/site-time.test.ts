/** The site's one time zone (runtime-shared/site-time.ts): "today", the year, wall-clock times and what the public sees. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { rowConditions } from '../../runtime-server/crud/visibility';
import { addDays, DEFAULT_SITE_TIME_ZONE, formatSiteTime, fromSiteTime, monthStartIn, setSiteTimeZone, siteTimeZone, todayIn, toSiteTime, yearIn } from '../../runtime-shared/site-time';
import { shortDate } from '../../site/admin/dashboard/types';
import { day, type SeedContext } from '../../site/server/seed/util';
import { newOrderNumber } from '../../site/shop/server/order-number';

afterEach(() => {
  setSiteTimeZone(DEFAULT_SITE_TIME_ZONE);
  vi.useRealTimers();
});

describe('site time', () => {
  it('computes today in the site zone, not in UTC or the machine zone', () => {
    const lateEvening = new Date('2026-11-27T03:30:00Z'); // 22:30 on the 26th in Boston, 03:30 on the 27th in London
    expect(todayIn(lateEvening, 'America/New_York')).toBe('2026-11-26');
    expect(todayIn(lateEvening, 'Europe/London')).toBe('2026-11-27');
    expect(todayIn(lateEvening, 'Europe/Berlin')).toBe('2026-11-27');
    expect(yearIn(new Date('2027-01-01T02:00:00Z'), 'America/New_York')).toBe(2026);
    expect(yearIn(new Date('2027-01-01T02:00:00Z'), 'Europe/Berlin')).toBe(2027);
  });

  it('reads and writes wall-clock times in the zone, across clock changes', () => {
    expect(fromSiteTime('2027-01-15T09:00', 'America/New_York')?.toISOString()).toBe('2027-01-15T14:00:00.000Z');
    expect(fromSiteTime('2027-07-15T09:00', 'America/New_York')?.toISOString()).toBe('2027-07-15T13:00:00.000Z');
    expect(fromSiteTime('2027-03-29T09:00', 'Europe/London')?.toISOString()).toBe('2027-03-29T08:00:00.000Z');
    expect(fromSiteTime('2027-03-29 09:00', 'Europe/London')).toBeUndefined();
    expect(toSiteTime(new Date('2027-01-15T14:00:00Z'), 'America/New_York')).toBe('2027-01-15T09:00');
    expect(formatSiteTime('2027-01-15T14:00:00Z', 'America/New_York')).toBe('Jan 15, 2027, 9:00 AM EST');
  });

  it('is one setting that every "today" of the public filter follows', () => {
    expect(siteTimeZone()).toBe('America/New_York');
    const lateEvening = new Date('2026-11-27T03:30:00Z');
    expect(rowConditions({ deadline: { gte: 'today' } }, lateEvening)).toEqual([{ column: 'deadline', op: '>=', value: '2026-11-26' }]);
    setSiteTimeZone('Europe/Berlin');
    expect(rowConditions({ deadline: { gte: 'today' } }, lateEvening)).toEqual([{ column: 'deadline', op: '>=', value: '2026-11-27' }]);
    expect(() => setSiteTimeZone('Mars/Olympus')).toThrow('Unknown time zone "Mars/Olympus"');
  });
});

describe('every "today" of the site and the admin comes from the site zone', () => {
  const lateEvening = new Date('2026-11-27T03:30:00Z'); // 22:30 on the 26th in Boston, the 27th in UTC

  it('counts calendar days, whatever the clock change in between', () => {
    expect(addDays('2026-11-26', 1)).toBe('2026-11-27');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2027-03-13', 1)).toBe('2027-03-14'); // the night New York's clocks go forward
    expect(monthStartIn(new Date('2026-12-01T03:00:00Z'), 'America/New_York')).toBe('2026-11-01T04:00:00.000Z');
    expect(monthStartIn(new Date('2027-01-15T12:00:00Z'), 'Europe/Berlin')).toBe('2026-12-31T23:00:00.000Z');
  });

  it('dates the demo content from the seeding day in the site zone', () => {
    const ctx = { now: lateEvening.toISOString() } as SeedContext;
    expect(day(ctx, 0)).toBe('2026-11-26');
    expect(day(ctx, 30)).toBe('2026-12-26');
    expect(day(ctx, -20)).toBe('2026-11-06');
    // 23:30 on Mar 13 in New York; 24 hours later is 00:30 on the 15th there, but one day later is the 14th.
    expect(day({ now: '2027-03-14T04:30:00Z' } as SeedContext, 1)).toBe('2027-03-14');
  });

  it('names an order by its day in the site zone', () => {
    expect(newOrderNumber(lateEvening)).toMatch(/^NC-261126-[2-9A-HJKMNP-Z]{6}$/);
  });

  it('gives the dashboard\'s dates the year only when it is not this year in the site zone', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-31T12:00:00Z'));
    expect(shortDate('2027-01-01T03:00:00Z')).toBe('Dec 31'); // 22:00 on Dec 31 in New York
    expect(shortDate('2026-01-01T03:00:00Z')).toBe('Dec 31, 2025');
    vi.setSystemTime(new Date('2027-01-01T03:00:00Z')); // still 2026 in New York
    expect(shortDate('2026-06-01T12:00:00Z')).toBe('Jun 1');
  });
});
