/**
 * The price rule of spec section 4: while today (YYYY-MM-DD) lies inside the
 * inclusive window discount_start_date..discount_end_date, the discount price
 * applies and the item is flagged discounted; otherwise the normal price.
 * Dates are compared as ten-character ISO strings, as the spec says: for the
 * same format, text order is calendar order.
 */
export interface PricedItem {
  price: number;
  discount_price: number | null;
  discount_start_date: string | null;
  discount_end_date: string | null;
}

export interface ShownPrice {
  /** What the buyer pays today, in minor units (cents). */
  amount: number;
  /** The normal price, shown struck through while `discounted`. */
  normal: number;
  discounted: boolean;
}

/**
 * @example priceOn({ price: 10000, discount_price: 8000, discount_start_date: '2026-11-01', discount_end_date: '2026-11-30' }, '2026-11-30')
 *   // { amount: 8000, normal: 10000, discounted: true }
 */
export function priceOn(item: PricedItem, today: string): ShownPrice {
  const { price, discount_price: discount, discount_start_date: start, discount_end_date: end } = item;
  const inWindow = discount !== null && start !== null && end !== null && start <= today && today <= end;
  return inWindow ? { amount: discount, normal: price, discounted: true } : { amount: price, normal: price, discounted: false };
}
