import { Link } from 'react-router-dom';
import { useApiCall } from '../../../runtime-web/api/use-api-call';
import { canManage } from '../../../runtime-web/auth/can';
import { useAuthUser } from '../../../runtime-web/auth/use-auth-user';
import { ErrorMessage } from '../../../runtime-web/feedback/ErrorMessage';
import { RoleSelect } from './RoleSelect';
import { ResetTwoFactorButton } from './ResetTwoFactorButton';
import { SignOutButton } from './SignOutButton';
import { listTwoFactorUsers, listUsers, type RoleRecord } from './types';

/** Every user with their role; the role can be changed in place. */
export function UsersTab({ roles }: { roles: RoleRecord[] | undefined }) {
  const me = useAuthUser();
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
          {data ? `${data.meta.total} user${data.meta.total === 1 ? '' : 's'}` : ''}
          {data && data.meta.total > users.length ? ` (showing the first ${users.length})` : ''}
          {!mayUpdate && ' · Your role may view users but not change their roles.'}
        </p>
        {canManage('user', 'create', me) && (
          <Link className="btn btn-primary" to="/admin/add-user">
            Add user
          </Link>
        )}
      </div>
      {error && <ErrorMessage error={error} onRetry={reload} />}
      {twoFactor.error && <ErrorMessage error={twoFactor.error} onRetry={twoFactor.reload} />}
      <div className="table-wrap">
        <table className="data-table users-table">
          <thead>
            <tr><th>Name</th><th>Email</th><th>Role</th><th style={{ whiteSpace: 'nowrap' }}>Two-factor</th><th>Sign-ins</th></tr>
          </thead>
          <tbody>
            {loading && !data ? (
              <tr><td colSpan={5} className="table-message">Loading...</td></tr>
            ) : users.length === 0 ? (
              <tr><td colSpan={5} className="table-message">Empty List</td></tr>
            ) : (
              users.map((u) => {
                const isMe = u.id === me?.id;
                return (
                  <tr key={u.id}>
                    <td data-label="Name">
                      {/* One element: phone rows lay cells out as label | value. */}
                      <span>
                        <Link to={`/admin/admin-details/${u.id}`}>{[u.first_name, u.last_name].filter(Boolean).join(' ') || `#${u.id}`}</Link>
                        {isMe && <span className="badge">You</span>}
                      </span>
                    </td>
                    <td data-label="Email" className="cell-email">{u.email}</td>
                    <td data-label="Role">
                      <RoleSelect key={`${u.id}:${u.role_id}`} user={u} roles={roles} disabled={!mayUpdate || isMe} />
                      {isMe && <span className="hint">You cannot change your own role</span>}
                    </td>
                    <td data-label="Two-factor">{twoFactor.data ? (withTwoFactor.has(u.id) ? 'On' : 'Off') : ''}</td>
                    <td data-label="Sign-ins">
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
