/**
 * The cart rules of spec section 4, as pure functions over the stored cart:
 * a list of items `{ id, name, photo, price, quantity, discount }` (spec
 * section 3), kept in localStorage under `cart` (cart-store.ts). Prices are
 * in minor units (cents), as the API answers them; what the cart shows is
 * only a preview: the server prices the order again at checkout.
 */
import { priceOn, type PricedItem } from './price';

export interface CartItem {
  /** The product's id. */
  id: number;
  name: string;
  photo: string | null;
  /** One unit today: the discount price inside the discount window, else the normal price. */
  price: number;
  quantity: number;
  /** Whether `price` is the discount price. */
  discount: boolean;
}

export type Cart = readonly CartItem[];

/** The product fields the cart reads (spec section 3). */
export interface CartProduct extends PricedItem {
  id: number;
  name: string;
  photo: string | null;
}

/** A cart line for `product` on `today` (YYYY-MM-DD), with the price rule applied. */
export function toCartItem(product: CartProduct, quantity: number, today: string): CartItem {
  const shown = priceOn(product, today);
  return { id: product.id, name: product.name, photo: product.photo, price: shown.amount, quantity, discount: shown.discounted };
}

/**
 * Adds `quantity` of a product: a product already in the cart gets the amount
 * added to its quantity; a new one is appended.
 * @example addItem([], bookProduct, 2, '2026-11-23') // [{ id: 7, ..., quantity: 2 }]
 */
export function addItem(cart: Cart, product: CartProduct, quantity: number, today: string): Cart {
  const amount = Math.max(1, Math.floor(quantity));
  if (cart.some((item) => item.id === product.id)) {
    return cart.map((item) => (item.id === product.id ? { ...item, quantity: item.quantity + amount } : item));
  }
  return [...cart, toCartItem(product, amount, today)];
}

export const removeItem = (cart: Cart, id: number): Cart => cart.filter((item) => item.id !== id);

export const clearCart = (): Cart => [];

export const increment = (cart: Cart, id: number): Cart => cart.map((item) => (item.id === id ? { ...item, quantity: item.quantity + 1 } : item));

/** Subtracts 1, but never below 1 (the original went to 0 and below): at 1 it does nothing; Remove deletes. */
export const decrement = (cart: Cart, id: number): Cart =>
  cart.map((item) => (item.id === id && item.quantity > 1 ? { ...item, quantity: item.quantity - 1 } : item));

export const lineTotal = (item: CartItem): number => item.price * item.quantity;

export const cartTotal = (cart: Cart): number => cart.reduce((sum, item) => sum + lineTotal(item), 0);

/** The number shown in the header: units, not lines (2 licences and 1 workshop seat: 3). */
export const itemCount = (cart: Cart): number => cart.reduce((sum, item) => sum + item.quantity, 0);

const isItem = (v: unknown): v is CartItem => {
  const i = v as CartItem;
  return (
    typeof i === 'object' && i !== null && Number.isInteger(i.id) && i.id > 0 && typeof i.name === 'string' &&
    Number.isInteger(i.price) && i.price >= 0 && Number.isInteger(i.quantity) && i.quantity >= 1 &&
    typeof i.discount === 'boolean' && (i.photo === null || typeof i.photo === 'string')
  );
};

/** The stored cart, or an empty one when nothing (or something unreadable) is stored: a damaged entry must not break every page. */
export function parseCart(raw: string | null): Cart {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter(isItem) : [];
  } catch {
    return [];
  }
}

/**
 * The cart with each item's name, photo and price as the product is now
 * (`products` as the API answers them today); items whose product is gone
 * are kept unchanged, and checkout names them.
 */
export function repriceCart(cart: Cart, products: readonly CartProduct[], today: string): Cart {
  return cart.map((item) => {
    const product = products.find((p) => p.id === item.id);
    return product ? toCartItem(product, item.quantity, today) : item;
  });
}
