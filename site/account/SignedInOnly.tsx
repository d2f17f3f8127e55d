import { useSyncExternalStore, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { getToken, signInPath } from '../../runtime-web/auth/storage';
import { useAuthUser } from '../../runtime-web/auth/use-auth-user';
import { Loading } from '../../runtime-web/feedback/Loading';

const noSubscription = () => () => undefined;

/**
 * True once React runs in the browser. The session lives in browser storage,
 * which the server render cannot see: until hydration both sides render the
 * same "Loading...", and only then is the session checked.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(noSubscription, () => true, () => false);
}

/**
 * The layout route of the signed-in pages (/profile, /cart checkout, ...):
 * a visitor without a session is sent to /login (with `?expired=1` when the
 * server has just refused their session), which brings them back here
 * afterwards (`state.from`, read by LoginPage). With `children` it guards
 * part of a page (/email-change asks for a sign-in, its confirmation link does not).
 */
export function SignedInOnly({ children }: { children?: ReactNode }) {
  const hydrated = useHydrated();
  const user = useAuthUser();
  const location = useLocation();
  if (!hydrated) return <Loading />;
  if (!getToken() || !user) return <Navigate to={signInPath()} replace state={{ from: location }} />;
  return children ?? <Outlet />;
}
