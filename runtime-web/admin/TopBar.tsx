import { authApi } from '../api/auth-api';
import { clearAuth } from '../auth/storage';
import { useAuthUser } from '../auth/use-auth-user';
import { useT } from '../i18n/use-t';
import { LanguageSelect } from '../i18n/LanguageSelect';

export interface TopBarProps {
  navOpen: boolean;
  onToggleNav: () => void;
  /** The user's own account page (a full page load: it may live outside the admin app). */
  accountPath?: string;
}

/** Hamburger (small screens), the user's first name (a link to their account page, when given) and Sign Out. */
export function TopBar({ navOpen, onToggleNav, accountPath }: TopBarProps) {
  const user = useAuthUser();
  const t = useT();

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
        aria-label={t('shell.toggleNav')}
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
            <a className="topbar-account" href={accountPath} title={t('shell.accountTitle')}>
              <Avatar name={user.first_name} />
              <span className="topbar-name">{user.first_name}</span>
              <span className="visually-hidden">{t('shell.yourAccount')}</span>
            </a>
          ) : (
            <>
              <Avatar name={user.first_name} />
              <span className="topbar-name">{user.first_name}</span>
            </>
          )}
          <LanguageSelect />
          <button type="button" className="btn btn-small" onClick={() => void signOut()}>
            {t('shell.signOut')}
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
