import type { ReactNode } from 'react';
import { canManage } from '../auth/can';
import { useAuthUser } from '../auth/use-auth-user';
import { useT } from '../i18n/use-t';
import type { AdminRoute } from './types';
import { NotAllowed } from './NotAllowed';

/**
 * One admin page: shown when the user's role grants the route's operation on
 * its entity, else "Not allowed" inside the layout. Routes without an entity
 * (the dashboard, hand-written pages) are always shown.
 */
export function RequirePermission({ route, children }: { route: Pick<AdminRoute, 'entity' | 'operation'>; children: ReactNode }) {
  const t = useT();
  const user = useAuthUser();
  const { entity, operation } = route;
  if (!entity || !operation || canManage(entity, operation, user)) return <>{children}</>;
  return (
    <section className="page">
      <NotAllowed
        user={user}
        what={t(`notAllowed.${operation}`, { entity: entity.replace(/-/g, ' ') })}
        back={{ to: '/admin/dashboard', label: t('notAllowed.backToDashboard') }}
      />
    </section>
  );
}
