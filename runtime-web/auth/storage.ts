/**
 * Where the browser keeps the session. The key names are part of the
 * product contract (spec section 9): `jwtToken` and `userInfo`.
 */

export const TOKEN_KEY = 'jwtToken';
export const USER_KEY = 'userInfo';

/** The signed-in user as the server sends it from `/api/auth/login` and `/api/auth/me`. */
export interface AuthUser {
  id: number;
  first_name: string;
  last_name?: string | null;
  email?: string;
  role?: string;
  [key: string]: unknown;
}

/**
 * Stores the session: in localStorage when `remember` is set (survives the
 * browser closing), else in sessionStorage. The other storage is cleared of
 * the two keys so an old session cannot shadow the new one.
 * @example saveAuth(data.token, data.user, true)
 */
export function saveAuth(token: string, user: AuthUser, remember: boolean): void {
  const [target, other] = remember ? [localStorage, sessionStorage] : [sessionStorage, localStorage];
  other.removeItem(TOKEN_KEY);
  other.removeItem(USER_KEY);
  target.setItem(TOKEN_KEY, token);
  target.setItem(USER_KEY, JSON.stringify(user));
}

export function getToken(): string | null {
  return localStorage.getItem(TOKEN_KEY) ?? sessionStorage.getItem(TOKEN_KEY);
}

/** The stored user, or null when absent or unreadable (hand-edited storage). */
export function getUser(): AuthUser | null {
  const raw = localStorage.getItem(USER_KEY) ?? sessionStorage.getItem(USER_KEY);
  if (!raw) return null;
  try {
    const user: unknown = JSON.parse(raw);
    return user && typeof user === 'object' ? (user as AuthUser) : null;
  } catch {
    return null;
  }
}

/** Sign-out: the spec clears all of local storage (cart included), and we clear the session too. */
export function clearAuth(): void {
  localStorage.clear();
  sessionStorage.clear();
}
