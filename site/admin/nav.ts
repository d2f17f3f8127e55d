import { lazy } from 'react';
import { generatedNav, generatedRoutes } from '../../generated/web/admin-routes';
import { canManage } from '../../runtime-web/auth/can';
import type { AuthUser } from '../../runtime-web/auth/storage';
import type { AdminRoute, NavEntry } from '../../runtime-web/admin/types';

/** The admin navigation: the hand-written dashboard and user-role screens first, then what the entities declare. */
export const adminNav: NavEntry[] = [
  { path: 'dashboard', label: 'Dashboard', labels: { de: 'Übersicht' }, order: 0, related: [] },
  // No `entity`: reading users or roles is enough, which visibleNav checks by path.
  // API keys open from the User Role screen: the spec's navigation has no entry of its own for them.
  { path: 'user-role', label: 'User Role', labels: { de: 'Benutzer und Rollen' }, order: 10, related: ['admin-details', 'user-list', 'add-user', 'edit-user', 'api-keys'] },
  // Publishing and unpublishing at set times, of every entity with drafts (docs/drafts-and-scheduling.md).
  { path: 'scheduled-changes', label: 'Scheduled Changes', labels: { de: 'Geplante Änderungen' }, order: 298, entity: 'page', related: [] },
  ...generatedNav,
];

/** Hand-written screens; one with a generated screen's path takes its place. */
const handWrittenRoutes: AdminRoute[] = [
  // Each answer beside the answer key, and the reviewer's marks: more than the generated details screen can show.
  { path: 'api-keys', entity: 'api-key', operation: 'read', Page: lazy(() => import('./api-keys/ApiKeysPage')) },
  { path: 'applicantAns-details/:id', entity: 'applicant-answer', operation: 'read', Page: lazy(() => import('../careers/web/answer-sheet/AnswerSheetPage')) },
  // Events as choices, and the signing secret shown once; a delivery with its body and Replay.
  { path: 'add-webhook', entity: 'webhook', operation: 'create', Page: lazy(() => import('./webhooks/WebhookFormPage')) },
  { path: 'edit-webhook/:id', entity: 'webhook', operation: 'update', Page: lazy(() => import('./webhooks/WebhookFormPage')) },
  { path: 'webhook-delivery-details/:id', entity: 'webhook-delivery', operation: 'read', Page: lazy(() => import('./webhooks/DeliveryDetailsPage')) },
  { path: 'scheduled-changes', Page: lazy(() => import('./ScheduledChangesScreen')) },
];

/** Every admin route that exists; hand-written pages are added here beside the generated ones. */
export const adminRoutes: AdminRoute[] = [...generatedRoutes.filter((r) => !handWrittenRoutes.some((h) => h.path === r.path)), ...handWrittenRoutes];

/**
 * The entries the user's role may open: those it can read. Entries without an
 * entity (the dashboard) always show; the user-role screen manages both
 * users and roles, so reading either is enough.
 */
export function visibleNav(user: AuthUser | null, nav: readonly NavEntry[] = adminNav): NavEntry[] {
  return nav.filter((entry) => {
    if (entry.path === 'user-role') return canManage('user', 'read', user) || canManage('role', 'read', user);
    return !entry.entity || canManage(entry.entity, 'read', user);
  });
}
