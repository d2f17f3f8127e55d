import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { hasAdminAccess } from '../auth/can';
import { getToken, signInPath } from '../auth/storage';
import { useAuthUser, useRefreshUser } from '../auth/use-auth-user';
import { useT } from '../i18n/use-t';
import { NotAllowed, NotAllowedScreen } from './NotAllowed';
import '../admin.css';

/**
 * Admin pages need a user whose role has `admin_access`. Without a session
 * the user is sent to `/login` (saying so when the server refused the session), which returns to `from` afterwards; any other
 * signed-in user sees "Not allowed". The stored user is refreshed from
 * `/api/auth/me` on mount, so role changes apply after a reload.
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const t = useT();
  const location = useLocation();
  const user = useAuthUser();
  useRefreshUser();

  if (!getToken() || !user) return <Navigate to={signInPath()} replace state={{ from: location }} />;
  if (!hasAdminAccess(user)) {
    return (
      <NotAllowedScreen>
        <NotAllowed user={user} what={t('notAllowed.admin')} back={{ to: '/', label: t('notAllowed.home') }} />
      </NotAllowedScreen>
    );
  }
  return <>{children}</>;
}
