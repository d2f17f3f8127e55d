/**
 * Where the browser keeps the session. The key names are part of the
 * product contract (spec section 9): `jwtToken` and `userInfo`.
 */
import type { Operation } from '../../runtime-shared/meta';
import { notifyAuthChange } from './auth-events';

export { subscribeAuth } from './auth-events';

export const TOKEN_KEY = 'jwtToken';
export const USER_KEY = 'userInfo';

/** What a role grants, as the server sends it with the user. */
export interface AuthRole {
  id: number;
  key: string;
  name: string;
  /** May use the back office at all. */
  admin_access: boolean;
  /** Every operation on every entity; `permissions` is then ignored. */
  all_permissions: boolean;
  /** Entity API name → granted operations. */
  permissions: Partial<Record<string, Operation[]>>;
}

/** The signed-in user as the server sends it from `/api/auth/login` and `/api/auth/me`. */
export interface AuthUser {
  id: number;
  email: string;
  first_name: string;
  last_name?: string | null;
  /** The language of the admin's own texts (runtime-shared/admin-languages.ts). */
  language?: string | null;
  role_id?: number | null;
  role: AuthRole | null;
}

/**
 * Stores the session: in localStorage when `remember` is set (survives the
 * browser closing), else in sessionStorage. The other storage is cleared of
 * the two keys so an old session cannot shadow the new one.
 * @example saveAuth(data.token, data.user, true)
 */
export function saveAuth(token: string, user: AuthUser, remember: boolean): void {
  refused = false;
  const [target, other] = remember ? [localStorage, sessionStorage] : [sessionStorage, localStorage];
  other.removeItem(TOKEN_KEY);
  other.removeItem(USER_KEY);
  target.setItem(TOKEN_KEY, token);
  target.setItem(USER_KEY, JSON.stringify(user));
  notifyAuthChange();
}

/** Replaces the stored user (fresh from `/api/auth/me`), in the storage that holds the session. */
export function updateStoredUser(user: AuthUser): void {
  const target = localStorage.getItem(TOKEN_KEY) !== null ? localStorage : sessionStorage;
  const next = JSON.stringify(user);
  if (target.getItem(USER_KEY) === next) return;
  target.setItem(USER_KEY, next);
  notifyAuthChange();
}

export function getToken(): string | null {
  return localStorage.getItem(TOKEN_KEY) ?? sessionStorage.getItem(TOKEN_KEY);
}

/** The stored user as text: a stable snapshot for `useSyncExternalStore`. */
export function getUserRaw(): string | null {
  return localStorage.getItem(USER_KEY) ?? sessionStorage.getItem(USER_KEY);
}

/** Reads stored user text; null when absent or unreadable (hand-edited storage). */
export function parseUser(raw: string | null): AuthUser | null {
  if (!raw) return null;
  try {
    const user: unknown = JSON.parse(raw);
    return user && typeof user === 'object' ? (user as AuthUser) : null;
  } catch {
    return null;
  }
}

export function getUser(): AuthUser | null {
  return parseUser(getUserRaw());
}

let refused = false;

/**
 * The server refused the stored token (expired, or ended by a sign-out elsewhere): the session is
 * dropped quietly (the cart and other browser data stay). Public pages simply show the visitor as
 * signed out; pages that need a sign-in send them to `signInPath()`, which says why.
 */
export function dropRefusedSession(): void {
  refused = true;
  for (const storage of [localStorage, sessionStorage]) {
    storage.removeItem(TOKEN_KEY);
    storage.removeItem(USER_KEY);
  }
  notifyAuthChange();
}

/** Where a page that needs a sign-in sends a visitor without one: `/login?expired=1` after the server refused their session. */
export function signInPath(): string {
  return refused ? '/login?expired=1' : '/login';
}

/** Sign-out: the spec clears all of local storage (cart included), and we clear the session too. */
export function clearAuth(): void {
  localStorage.clear();
  sessionStorage.clear();
  notifyAuthChange();
}
