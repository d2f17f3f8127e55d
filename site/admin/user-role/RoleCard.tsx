import { useState } from 'react';
import { roleApi } from '../../../generated/api';
import { errorMessage } from '../../../runtime-web/api/ApiError';
import { useToast } from '../../../runtime-web/feedback/Toasts';
import { useCatalogue } from '../../../runtime-web/i18n/use-t';
import { USER_ROLE_MESSAGES } from './messages';
import { PermissionMatrix } from './PermissionMatrix';
import type { Permissions, RoleRecord } from './types';

interface RoleCardProps {
  role: RoleRecord;
  readOnly: boolean;
  /** The signed-in user's own role: the server refuses any change to it. */
  isMine: boolean;
  /** The caller may update roles: on their own role they may still turn the two-factor requirement on (the server checks they use it). */
  mayRequireTwoFactor: boolean;
  onSaved: () => void;
}

type Draft = Pick<RoleRecord, 'admin_access' | 'all_permissions' | 'requires_two_factor'> & { permissions: Permissions };

const draftOf = (role: RoleRecord): Draft => ({
  admin_access: role.admin_access,
  all_permissions: role.all_permissions,
  requires_two_factor: role.requires_two_factor,
  permissions: role.permissions ?? {},
});

/** A role's summary and its editable grants, saved with one PATCH. */
export function RoleCard({ role, readOnly, isMine, mayRequireTwoFactor, onSaved }: RoleCardProps) {
  const toast = useToast();
  const t = useCatalogue(USER_ROLE_MESSAGES);
  const [draft, setDraft] = useState<Draft>(() => draftOf(role));
  const [saving, setSaving] = useState(false);
  const dirty = JSON.stringify(draft) !== JSON.stringify(draftOf(role));
  // One's own role: only turning the requirement on is offered (and sent alone, which is all the server accepts).
  const ownRequirement = isMine && mayRequireTwoFactor && !role.requires_two_factor;
  const editable = !readOnly || ownRequirement;
  const granted = Object.values(draft.permissions).reduce((n, ops) => n + (ops?.length ?? 0), 0);

  async function save() {
    setSaving(true);
    try {
      await roleApi.patch(role.id, isMine ? { requires_two_factor: draft.requires_two_factor } : draft);
      toast.success(t('role.saved', { name: role.name }));
      onSaved();
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setSaving(false);
    }
  }

  return (
    <article className="card role-card">
      <header className="role-head">
        <div>
          <h2>
            {role.name} <code className="role-key">{role.key}</code>
          </h2>
          {role.description && <p className="muted role-desc">{role.description}</p>}
        </div>
        <div className="badges">
          <span className={`badge ${role.admin_access ? 'badge-on' : ''}`}>{t(role.admin_access ? 'role.backOffice' : 'role.noBackOffice')}</span>
          {role.all_permissions && <span className="badge badge-on">{t('role.allPermissions')}</span>}
          {role.requires_two_factor && <span className="badge badge-on">{t('role.twoFactor')}</span>}
          {isMine && <span className="badge">{t('role.mine')}</span>}
        </div>
      </header>

      <fieldset className="role-toggles" disabled={readOnly || saving}>
        <legend className="visually-hidden">{t('role.accessOf', { name: role.name })}</legend>
        <label className="toggle">
          <input type="checkbox" checked={draft.admin_access} onChange={(e) => setDraft({ ...draft, admin_access: e.target.checked })} />
          {t('role.adminAccess')} <span className="muted">{t('role.adminAccessHint')}</span>
        </label>
        <label className="toggle">
          <input type="checkbox" checked={draft.all_permissions} onChange={(e) => setDraft({ ...draft, all_permissions: e.target.checked })} />
          {t('role.allPermissions')} <span className="muted">{t('role.allPermissionsHint')}</span>
        </label>
      </fieldset>
      <label className="toggle role-two-factor">
        <input
          type="checkbox"
          checked={draft.requires_two_factor}
          disabled={saving || (readOnly && !ownRequirement)}
          onChange={(e) => setDraft({ ...draft, requires_two_factor: e.target.checked })}
        />
        {t('role.requiresTwoFactor')} <span className="muted">{t('role.requiresTwoFactorHint')}</span>
      </label>

      <details className="role-matrix">
        <summary>
          {t('role.permissions')}{' '}
          <span className="muted">({draft.all_permissions ? t('role.all') : t('role.granted', { count: granted })})</span>
        </summary>
        {!draft.admin_access && <p className="hint">{t('role.noEffect')}</p>}
        <PermissionMatrix
          permissions={draft.permissions}
          all={draft.all_permissions}
          disabled={readOnly || saving || draft.all_permissions}
          onChange={(permissions) => setDraft({ ...draft, permissions })}
        />
      </details>

      <footer className="role-foot">
        {isMine ? (
          <span className="hint">{ownRequirement && dirty ? t('role.unsaved') : t('role.notOwn')}</span>
        ) : readOnly ? (
          <span className="hint">{t('role.mayNotEdit')}</span>
        ) : (
          <span className="hint">{dirty ? t('role.unsaved') : ''}</span>
        )}
        {editable && (
          <div className="form-actions">
            <button type="button" className="btn" disabled={!dirty || saving} onClick={() => setDraft(draftOf(role))}>
              {t('role.reset')}
            </button>
            <button type="button" className="btn btn-primary" disabled={!dirty || saving} onClick={() => void save()}>
              {t(saving ? 'saving' : 'save')}
            </button>
          </div>
        )}
      </footer>
    </article>
  );
}
