import { Link } from 'react-router-dom';
import { centsText, type DashboardData } from './types';

interface Stat {
  label: string;
  value: string;
  note?: string;
  /** The list behind the number, so a card is also a shortcut. */
  to: string;
}

/** Only the parts the server sent become cards: a missing part means "not yours to see", not zero. */
function statsOf(data: DashboardData): Stat[] {
  const stats: Stat[] = [];
  const { orders, applicants, contacts, subscribers } = data;
  if (orders) {
    stats.push({ label: 'Orders this month', value: String(orders.thisMonth), note: `${orders.pending} pending payment`, to: '/admin/order-list' });
    stats.push({ label: 'Revenue this month', value: centsText(orders.revenueThisMonth, 'USD'), note: 'Paid, shipped and completed', to: '/admin/order-list' });
  }
  if (applicants) {
    stats.push({ label: 'New applicants', value: String(applicants.new), note: `${applicants.thisMonth} applied this month`, to: '/admin/all-applicants' });
  }
  if (contacts) stats.push({ label: 'Unread messages', value: String(contacts.unread), to: '/admin/contact-list' });
  if (subscribers) stats.push({ label: 'Subscribers', value: String(subscribers.total), to: '/admin/subscribe-list' });
  return stats;
}

/** The headline numbers as a grid of cards. */
export function StatCards({ data }: { data: DashboardData }) {
  const stats = statsOf(data);
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
