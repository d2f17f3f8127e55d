import { Link } from 'react-router-dom';
import { navHref, sortNav } from '../../runtime-web/admin/nav-active';
import { getUser } from '../../runtime-web/auth/storage';
import { adminNav } from './nav';

/** The admin's start page: a greeting and a shortcut to every section. */
export function DashboardPage() {
  const user = getUser();
  const sections = sortNav(adminNav).filter((entry) => entry.path !== 'dashboard');
  return (
    <section className="page">
      <header className="page-header">
        <h1>Dashboard</h1>
      </header>
      <div className="card">
        <p style={{ margin: 0 }}>
          Welcome{user?.first_name ? `, ${user.first_name}` : ''}. Choose what you want to manage.
        </p>
      </div>
      <div className="dashboard-grid">
        {sections.map((entry) => (
          <Link key={entry.path} to={navHref(entry)} className="card">
            <strong>{entry.label}</strong>
            <span className="muted">Open {entry.label.toLowerCase()}</span>
          </Link>
        ))}
      </div>
    </section>
  );
}
