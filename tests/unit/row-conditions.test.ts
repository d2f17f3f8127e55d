/** Public filters as row conditions: `{ lte: 'now' }` compares stored dates and moments with the time of the request. */
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

  it('compares values exactly', () => {
    const out = rowConditions({ published: true }, NOON);
    expect(meetsConditions({ published: true }, out)).toBe(true);
    expect(meetsConditions({ published: 1 }, out)).toBe(false);
  });
});
