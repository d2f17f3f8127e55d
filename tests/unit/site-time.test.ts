/** The site's one time zone (runtime-shared/site-time.ts): "today", the year, wall-clock times and what the public sees. */
import { afterEach, describe, expect, it } from 'vitest';
import { rowConditions } from '../../runtime-server/crud/visibility';
import { DEFAULT_SITE_TIME_ZONE, formatSiteTime, fromSiteTime, setSiteTimeZone, siteTimeZone, todayIn, toSiteTime, yearIn } from '../../runtime-shared/site-time';

afterEach(() => setSiteTimeZone(DEFAULT_SITE_TIME_ZONE));

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
