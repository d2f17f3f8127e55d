import type { Location } from 'react-router-dom';
import { hasAdminAccess } from '../../runtime-web/auth/can';
import type { AuthUser } from '../../runtime-web/auth/storage';

/** The page a signed-out visitor was sent away from (SignedInOnly puts it in the navigation state). */
export const returnTo = (state: unknown): Location | undefined => (state as { from?: Location } | null)?.from;

/** Where to go after signing in or registering: back where the guard stopped the user, else their home. */
export function afterSignIn(from: Location | undefined, user: AuthUser): string {
  const away = ['/login', '/register'];
  if (from?.pathname && !away.includes(from.pathname)) return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
  return hasAdminAccess(user) ? '/admin/dashboard' : '/';
}

/** The navigation state that asks the profile to greet a new account. */
export interface WelcomeState {
  welcome: true;
}

export const isWelcome = (state: unknown): boolean => (state as Partial<WelcomeState> | null)?.welcome === true;

/** Where a new account goes: back where the guard stopped the visitor, else the profile, which greets them. */
export function afterRegister(from: Location | undefined, user: AuthUser): { to: string; state?: WelcomeState } {
  const back = afterSignIn(from, user);
  return back === '/' ? { to: '/profile', state: { welcome: true } } : { to: back };
}
