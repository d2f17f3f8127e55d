import { Link } from 'react-router-dom';
import type { ListResponse } from '../../../runtime-web/api/client';
import type { ApiGetState } from '../../../runtime-web/api/use-api-get';
import { canManage } from '../../../runtime-web/auth/can';
import { useAuthUser } from '../../../runtime-web/auth/use-auth-user';
import { ErrorMessage } from '../../../runtime-web/feedback/ErrorMessage';
import { Loading } from '../../../runtime-web/feedback/Loading';
import { useCatalogue, useT } from '../../../runtime-web/i18n/use-t';
import { roleMeta } from '../../../generated/schemas/role.schema';
import { adminRoutes } from '../nav';
import { USER_ROLE_MESSAGES } from './messages';
import { RoleCard } from './RoleCard';
import type { RoleRecord } from './types';

/** The role entity's add page, when the generator made one (a missing route would be a 404). */
const ADD_ROLE = roleMeta.admin.add && adminRoutes.some((r) => r.path === roleMeta.admin.add) ? roleMeta.admin.add : null;

/** One editable card per role. */
export function RolesTab({ roles }: { roles: ApiGetState<ListResponse<RoleRecord>> }) {
  const me = useAuthUser();
  const t = useCatalogue(USER_ROLE_MESSAGES);
  const common = useT();
  const { data, error, loading, reload } = roles;
  const mayUpdate = canManage('role', 'update', me);
  const myRoleId = me?.role?.id ?? me?.role_id ?? null;
  return (
    <div className="roles-tab">
      <div className="list-toolbar">
        <p className="muted" style={{ margin: 0, flex: 1 }}>
          {t('roles.intro')}
        </p>
        {ADD_ROLE && canManage('role', 'create', me) && (
          <Link className="btn btn-primary" to={`/admin/${ADD_ROLE}`}>
            {t('roles.add')}
          </Link>
        )}
      </div>
      {error && <ErrorMessage error={error} onRetry={reload} />}
      {loading && !data && <Loading />}
      {data?.data.length === 0 && <p className="card empty-state">{common('list.empty')}</p>}
      <div className="role-list">
        {data?.data.map((role) => (
          <RoleCard
            // A fresh card after each reload, so saved values replace the edited copy.
            key={`${role.id}:${JSON.stringify(role)}`}
            role={role}
            readOnly={!mayUpdate || role.id === myRoleId}
            isMine={role.id === myRoleId}
            mayRequireTwoFactor={mayUpdate}
            onSaved={reload}
          />
        ))}
      </div>
    </div>
  );
}
