/**
 * The one calendar check (runtime-shared/validation.ts) and the admin's
 * date-and-time input, which must not let `new Date()` move an impossible day
 * into the next month before the schema sees it.
 */
import { describe, expect, it } from 'vitest';
import { localInputToIso } from '../../kinds/datetime/DateTimeInput';
import { isRealDate } from '../../runtime-shared/validation';

describe('isRealDate', () => {
  it.each([
    ['2024-02-29', true],
    ['2000-02-29', true],
    ['2026-12-31T23:59Z', true],
    ['2026-02-30', false],
    ['2025-02-29', false],
    ['1900-02-29', false],
    ['2026-13-01', false],
    ['2026-04-31T10:00Z', false],
    ['2026-00-10', false],
    ['tomorrow', false],
  ])('%s → %s', (value, real) => expect(isRealDate(value)).toBe(real));
});

describe('localInputToIso (datetime-local → UTC)', () => {
  it('keeps an impossible day as typed, for the schema to refuse it', () => {
    expect(localInputToIso('2026-02-30T10:00')).toBe('2026-02-30T10:00');
  });
  it('converts a real moment to an ISO string in UTC, and blank to null', () => {
    expect(localInputToIso('2024-02-29T10:00')).toBe(new Date(2024, 1, 29, 10, 0).toISOString());
    expect(localInputToIso('')).toBeNull();
  });
});
