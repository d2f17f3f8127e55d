/** Public filters as row conditions: `{ lte: 'now' }` and `{ gte: 'today' }` compare stored dates and moments with the time of the request. */
import { describe, expect, it } from 'vitest';
import { meetsConditions, rowConditions } from '../../runtime-server/crud/visibility';

const NOON = new Date('2026-11-23T12:00:00.000Z');

describe('rowConditions', () => {
  it("turns 'now' into the moment of the request and keeps values as equality", () => {
    expect(rowConditions({ published_at: { lte: 'now' }, state: 'posted' }, NOON)).toEqual([
      { column: 'published_at', op: '<=', value: '2026-11-23T12:00:00.000Z' },
      { column: 'state', op: '=', value: 'posted' },
    ]);
  });

  it('lets through moments up to now, and today for a date column; never an empty one', () => {
    const out = rowConditions({ at: { lte: 'now' } }, NOON);
    expect(meetsConditions({ at: '2026-11-23T11:59:59.999Z' }, out)).toBe(true);
    expect(meetsConditions({ at: '2026-11-23T12:00:00.000Z' }, out)).toBe(true);
    expect(meetsConditions({ at: '2026-11-23T12:00:00.001Z' }, out)).toBe(false);
    expect(meetsConditions({ at: '2026-11-23' }, out)).toBe(true);
    expect(meetsConditions({ at: '2026-11-24' }, out)).toBe(false);
    expect(meetsConditions({ at: null }, out)).toBe(false);
    expect(meetsConditions({}, out)).toBe(false);
  });

  it("turns 'today' into the day of the request (UTC), and keeps orNull", () => {
    expect(rowConditions({ deadline: { gte: 'today', orNull: true }, published_at: { lte: 'now' } }, NOON)).toEqual([
      { column: 'deadline', op: '>=', value: '2026-11-23', orNull: true },
      { column: 'published_at', op: '<=', value: '2026-11-23T12:00:00.000Z' },
    ]);
  });

  it('lets through today and later days; an empty one only with orNull', () => {
    const open = rowConditions({ deadline: { gte: 'today' } }, NOON);
    expect(meetsConditions({ deadline: '2026-11-22' }, open)).toBe(false);
    expect(meetsConditions({ deadline: '2026-11-23' }, open)).toBe(true);
    expect(meetsConditions({ deadline: '2026-11-24' }, open)).toBe(true);
    expect(meetsConditions({ deadline: null }, open)).toBe(false);
    const orEmpty = rowConditions({ deadline: { gte: 'today', orNull: true } }, NOON);
    expect(meetsConditions({ deadline: null }, orEmpty)).toBe(true);
    expect(meetsConditions({}, orEmpty)).toBe(true);
    expect(meetsConditions({ deadline: '2026-11-22' }, orEmpty)).toBe(false);
    expect(meetsConditions({ at: null }, rowConditions({ at: { lte: 'now', orNull: true } }, NOON))).toBe(true);
  });

  it('compares values exactly', () => {
    const out = rowConditions({ published: true }, NOON);
    expect(meetsConditions({ published: true }, out)).toBe(true);
    expect(meetsConditions({ published: 1 }, out)).toBe(false);
  });
});
