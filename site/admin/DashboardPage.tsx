import { Link } from 'react-router-dom';
import { navHref, sortNav } from '../../runtime-web/admin/nav-active';
import type { NavEntry } from '../../runtime-web/admin/types';
import type { DataResponse } from '../../runtime-web/api/client';
import { useApiGet } from '../../runtime-web/api/use-api-get';
import { useAuthUser } from '../../runtime-web/auth/use-auth-user';
import { ErrorMessage } from '../../runtime-web/feedback/ErrorMessage';
import { Loading } from '../../runtime-web/feedback/Loading';
import { LatestApplicants, LatestOrders } from './dashboard/LatestTables';
import { StatCards } from './dashboard/StatCards';
import type { DashboardData } from './dashboard/types';

/** The admin's start page: this month's numbers, the latest orders and applications, and a shortcut to every section. */
export function DashboardPage({ nav }: { nav: readonly NavEntry[] }) {
  const user = useAuthUser();
  const { data, error, loading, reload } = useApiGet<DataResponse<DashboardData>>('/api/dashboard');
  const stats = data?.data;
  const sections = sortNav(nav).filter((entry) => entry.path !== 'dashboard');
  return (
    <section className="page">
      <header className="page-header">
        <div>
          <h1>Dashboard</h1>
          <p className="muted" style={{ margin: 0 }}>
            Welcome{user?.first_name ? `, ${user.first_name}` : ''}. Here is how this month is going.
          </p>
        </div>
      </header>

      {error && <ErrorMessage error={error} onRetry={reload} />}
      {loading && !stats && <Loading />}
      {stats && (
        <>
          <StatCards data={stats} />
          {(stats.orders || stats.applicants) && (
            <div className="latest-grid">
              {stats.orders && <LatestOrders orders={stats.orders.latest} />}
              {stats.applicants && <LatestApplicants applicants={stats.applicants.latest} />}
            </div>
          )}
        </>
      )}

      {sections.length > 0 && (
        <>
          <h2 className="section-title">Sections</h2>
          <div className="dashboard-grid">
            {sections.map((entry) => (
              <Link key={`${entry.path}?${entry.query ?? ''}`} to={navHref(entry)} className="card">
                <strong>{entry.label}</strong>
                <span className="muted">Open {entry.label.toLowerCase()}</span>
              </Link>
            ))}
          </div>
        </>
      )}
    </section>
  );
}
