import type { ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { clearAuth, type AuthUser } from '../auth/storage';
import { useT } from '../i18n/use-t';

export interface NotAllowedProps {
  user: AuthUser | null;
  /** What the user may not do, in the admin's language, e.g. "use the admin pages" (`notAllowed.admin`). */
  what: string;
  /** Where "back" leads: the site for the whole admin, the dashboard for one page. */
  back: { to: string; label: string };
}

/**
 * Explains a refusal (the server refuses the calls anyway; this only says so)
 * and offers a way back or to sign in as someone else.
 */
export function NotAllowed({ user, what, back }: NotAllowedProps) {
  const t = useT();
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <div className="card not-allowed-card">
      <h1>{t('notAllowed.title')}</h1>
      <p>{t('notAllowed.text', { who: user?.first_name || user?.email || t('notAllowed.someone'), what })}</p>
      <div className="form-actions">
        <Link className="btn" to={back.to}>
          {back.label}
        </Link>
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => {
            clearAuth();
            void navigate('/login', { state: { from: location } });
          }}
        >
          {t('notAllowed.switchUser')}
        </button>
      </div>
    </div>
  );
}

/** The refusal as a whole screen, outside the admin layout. */
export function NotAllowedScreen({ children }: { children: ReactNode }) {
  return <div className="not-allowed">{children}</div>;
}
