/** The cart rules of spec section 4 (site/shop/rules/cart.ts), with the decrement defect fixed. */
import { describe, expect, it } from 'vitest';
import { addItem, cartTotal, clearCart, decrement, increment, itemCount, lineTotal, parseCart, removeItem, repriceCart, type Cart } from '../../site/shop/rules/cart';

const licence = { id: 7, name: 'Backup licence', photo: 'uploads/product/a.jpg', price: 12_500, discount_price: 9_900, discount_start_date: '2026-03-10', discount_end_date: '2026-03-20' };
const seat = { id: 9, name: 'Workshop seat', photo: null, price: 40_000, discount_price: null, discount_start_date: null, discount_end_date: null };

describe('adding', () => {
  it('appends a new product with the price of the day and the given quantity', () => {
    expect(addItem([], licence, 2, '2026-03-01')).toEqual([{ id: 7, name: 'Backup licence', photo: 'uploads/product/a.jpg', price: 12_500, quantity: 2, discount: false }]);
  });

  it('adds the quantity to a product already in the cart, keeping one line', () => {
    const cart = addItem(addItem([], licence, 2, '2026-03-01'), seat, 1, '2026-03-01');
    expect(addItem(cart, licence, 3, '2026-03-01').map((i) => [i.id, i.quantity])).toEqual([[7, 5], [9, 1]]);
  });

  it('takes the discount price inside the window: first day, last day, not the day after', () => {
    expect(addItem([], licence, 1, '2026-03-09')[0]).toMatchObject({ price: 12_500, discount: false });
    expect(addItem([], licence, 1, '2026-03-10')[0]).toMatchObject({ price: 9_900, discount: true });
    expect(addItem([], licence, 1, '2026-03-20')[0]).toMatchObject({ price: 9_900, discount: true });
    expect(addItem([], licence, 1, '2026-03-21')[0]).toMatchObject({ price: 12_500, discount: false });
  });

  it('adds at least one unit', () => {
    expect(addItem([], seat, 0, '2026-03-01')[0]!.quantity).toBe(1);
  });
});

describe('changing', () => {
  const cart: Cart = [
    { id: 7, name: 'Backup licence', photo: null, price: 12_500, quantity: 2, discount: false },
    { id: 9, name: 'Workshop seat', photo: null, price: 40_000, quantity: 1, discount: false },
  ];

  it('increment adds 1 to that line only', () => {
    expect(increment(cart, 9).map((i) => i.quantity)).toEqual([2, 2]);
  });

  it('decrement subtracts 1, and at 1 does nothing (never 0 or below)', () => {
    expect(decrement(cart, 7).map((i) => i.quantity)).toEqual([1, 1]);
    expect(decrement(decrement(decrement(cart, 7), 7), 7).map((i) => i.quantity)).toEqual([1, 1]);
    expect(decrement(cart, 9).map((i) => i.quantity)).toEqual([2, 1]);
  });

  it('remove deletes one line; clear empties the cart', () => {
    expect(removeItem(cart, 7).map((i) => i.id)).toEqual([9]);
    expect(clearCart()).toEqual([]);
  });

  it('never changes the cart it was given', () => {
    increment(cart, 7);
    decrement(cart, 7);
    removeItem(cart, 7);
    expect(cart.map((i) => i.quantity)).toEqual([2, 1]);
  });

  it('totals: line, grand total and the item count (units)', () => {
    expect(lineTotal(cart[0]!)).toBe(25_000);
    expect(cartTotal(cart)).toBe(65_000);
    expect(itemCount(cart)).toBe(3);
    expect([cartTotal([]), itemCount([])]).toEqual([0, 0]);
  });

  it("reprices lines from the products as they are today, keeping quantities and lines whose product is gone", () => {
    const moved = repriceCart(cart, [{ ...licence, name: 'Backup licence (annual)' }], '2026-03-15');
    expect(moved).toEqual([
      { id: 7, name: 'Backup licence (annual)', photo: 'uploads/product/a.jpg', price: 9_900, quantity: 2, discount: true },
      cart[1],
    ]);
  });
});

describe('the stored cart', () => {
  it('reads what it stored', () => {
    const cart = addItem([], licence, 2, '2026-03-01');
    expect(parseCart(JSON.stringify(cart))).toEqual(cart);
  });

  it('reads nothing, damaged text or foreign shapes as an empty cart, and drops damaged lines', () => {
    expect(parseCart(null)).toEqual([]);
    expect(parseCart('{not json')).toEqual([]);
    expect(parseCart('{"id":1}')).toEqual([]);
    const good = { id: 1, name: 'A', photo: null, price: 100, quantity: 1, discount: false };
    expect(parseCart(JSON.stringify([good, { ...good, id: 2, quantity: 0 }, { ...good, id: 3, price: '5' }, null]))).toEqual([good]);
  });
});
