import { Link, useSearchParams } from 'react-router-dom';
import { NotAllowed } from '../../../runtime-web/admin/NotAllowed';
import { useApiCall } from '../../../runtime-web/api/use-api-call';
import { canManage } from '../../../runtime-web/auth/can';
import { useAuthUser } from '../../../runtime-web/auth/use-auth-user';
import { useCatalogue, useT } from '../../../runtime-web/i18n/use-t';
import { USER_ROLE_MESSAGES } from './messages';
import { RolesTab } from './RolesTab';
import { listRoles } from './types';
import { UsersTab } from './UsersTab';

type Tab = 'users' | 'roles';

/**
 * `/admin/user-role`: who has which role, and what each role grants. Reading
 * either users or roles is enough to open it; each tab needs its own entity.
 */
export default function UserRolePage() {
  const t = useT();
  const own = useCatalogue(USER_ROLE_MESSAGES);
  const user = useAuthUser();
  const canUsers = canManage('user', 'read', user);
  const canRoles = canManage('role', 'read', user);
  const [params, setParams] = useSearchParams();
  // The tab lives in the URL, so a reload or a shared link keeps it.
  const asked = params.get('tab') === 'roles' ? 'roles' : 'users';
  const tab: Tab = asked === 'users' && !canUsers ? 'roles' : asked === 'roles' && !canRoles ? 'users' : asked;
  // Both tabs need the roles: the users' role select lists them.
  const roles = useApiCall(canRoles ? listRoles : null, [canRoles]);

  if (!canUsers && !canRoles) {
    return (
      <section className="page">
        <NotAllowed user={user} what={t('notAllowed.usersOrRoles')} back={{ to: '/admin/dashboard', label: t('notAllowed.backToDashboard') }} />
      </section>
    );
  }

  const tabs: { id: Tab; label: string; shown: boolean }[] = [
    { id: 'users', label: own('tab.users'), shown: canUsers },
    { id: 'roles', label: own('tab.roles'), shown: canRoles },
  ];
  return (
    <section className="page">
      <header className="page-header">
        <h1>{own('page.title')}</h1>
        {canManage('api-key', 'read', user) && <Link className="btn" to="/admin/api-keys">{own('page.apiKeys')}</Link>}
      </header>
      <div className="tabs" role="tablist">
        {tabs.filter((tab) => tab.shown).map((t) => (
          <button
            key={t.id}
            type="button"
            role="tab"
            id={`tab-${t.id}`}
            aria-selected={tab === t.id}
            aria-controls={`panel-${t.id}`}
            className={`tab${tab === t.id ? ' active' : ''}`}
            onClick={() => setParams(t.id === 'users' ? {} : { tab: t.id }, { replace: true })}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
        {tab === 'users' ? <UsersTab roles={roles.data?.data} /> : <RolesTab roles={roles} />}
      </div>
    </section>
  );
}
