import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Link } from '../components/LocaleLink';
import { hasAdminAccess } from '../../runtime-web/auth/can';
import { useAuthUser, useRefreshUser } from '../../runtime-web/auth/use-auth-user';
import './account.css';
import { signOut } from './sign-out';

/**
 * The header's account corner: Sign in and Register for visitors, a menu
 * (Profile, Admin for staff, Sign out) for a signed-in user. The session is
 * in browser storage, so the server and the hydration render the visitor's
 * links (useAuthUser reads nothing on the server) and the menu replaces them
 * after hydration inside a box of fixed size: nothing around it moves.
 * The stored session is checked with the server once per visit: one that
 * expired or was ended elsewhere is dropped quietly, and the header shows
 * "Sign in" again (public pages never need a valid session).
 */
export function AccountMenu() {
  const user = useAuthUser();
  useRefreshUser();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const menu = useRef<HTMLDetailsElement>(null);
  // A client navigation keeps the header mounted: fold the menu again.
  useEffect(() => {
    if (menu.current) menu.current.open = false;
  }, [pathname]);

  if (!user) {
    return (
      <div className="site-account">
        <Link to="/login" className="account-link">Sign in</Link>
        <Link to="/register" className="site-btn">Register</Link>
      </div>
    );
  }
  const leave = async () => {
    await signOut();
    void navigate('/login?signed-out=1');
  };
  return (
    <div className="site-account">
      <details className="account-menu" ref={menu}>
        <summary className="site-btn site-btn-outline" aria-label={`Account of ${user.first_name}`}>
          <span className="account-name">{user.first_name}</span>
        </summary>
        <ul className="account-menu-list">
          <li><Link to="/profile">Profile</Link></li>
          {hasAdminAccess(user) && <li><Link to="/admin/dashboard">Admin</Link></li>}
          <li><button type="button" onClick={() => void leave()}>Sign out</button></li>
        </ul>
      </details>
    </div>
  );
}
