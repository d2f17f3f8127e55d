import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { apiGet, type DataResponse } from '../api/client';
import { getToken, getUserRaw, parseUser, subscribeAuth, updateStoredUser, type AuthUser } from './storage';

/**
 * The signed-in user; the component re-renders when the session changes.
 * @example const user = useAuthUser(); can(meta, 'update', user)
 */
export function useAuthUser(): AuthUser | null {
  const raw = useSyncExternalStore(subscribeAuth, getUserRaw, () => null);
  return useMemo(() => parseUser(raw), [raw]);
}

/**
 * Fetches `/api/auth/me` once on mount and stores the answer, so a role
 * changed by another admin applies after a reload rather than at the next
 * sign-in, and a session the server no longer accepts is dropped (the API
 * client does that on its 401). Other failures keep the stored user.
 */
export function useRefreshUser(): void {
  useEffect(() => {
    if (!getToken()) return;
    const controller = new AbortController();
    apiGet<DataResponse<AuthUser>>('/api/auth/me', { signal: controller.signal })
      .then(({ data }) => data && typeof data === 'object' && updateStoredUser(data))
      .catch(() => undefined);
    return () => controller.abort();
  }, []);
}
