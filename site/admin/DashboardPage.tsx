import { Link } from 'react-router-dom';
import { navHref, navLabel, sortNav } from '../../runtime-web/admin/nav-active';
import type { NavEntry } from '../../runtime-web/admin/types';
import type { DataResponse } from '../../runtime-web/api/client';
import { useApiGet } from '../../runtime-web/api/use-api-get';
import { useAuthUser } from '../../runtime-web/auth/use-auth-user';
import { ErrorMessage } from '../../runtime-web/feedback/ErrorMessage';
import { Loading } from '../../runtime-web/feedback/Loading';
import { useAdminLanguage, useCatalogue } from '../../runtime-web/i18n/use-t';
import { LatestApplicants, LatestOrders } from './dashboard/LatestTables';
import { StatCards } from './dashboard/StatCards';
import { DASHBOARD_MESSAGES } from './dashboard/messages';
import type { DashboardData } from './dashboard/types';

/** The admin's start page: this month's numbers, the latest orders and applications, and a shortcut to every section. */
export function DashboardPage({ nav }: { nav: readonly NavEntry[] }) {
  const t = useCatalogue(DASHBOARD_MESSAGES);
  const language = useAdminLanguage();
  const user = useAuthUser();
  const { data, error, loading, reload } = useApiGet<DataResponse<DashboardData>>('/api/dashboard');
  const stats = data?.data;
  const sections = sortNav(nav).filter((entry) => entry.path !== 'dashboard');
  return (
    <section className="page">
      <header className="page-header">
        <div>
          <h1>{t('dashboard.title')}</h1>
          <p className="muted" style={{ margin: 0 }}>
            {user?.first_name ? t('dashboard.welcomeName', { name: user.first_name }) : t('dashboard.welcome')}
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
          <h2 className="section-title">{t('dashboard.sections')}</h2>
          <div className="dashboard-grid">
            {sections.map((entry) => (
              <Link key={`${entry.path}?${entry.query ?? ''}`} to={navHref(entry)} className="card">
                <strong>{navLabel(entry, language)}</strong>
                <span className="muted">{t('dashboard.open', { label: navLabel(entry, language) })}</span>
              </Link>
            ))}
          </div>
        </>
      )}
    </section>
  );
}
