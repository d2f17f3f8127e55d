import type { ReactNode } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { clearAuth, getToken, getUser } from '../auth/storage';
import '../admin.css';

/**
 * Admin pages need a signed-in admin. Without a session the user is sent to
 * `/login`, which returns to `from` afterwards; a signed-in non-admin sees
 * "Not allowed" (the server refuses the calls anyway; this only explains it).
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  const user = getUser();

  if (!getToken() || !user) return <Navigate to="/login" replace state={{ from: location }} />;
  if (user.role !== 'admin') {
    return (
      <div className="not-allowed">
        <div className="card">
          <h1>Not allowed</h1>
          <p>
            You are signed in as {user.first_name || user.email}, who may not use the admin pages.
          </p>
          <div className="form-actions">
            <Link className="btn" to="/">
              Home
            </Link>
            <button
              type="button"
              className="btn btn-primary"
              onClick={() => {
                clearAuth();
                navigate('/login', { state: { from: location } });
              }}
            >
              Sign in as someone else
            </button>
          </div>
        </div>
      </div>
    );
  }
  return <>{children}</>;
}
