/** The price rule of spec section 4 at the edges of the inclusive discount window. */
import { describe, expect, it } from 'vitest';
import { priceOn } from '../../site/shop/rules/price';

const product = { price: 10000, discount_price: 8000, discount_start_date: '2026-03-10', discount_end_date: '2026-03-20' };

describe('priceOn', () => {
  it('charges the normal price the day before the window opens', () => {
    expect(priceOn(product, '2026-03-09')).toEqual({ amount: 10000, normal: 10000, discounted: false });
  });

  it('charges the discount price on the first day of the window (inclusive)', () => {
    expect(priceOn(product, '2026-03-10')).toEqual({ amount: 8000, normal: 10000, discounted: true });
  });

  it('charges the discount price inside the window', () => {
    expect(priceOn(product, '2026-03-15')).toEqual({ amount: 8000, normal: 10000, discounted: true });
  });

  it('charges the discount price on the last day of the window (inclusive)', () => {
    expect(priceOn(product, '2026-03-20')).toEqual({ amount: 8000, normal: 10000, discounted: true });
  });

  it('charges the normal price the day after the window closes', () => {
    expect(priceOn(product, '2026-03-21')).toEqual({ amount: 10000, normal: 10000, discounted: false });
  });

  it('compares calendar dates across month and year ends', () => {
    const newYear = { ...product, discount_start_date: '2026-12-31', discount_end_date: '2027-01-01' };
    expect(priceOn(newYear, '2026-12-30').discounted).toBe(false);
    expect(priceOn(newYear, '2027-01-01').discounted).toBe(true);
    expect(priceOn(newYear, '2027-01-02').discounted).toBe(false);
  });

  it('charges the normal price when the discount price or a window date is missing', () => {
    expect(priceOn({ ...product, discount_price: null }, '2026-03-15').discounted).toBe(false);
    expect(priceOn({ ...product, discount_start_date: null }, '2026-03-15').discounted).toBe(false);
    expect(priceOn({ ...product, discount_end_date: null }, '2026-03-15').discounted).toBe(false);
  });

  it('honours a one-day window', () => {
    const oneDay = { ...product, discount_start_date: '2026-03-10', discount_end_date: '2026-03-10' };
    expect(priceOn(oneDay, '2026-03-10')).toEqual({ amount: 8000, normal: 10000, discounted: true });
    expect(priceOn(oneDay, '2026-03-11').discounted).toBe(false);
  });
});
