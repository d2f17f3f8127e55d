import { useEffect, useRef } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';

/** Parameters that are a choice to keep: not the page, not a search typed once. */
const TRANSIENT = ['page', 'q'];

const storageKey = (userId: number, path: string) => `listPrefs:${userId}:${path}`;

/**
 * Keeps a user's choice of columns, sort, filters and page size for each
 * list (localStorage, keyed by the user id and the list's path), while the
 * URL stays the truth, so a list can be shared as a link: a list opened with
 * no parameters at all takes the stored choice; any change is stored.
 */
export function useListPrefs(userId: number | undefined): void {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const restored = useRef(false);
  // The render that restores still holds the old (empty) parameters: storing them would erase the choice.
  const skipStore = useRef(false);

  useEffect(() => {
    if (userId === undefined || restored.current) return;
    restored.current = true;
    if ([...params.keys()].length > 0) return; // a shared link or a navigation with a query wins
    const stored = localStorage.getItem(storageKey(userId, pathname));
    if (!stored) return;
    skipStore.current = true;
    setParams(new URLSearchParams(stored), { replace: true });
  }, [userId, pathname, params, setParams]);

  useEffect(() => {
    if (userId === undefined || !restored.current) return;
    if (skipStore.current) {
      skipStore.current = false;
      return;
    }
    const kept = new URLSearchParams([...params].filter(([key]) => !TRANSIENT.includes(key)));
    localStorage.setItem(storageKey(userId, pathname), kept.toString());
  }, [userId, pathname, params]);
}
