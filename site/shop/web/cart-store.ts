/**
 * The cart in localStorage under `cart` (spec section 9), shared by every
 * component that shows it. The server render has no storage: it and the
 * first browser render see an empty cart, then the stored one (no hydration
 * mismatch). Changes in another tab arrive through the `storage` event.
 */
import { useSyncExternalStore } from 'react';
import { parseCart, type Cart } from '../rules/cart';

export const CART_KEY = 'cart';

const listeners = new Set<() => void>();
const EMPTY: Cart = [];
let cached: { raw: string | null; cart: Cart } = { raw: null, cart: EMPTY };

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(CART_KEY);
  } catch {
    return null; // storage blocked (privacy settings): an empty cart, not a broken page
  }
}

/** The stored cart; the same object while the stored text is the same (useSyncExternalStore needs that). */
export function readCart(): Cart {
  const raw = readRaw();
  if (raw !== cached.raw) cached = { raw, cart: parseCart(raw) };
  return cached.cart;
}

/** Applies `change` to the stored cart and saves it: every change is saved at once (spec section 4). */
export function updateCart(change: (cart: Cart) => Cart): void {
  const next = change(readCart());
  try {
    window.localStorage.setItem(CART_KEY, JSON.stringify(next));
  } catch {
    // full or blocked storage: the change is lost, the page keeps working
  }
  listeners.forEach((l) => l());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => e.key === CART_KEY && listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The cart, re-rendering on every change. */
export function useCart(): Cart {
  return useSyncExternalStore(subscribe, readCart, () => EMPTY);
}
