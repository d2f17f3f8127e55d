/**
 * The dashboard's own words per admin language (`useCatalogue(DASHBOARD_MESSAGES)`, runtime-web/i18n/use-t.tsx):
 * site code, so not in the generic catalogue, which knows no orders or applicants. The German is typed
 * against the English, so a missing key fails `npm run typecheck`; tests/unit/admin-messages.test.ts checks
 * the placeholders.
 */
import type { AdminLanguage } from '../../../runtime-shared/admin-languages';

const en = {
  'dashboard.title': 'Dashboard',
  'dashboard.welcome': 'Welcome. Here is how this month is going.',
  'dashboard.welcomeName': 'Welcome, {name}. Here is how this month is going.',
  'dashboard.sections': 'Sections',
  'dashboard.open': 'Open {label|lower}',
  'stats.orders': 'Orders this month',
  'stats.pending': '{count} pending payment',
  'stats.revenue': 'Revenue this month',
  'stats.revenueNote': 'Paid, shipped and completed',
  'stats.newApplicants': 'New applicants',
  'stats.appliedThisMonth': '{count} applied this month',
  'stats.unread': 'Unread messages',
  'stats.subscribers': 'Subscribers',
  'latest.orders': 'Latest orders',
  'latest.allOrders': 'All orders',
  'latest.order': 'Order',
  'latest.status': 'Status',
  'latest.total': 'Total',
  'latest.date': 'Date',
  'latest.noOrders': 'No orders yet',
  'latest.applications': 'Latest applications',
  'latest.allApplicants': 'All applicants',
  'latest.name': 'Name',
  'latest.job': 'Job',
  'latest.noApplications': 'No applications yet',
  'notFound.title': 'Page not found',
  'notFound.text': 'There is no admin page at this address.',
  'notFound.back': 'Back to the dashboard',
} as const;

export type DashboardKey = keyof typeof en;

const de: Record<DashboardKey, string> = {
  'dashboard.title': 'Übersicht',
  'dashboard.welcome': 'Willkommen. So läuft dieser Monat.',
  'dashboard.welcomeName': 'Willkommen, {name}. So läuft dieser Monat.',
  'dashboard.sections': 'Bereiche',
  'dashboard.open': '{label} öffnen',
  'stats.orders': 'Bestellungen diesen Monat',
  'stats.pending': '{count} warten auf Zahlung',
  'stats.revenue': 'Umsatz diesen Monat',
  'stats.revenueNote': 'Bezahlt, versandt und abgeschlossen',
  'stats.newApplicants': 'Neue Bewerbungen',
  'stats.appliedThisMonth': '{count} diesen Monat beworben',
  'stats.unread': 'Ungelesene Nachrichten',
  'stats.subscribers': 'Abonnenten',
  'latest.orders': 'Neueste Bestellungen',
  'latest.allOrders': 'Alle Bestellungen',
  'latest.order': 'Bestellung',
  'latest.status': 'Status',
  'latest.total': 'Summe',
  'latest.date': 'Datum',
  'latest.noOrders': 'Noch keine Bestellungen',
  'latest.applications': 'Neueste Bewerbungen',
  'latest.allApplicants': 'Alle Bewerbungen',
  'latest.name': 'Name',
  'latest.job': 'Stelle',
  'latest.noApplications': 'Noch keine Bewerbungen',
  'notFound.title': 'Seite nicht gefunden',
  'notFound.text': 'Unter dieser Adresse gibt es keine Seite der Verwaltung.',
  'notFound.back': 'Zurück zur Übersicht',
};

export const DASHBOARD_MESSAGES: Record<AdminLanguage, Record<DashboardKey, string>> = { en, de };
