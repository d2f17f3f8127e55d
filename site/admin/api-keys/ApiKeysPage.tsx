import { useState, type FormEvent } from 'react';
import { apiGet, apiSend, errorMessage, type DataResponse, type ListResponse } from '../../../runtime-web/api/client';
import { useApiCall } from '../../../runtime-web/api/use-api-call';
import { canManage } from '../../../runtime-web/auth/can';
import { useAuthUser } from '../../../runtime-web/auth/use-auth-user';
import { ConfirmDialog } from '../../../runtime-web/feedback/ConfirmDialog';
import { useToast } from '../../../runtime-web/feedback/Toasts';
import { displayLocale } from '../../../runtime-web/i18n/display-language';
import { useCatalogue, useT } from '../../../runtime-web/i18n/use-t';
import { listRoles } from '../user-role/types';
import { API_KEY_MESSAGES, type ApiKeyMessageKey } from './messages';

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
/** A date and time in the admin's language (`de`: "26.11.2026, 17:05:00"). */
const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString(displayLocale()) : '—');
const statusOf = (k: ApiKeyRecord): ApiKeyMessageKey =>
  k.revoked_at ? 'status.revoked' : k.expires_at && Date.parse(k.expires_at) <= Date.now() ? 'status.expired' : 'status.active';

/**
 * `/admin/api-keys`: machine tokens for integrations (docs/api-keys.md). Making one shows the key once,
 * with a copy button; the list shows who made each, its role, expiry, last use and status; Revoke stops
 * a key at once. The server refuses a role wider than one's own.
 */
export default function ApiKeysPage() {
  const user = useAuthUser();
  const toast = useToast();
  const t = useCatalogue(API_KEY_MESSAGES);
  const common = useT();
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
      toast.success(t('copied'));
    } catch {
      toast.error(t('copyRefused'));
    }
  }

  async function revoke(key: ApiKeyRecord) {
    setBusy(true);
    try {
      await apiSend('POST', `/api/api-keys/${key.id}/revoke`);
      toast.success(t('revoke.done', { name: key.name }));
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
        <h1>{t('title')}</h1>
      </header>
      <p className="muted">{t('intro')} {t('sendAs')} <code>{t('header')}</code>.</p>

      {made && (
        <div className="notice api-key-made" role="status">
          <p>
            <strong>{made.name}</strong>: {t('made.copyNow')}
          </p>
          <p>
            <code className="api-key-value" data-testid="new-api-key" style={{ overflowWrap: 'anywhere' }}>{made.key}</code>
          </p>
          <div className="row-actions" style={{ justifyContent: 'flex-start' }}>
            <button type="button" className="btn btn-small btn-primary" onClick={() => void copy(made.key)}>{t('made.copy')}</button>
            <button type="button" className="btn btn-small" onClick={() => setMade(undefined)}>{t('made.done')}</button>
          </div>
        </div>
      )}

      {canManage('api-key', 'create', user) && (
        <form className="form api-key-form" onSubmit={(e) => void create(e)} noValidate>
          <h2>{t('form.title')}</h2>
          <div className={`field${fields.name ? ' has-error' : ''}`}>
            <label htmlFor="api-key-name">{t('form.name')} <span className="muted">{t('form.nameHint')}</span></label>
            <input id="api-key-name" className="input" value={name} onChange={(e) => setName(e.target.value)} maxLength={80} required aria-invalid={Boolean(fields.name)} />
            {fields.name && <p className="field-error">{fields.name}</p>}
          </div>
          <div className={`field${fields.role_id ? ' has-error' : ''}`}>
            <label htmlFor="api-key-role">{t('form.role')}</label>
            <select id="api-key-role" className="input" value={roleId} onChange={(e) => setRoleId(e.target.value)} required aria-invalid={Boolean(fields.role_id)}>
              <option value="">{t('form.chooseRole')}</option>
              {roleOptions.map((r) => <option key={r.id} value={r.id}>{r.name}</option>)}
            </select>
            {fields.role_id && <p className="field-error">{fields.role_id}</p>}
          </div>
          <div className={`field${fields.expires_at ? ' has-error' : ''}`}>
            <label htmlFor="api-key-expires">{t('form.expires')} <span className="muted">{t('form.expiresHint')}</span></label>
            <input id="api-key-expires" className="input" type="datetime-local" value={expires} onChange={(e) => setExpires(e.target.value)} aria-invalid={Boolean(fields.expires_at)} />
            {fields.expires_at && <p className="field-error">{fields.expires_at}</p>}
          </div>
          <div className="form-actions">
            <button type="submit" className="btn btn-primary" disabled={busy}>{t('form.create')}</button>
          </div>
        </form>
      )}

      {keys.error && <p className="error" role="alert">{errorMessage(keys.error)}</p>}
      {keys.loading && !keys.data && <p>{common('list.loading')}</p>}
      {keys.data && keys.data.data.length === 0 && <p>{common('list.empty')}</p>}
      {keys.data && keys.data.data.length > 0 && (
        <div className="table-scroll">
          <table className="data-table api-keys-table">
            <thead>
              <tr><th>{t('list.name')}</th><th>{t('list.role')}</th><th>{t('list.createdBy')}</th><th>{t('list.expires')}</th><th>{t('list.lastUsed')}</th><th>{t('list.status')}</th><th /></tr>
            </thead>
            <tbody>
              {keys.data.data.map((k) => (
                <tr key={k.id}>
                  <td data-label={t('list.name')}>{k.name} <code className="muted">{k.prefix}…</code></td>
                  <td data-label={t('list.role')}>{k.role?.name ?? '—'}</td>
                  <td data-label={t('list.createdBy')}>{k.creator?.email ?? '—'}</td>
                  <td data-label={t('list.expires')}>{when(k.expires_at)}</td>
                  <td data-label={t('list.lastUsed')}>{k.last_used_ip ? t('list.lastUsedFrom', { when: when(k.last_used_at), ip: k.last_used_ip }) : when(k.last_used_at)}</td>
                  <td data-label={t('list.status')}>{t(statusOf(k))}</td>
                  <td>
                    {!k.revoked_at && canManage('api-key', 'update', user) && (
                      <button type="button" className="btn btn-small btn-danger" aria-label={t('revoke.label', { name: k.name })} disabled={busy} onClick={() => setRevoking(k)}>{t('revoke')}</button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {revoking && <ConfirmDialog text={t('revoke.confirm', { name: revoking.name })} details={t('revoke.details')} busy={busy} onYes={() => void revoke(revoking)} onNo={() => setRevoking(undefined)} />}
    </section>
  );
}
