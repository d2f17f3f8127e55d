import { Link } from 'react-router-dom';
import { useApiCall } from '../../../runtime-web/api/use-api-call';
import { canManage } from '../../../runtime-web/auth/can';
import { useAuthUser } from '../../../runtime-web/auth/use-auth-user';
import { ErrorMessage } from '../../../runtime-web/feedback/ErrorMessage';
import { useCatalogue, useT } from '../../../runtime-web/i18n/use-t';
import { USER_ROLE_MESSAGES } from './messages';
import { RoleSelect } from './RoleSelect';
import { ResetTwoFactorButton } from './ResetTwoFactorButton';
import { SignOutButton } from './SignOutButton';
import { listTwoFactorUsers, listUsers, type RoleRecord } from './types';

/** Every user with their role; the role can be changed in place. */
export function UsersTab({ roles }: { roles: RoleRecord[] | undefined }) {
  const me = useAuthUser();
  const t = useCatalogue(USER_ROLE_MESSAGES);
  const common = useT();
  const { data, error, loading, reload } = useApiCall(listUsers, []);
  const mayUpdate = canManage('user', 'update', me);
  const users = data?.data ?? [];
  // Who has two-factor sign-in on: the reset is offered only to them. Until it answers, the column says nothing.
  const twoFactor = useApiCall(listTwoFactorUsers, []);
  const withTwoFactor = new Set(twoFactor.data ?? []);
  return (
    <div className="card">
      <div className="list-toolbar">
        <p className="muted" style={{ margin: 0, flex: 1 }}>
          {data ? (data.meta.total === 1 ? t('users.countOne') : t('users.count', { count: data.meta.total })) : ''}
          {data && data.meta.total > users.length ? ` (${t('users.showingFirst', { count: users.length })})` : ''}
          {!mayUpdate && ` · ${t('users.viewOnly')}`}
        </p>
        {canManage('user', 'create', me) && (
          <Link className="btn btn-primary" to="/admin/add-user">
            {t('users.add')}
          </Link>
        )}
      </div>
      {error && <ErrorMessage error={error} onRetry={reload} />}
      {twoFactor.error && <ErrorMessage error={twoFactor.error} onRetry={twoFactor.reload} />}
      <div className="table-wrap">
        <table className="data-table users-table">
          <thead>
            <tr><th>{t('users.name')}</th><th>{t('users.email')}</th><th>{t('users.role')}</th><th style={{ whiteSpace: 'nowrap' }}>{t('users.twoFactor')}</th><th>{t('users.signIns')}</th></tr>
          </thead>
          <tbody>
            {loading && !data ? (
              <tr><td colSpan={5} className="table-message">{common('list.loading')}</td></tr>
            ) : users.length === 0 ? (
              <tr><td colSpan={5} className="table-message">{common('list.empty')}</td></tr>
            ) : (
              users.map((u) => {
                const isMe = u.id === me?.id;
                return (
                  <tr key={u.id}>
                    <td data-label={t('users.name')}>
                      {/* One element: phone rows lay cells out as label | value. */}
                      <span>
                        <Link to={`/admin/admin-details/${u.id}`}>{[u.first_name, u.last_name].filter(Boolean).join(' ') || `#${u.id}`}</Link>
                        {isMe && <span className="badge">{t('users.you')}</span>}
                      </span>
                    </td>
                    <td data-label={t('users.email')} className="cell-email">{u.email}</td>
                    <td data-label={t('users.role')}>
                      <RoleSelect key={`${u.id}:${u.role_id}`} user={u} roles={roles} disabled={!mayUpdate || isMe} />
                      {isMe && <span className="hint">{t('users.ownRole')}</span>}
                    </td>
                    <td data-label={t('users.twoFactor')}>{twoFactor.data ? t(withTwoFactor.has(u.id) ? 'users.on' : 'users.off') : ''}</td>
                    <td data-label={t('users.signIns')}>
                      {!isMe && (
                        <span className="row-actions">
                          <SignOutButton user={u} disabled={!mayUpdate} />
                          {withTwoFactor.has(u.id) && <ResetTwoFactorButton user={u} disabled={!mayUpdate} onReset={twoFactor.reload} />}
                        </span>
                      )}
                    </td>
                  </tr>
                );
              })
            )}
          </tbody>
        </table>
      </div>
    </div>
  );
}
