import type { ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { clearAuth, type AuthUser } from '../auth/storage';

export interface NotAllowedProps {
  user: AuthUser | null;
  /** What the user may not do, e.g. "use the admin pages". */
  what: string;
  /** Where "back" leads: the site for the whole admin, the dashboard for one page. */
  back: { to: string; label: string };
}

/**
 * Explains a refusal (the server refuses the calls anyway; this only says so)
 * and offers a way back or to sign in as someone else.
 */
export function NotAllowed({ user, what, back }: NotAllowedProps) {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <div className="card not-allowed-card">
      <h1>Not allowed</h1>
      <p>
        You are signed in as {user?.first_name || user?.email || 'someone'}, who may not {what}.
      </p>
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
          Sign in as someone else
        </button>
      </div>
    </div>
  );
}

/** The refusal as a whole screen, outside the admin layout. */
export function NotAllowedScreen({ children }: { children: ReactNode }) {
  return <div className="not-allowed">{children}</div>;
}
