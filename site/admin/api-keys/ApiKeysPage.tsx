import { useState, type FormEvent } from 'react';
import { apiGet, apiSend, errorMessage, type DataResponse, type ListResponse } from '../../../runtime-web/api/client';
import { useApiCall } from '../../../runtime-web/api/use-api-call';
import { canManage } from '../../../runtime-web/auth/can';
import { useAuthUser } from '../../../runtime-web/auth/use-auth-user';
import { ConfirmDialog } from '../../../runtime-web/feedback/ConfirmDialog';
import { useToast } from '../../../runtime-web/feedback/Toasts';
import { listRoles } from '../user-role/types';

/** A key as `GET /api/api-key` answers it (never the key itself). */
interface ApiKeyRecord {
  id: number;
  name: string;
  prefix: string;
  role: { id: number; name: string } | null;
  creator: { id: number; email: string } | null;
  expires_at: string | null;
  last_used_at: string | null;
  last_used_ip: string | null;
  revoked_at: string | null;
}

const listKeys = (signal: AbortSignal) => apiGet<ListResponse<ApiKeyRecord>>('/api/api-key?perPage=100&sort=-created_at', { signal });
const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : '—');
const statusOf = (k: ApiKeyRecord) => (k.revoked_at ? 'Revoked' : k.expires_at && Date.parse(k.expires_at) <= Date.now() ? 'Expired' : 'Active');

/**
 * `/admin/api-keys`: machine tokens for integrations (docs/api-keys.md). Making one shows the key once,
 * with a copy button; the list shows who made each, its role, expiry, last use and status; Revoke stops
 * a key at once. The server refuses a role wider than one's own.
 */
export default function ApiKeysPage() {
  const user = useAuthUser();
  const toast = useToast();
  const keys = useApiCall(listKeys, []);
  const roles = useApiCall(canManage('role', 'read', user) ? listRoles : null, []);
  const [name, setName] = useState('');
  const [roleId, setRoleId] = useState('');
  const [expires, setExpires] = useState('');
  const [fields, setFields] = useState<Record<string, string>>({});
  const [made, setMade] = useState<{ name: string; key: string }>();
  const [revoking, setRevoking] = useState<ApiKeyRecord>();
  const [busy, setBusy] = useState(false);
  const ownRole = user?.role ? [{ id: user.role.id, name: user.role.name }] : [];
  const roleOptions = roles.data?.data ?? ownRole;

  async function create(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setFields({});
    try {
      const body = { name, role_id: Number(roleId), ...(expires ? { expires_at: new Date(expires).toISOString() } : {}) };
      const answer = await apiSend<DataResponse<{ key: string; api_key: ApiKeyRecord }>>('POST', '/api/api-keys', body);
      setMade({ name: answer.data.api_key.name, key: answer.data.key });
      setName('');
      setExpires('');
      keys.reload();
    } catch (error) {
      const known = (error as { fields?: Record<string, string> }).fields;
      if (known) setFields(known);
      toast.error(errorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  async function copy(key: string) {
    try {
      await navigator.clipboard.writeText(key);
      toast.success('The key is copied');
    } catch {
      toast.error('Copying was refused by the browser: select the key and copy it by hand');
    }
  }

  async function revoke(key: ApiKeyRecord) {
    setBusy(true);
    try {
      await apiSend('POST', `/api/api-keys/${key.id}/revoke`);
      toast.success(`${key.name} is revoked: it is refused from now on`);
      keys.reload();
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setBusy(false);
      setRevoking(undefined);
    }
  }

  return (
    <section className="page api-keys">
      <header className="page-header">
        <h1>API keys</h1>
      </header>
      <p className="muted">Keys let other systems use the API with the rights of a role, never more than yours. Send one as <code>Authorization: Bearer &lt;key&gt;</code>.</p>

      {made && (
        <div className="notice api-key-made" role="status">
          <p>
            <strong>{made.name}</strong>: copy this key now. It is not shown again.
          </p>
          <p>
            <code className="api-key-value" data-testid="new-api-key" style={{ overflowWrap: 'anywhere' }}>{made.key}</code>
          </p>
          <div className="row-actions" style={{ justifyContent: 'flex-start' }}>
            <button type="button" className="btn btn-small btn-primary" onClick={() => void copy(made.key)}>Copy key</button>
            <button type="button" className="btn btn-small" onClick={() => setMade(undefined)}>Done</button>
          </div>
        </div>
      )}

      {canManage('api-key', 'create', user) && (
        <form className="form api-key-form" onSubmit={(e) => void create(e)} noValidate>
          <h2>New key</h2>
          <div className={`field${fields.name ? ' has-error' : ''}`}>
            <label htmlFor="api-key-name">Name <span className="muted">(what it is for: its writes are audited so)</span></label>
            <input id="api-key-name" className="input" value={name} onChange={(e) => setName(e.target.value)} maxLength={80} required aria-invalid={Boolean(fields.name)} />
            {fields.name && <p className="field-error">{fields.name}</p>}
          </div>
          <div className={`field${fields.role_id ? ' has-error' : ''}`}>
            <label htmlFor="api-key-role">Role</label>
            <select id="api-key-role" className="input" value={roleId} onChange={(e) => setRoleId(e.target.value)} required aria-invalid={Boolean(fields.role_id)}>
              <option value="">Choose a role</option>
              {roleOptions.map((r) => <option key={r.id} value={r.id}>{r.name}</option>)}
            </select>
            {fields.role_id && <p className="field-error">{fields.role_id}</p>}
          </div>
          <div className={`field${fields.expires_at ? ' has-error' : ''}`}>
            <label htmlFor="api-key-expires">Expires <span className="muted">(empty: until revoked)</span></label>
            <input id="api-key-expires" className="input" type="datetime-local" value={expires} onChange={(e) => setExpires(e.target.value)} aria-invalid={Boolean(fields.expires_at)} />
            {fields.expires_at && <p className="field-error">{fields.expires_at}</p>}
          </div>
          <div className="form-actions">
            <button type="submit" className="btn btn-primary" disabled={busy}>Create key</button>
          </div>
        </form>
      )}

      {keys.error && <p className="error" role="alert">{errorMessage(keys.error)}</p>}
      {keys.loading && !keys.data && <p>Loading...</p>}
      {keys.data && keys.data.data.length === 0 && <p>Empty List</p>}
      {keys.data && keys.data.data.length > 0 && (
        <div className="table-scroll">
          <table className="data-table api-keys-table">
            <thead>
              <tr><th>Name</th><th>Role</th><th>Created by</th><th>Expires</th><th>Last used</th><th>Status</th><th /></tr>
            </thead>
            <tbody>
              {keys.data.data.map((k) => (
                <tr key={k.id}>
                  <td data-label="Name">{k.name} <code className="muted">{k.prefix}…</code></td>
                  <td data-label="Role">{k.role?.name ?? '—'}</td>
                  <td data-label="Created by">{k.creator?.email ?? '—'}</td>
                  <td data-label="Expires">{when(k.expires_at)}</td>
                  <td data-label="Last used">{when(k.last_used_at)}{k.last_used_ip ? ` from ${k.last_used_ip}` : ''}</td>
                  <td data-label="Status">{statusOf(k)}</td>
                  <td>
                    {!k.revoked_at && canManage('api-key', 'update', user) && (
                      <button type="button" className="btn btn-small btn-danger" aria-label={`Revoke ${k.name}`} disabled={busy} onClick={() => setRevoking(k)}>Revoke</button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {revoking && <ConfirmDialog text={`Revoke ${revoking.name}?`} details="Systems using it are refused from the next request." busy={busy} onYes={() => void revoke(revoking)} onNo={() => setRevoking(undefined)} />}
    </section>
  );
}
