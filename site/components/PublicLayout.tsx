import { Link, NavLink, Outlet, ScrollRestoration } from 'react-router-dom';
import { hasAdminAccess } from '../../runtime-web/auth/can';
import { getUser } from '../../runtime-web/auth/storage';
import { COMPANY_NAME } from '../company';

/** Header, page, footer for the public pages. */
export function PublicLayout() {
  const user = getUser();
  return (
    <div className="site">
      <header className="site-header">
        <div className="container site-header-inner">
          <Link to="/" className="site-brand">
            <span className="site-logo" aria-hidden="true">N</span>
            {COMPANY_NAME}
          </Link>
          <nav aria-label="Main" className="site-nav">
            <NavLink to="/" end>
              Home
            </NavLink>
            <a href="/#services">Services</a>
            {hasAdminAccess(user) ? (
              <Link className="site-btn" to="/admin/dashboard">
                Admin
              </Link>
            ) : user ? (
              <span className="site-user">Hi, {user.first_name}</span>
            ) : (
              <Link className="site-btn" to="/login">
                Sign In
              </Link>
            )}
          </nav>
        </div>
      </header>
      <main className="site-main">
        <Outlet />
      </main>
      <footer className="site-footer">
        <div className="container">© {new Date().getFullYear()} {COMPANY_NAME}</div>
      </footer>
      <ScrollRestoration />
    </div>
  );
}
