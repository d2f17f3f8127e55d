import { authApi } from '../api/auth-api';
import { clearAuth } from '../auth/storage';
import { useAuthUser } from '../auth/use-auth-user';

export interface TopBarProps {
  navOpen: boolean;
  onToggleNav: () => void;
}

/** Hamburger (small screens), the user's first name and Sign Out. */
export function TopBar({ navOpen, onToggleNav }: TopBarProps) {
  const user = useAuthUser();

  // The server ends the token first (a copied token must not outlive the sign-out); the local session
  // ends whatever it answers. A full page load, not a client-side navigation: nothing of the session
  // stays in memory, and the admin guard does not remember this page for whoever signs in next.
  const signOut = async () => {
    await authApi.logout().catch(() => undefined);
    clearAuth();
    window.location.replace('/login?signed-out=1');
  };

  return (
    <header className="topbar">
      <button
        type="button"
        className="hamburger"
        aria-label="Toggle navigation"
        aria-expanded={navOpen}
        aria-controls="admin-sidenav"
        onClick={onToggleNav}
      >
        <span />
        <span />
        <span />
      </button>
      <div className="topbar-spacer" />
      {user && (
        <div className="topbar-user">
          <span className="avatar" aria-hidden="true">
            {(user.first_name || '?').charAt(0).toUpperCase()}
          </span>
          <span className="topbar-name">{user.first_name}</span>
          <button type="button" className="btn btn-small" onClick={() => void signOut()}>
            Sign Out
          </button>
        </div>
      )}
    </header>
  );
}
