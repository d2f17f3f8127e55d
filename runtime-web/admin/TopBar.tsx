import { authApi } from '../api/auth-api';
import { clearAuth } from '../auth/storage';
import { useAuthUser } from '../auth/use-auth-user';

export interface TopBarProps {
  navOpen: boolean;
  onToggleNav: () => void;
  /** The user's own account page (a full page load: it may live outside the admin app). */
  accountPath?: string;
}

/** Hamburger (small screens), the user's first name (a link to their account page, when given) and Sign Out. */
export function TopBar({ navOpen, onToggleNav, accountPath }: TopBarProps) {
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
          {accountPath ? (
            <a className="topbar-account" href={accountPath} title="Your account: password and two-factor sign-in">
              <Avatar name={user.first_name} />
              <span className="topbar-name">{user.first_name}</span>
              <span className="visually-hidden">: your account</span>
            </a>
          ) : (
            <>
              <Avatar name={user.first_name} />
              <span className="topbar-name">{user.first_name}</span>
            </>
          )}
          <button type="button" className="btn btn-small" onClick={() => void signOut()}>
            Sign Out
          </button>
        </div>
      )}
    </header>
  );
}

const Avatar = ({ name }: { name: string }) => (
  <span className="avatar" aria-hidden="true">
    {(name || '?').charAt(0).toUpperCase()}
  </span>
);
