/**
 * Tells mounted components that the stored session changed (sign-in,
 * sign-out, a refreshed user), so what they show follows without a reload.
 * Changes made in another tab arrive as `storage` events.
 */
const listeners = new Set<() => void>();

export function notifyAuthChange(): void {
  for (const listener of listeners) listener();
}

/** Subscribes to session changes; returns the unsubscribe function (the `useSyncExternalStore` contract). */
export function subscribeAuth(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}
