import { Link } from 'react-router-dom';
import { useCatalogue } from '../../../runtime-web/i18n/use-t';
import { DASHBOARD_MESSAGES, type DashboardKey } from './messages';
import { centsText, type DashboardData } from './types';

interface Stat {
  label: string;
  value: string;
  note?: string;
  /** The list behind the number, so a card is also a shortcut. */
  to: string;
}

/** Only the parts the server sent become cards: a missing part means "not yours to see", not zero. */
function statsOf(data: DashboardData, t: (key: DashboardKey, values?: Record<string, string | number>) => string): Stat[] {
  const stats: Stat[] = [];
  const { orders, applicants, contacts, subscribers } = data;
  if (orders) {
    stats.push({ label: t('stats.orders'), value: String(orders.thisMonth), note: t('stats.pending', { count: orders.pending }), to: '/admin/order-list' });
    stats.push({ label: t('stats.revenue'), value: centsText(orders.revenueThisMonth, 'USD'), note: t('stats.revenueNote'), to: '/admin/order-list' });
  }
  if (applicants) {
    stats.push({ label: t('stats.newApplicants'), value: String(applicants.new), note: t('stats.appliedThisMonth', { count: applicants.thisMonth }), to: '/admin/all-applicants' });
  }
  if (contacts) stats.push({ label: t('stats.unread'), value: String(contacts.unread), to: '/admin/contact-list' });
  if (subscribers) stats.push({ label: t('stats.subscribers'), value: String(subscribers.total), to: '/admin/subscribe-list' });
  return stats;
}

/** The headline numbers as a grid of cards. */
export function StatCards({ data }: { data: DashboardData }) {
  const stats = statsOf(data, useCatalogue(DASHBOARD_MESSAGES));
  if (stats.length === 0) return null;
  return (
    <div className="stat-grid">
      {stats.map((stat) => (
        <Link key={stat.label} to={stat.to} className="card stat-card">
          <span className="stat-label">{stat.label}</span>
          <strong className="stat-value">{stat.value}</strong>
          {stat.note && <span className="muted">{stat.note}</span>}
        </Link>
      ))}
    </div>
  );
}
