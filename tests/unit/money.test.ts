/**
 * Money in minor units, by the currency's own number of minor digits (runtime-shared/money.ts), and the
 * dashboard's amounts that use it: a fixed `/ 100` showed ¥1,250 as ¥13.
 */
import { describe, expect, it } from 'vitest';
import { fromMinor, minorDigits, toMinor } from '../../runtime-shared/money';
import { centsText } from '../../site/admin/dashboard/types';

describe('money in minor units', () => {
  it('knows each currency’s minor digits: USD 2, JPY 0, BHD 3; a code Intl refuses gets 2', () => {
    expect(minorDigits('USD')).toBe(2);
    expect(minorDigits('EUR')).toBe(2);
    expect(minorDigits('JPY')).toBe(0);
    expect(minorDigits('jpy')).toBe(0);
    expect(minorDigits('BHD')).toBe(3);
    expect(minorDigits('not a code')).toBe(2);
  });

  it('turns minor units into the major unit and back', () => {
    expect(fromMinor(125000, 'USD')).toBe(1250);
    expect(fromMinor(1250, 'JPY')).toBe(1250);
    expect(fromMinor(1250, 'BHD')).toBe(1.25);
    expect(toMinor(12.5, 'USD')).toBe(1250);
    expect(toMinor(0.1 + 0.2, 'USD')).toBe(30);
    expect(toMinor(1250, 'JPY')).toBe(1250);
    expect(toMinor(1.2345, 'BHD')).toBe(1235);
  });

  it('shows the dashboard’s amounts in their own currency', () => {
    expect(centsText(125000, 'USD')).toBe('$1,250.00');
    expect(centsText(1250, 'JPY')).toBe('¥1,250');
    expect(centsText(1250, 'US')).toBe('12.50 US');
  });
});
