import { useState } from 'react';
import { userApi } from '../../../generated/api';
import { errorMessage } from '../../../runtime-web/api/ApiError';
import { ConfirmDialog } from '../../../runtime-web/feedback/ConfirmDialog';
import { useToast } from '../../../runtime-web/feedback/Toasts';
import { useCatalogue } from '../../../runtime-web/i18n/use-t';
import { USER_ROLE_MESSAGES } from './messages';
import { describeGrants, widensAccess } from './role-change';
import type { RoleRecord, UserRecord } from './types';

interface RoleSelectProps {
  user: UserRecord;
  /** Undefined while loading, or when the signed-in role may not read roles. */
  roles: RoleRecord[] | undefined;
  disabled: boolean;
}

/**
 * A user's role: choosing one changes nothing until Save. A change that gives
 * access the user did not have (a customer made staff, a role with more
 * grants) first says what the new role grants and needs a Yes; No puts the
 * select back. Narrowing saves at once. The server may still refuse (a role
 * granting more than the signed-in user's own): the select goes back and says why.
 */
export function RoleSelect({ user, roles, disabled }: RoleSelectProps) {
  const toast = useToast();
  const t = useCatalogue(USER_ROLE_MESSAGES);
  const [saved, setSaved] = useState<number | ''>(user.role_id ?? '');
  const [chosen, setChosen] = useState<number | ''>(saved);
  const [confirming, setConfirming] = useState<RoleRecord | null>(null);
  const [saving, setSaving] = useState(false);

  // Without the role list only the current role can be shown, so nothing can be chosen; a role
  // that may not read roles gets no attached role either (its id only).
  const current = user.role ?? (user.role_id ? { id: user.role_id, name: `#${user.role_id}` } : undefined);
  const options = roles ?? (current ? [current] : []);
  const changed = chosen !== '' && chosen !== saved;

  async function save(role: RoleRecord) {
    setConfirming(null);
    setSaving(true);
    try {
      await userApi.patch(user.id, { role_id: role.id });
      setSaved(role.id);
      toast.success(t('select.saved', { email: user.email, role: role.name }));
    } catch (error) {
      setChosen(saved);
      toast.error(errorMessage(error));
    } finally {
      setSaving(false);
    }
  }

  function submit() {
    const next = roles?.find((r) => r.id === chosen);
    if (!next) return;
    const before = roles?.find((r) => r.id === saved);
    if (widensAccess(before, next)) setConfirming(next);
    else void save(next);
  }

  const label = t('select.label', { email: user.email });
  return (
    <span className="role-select-row">
      <select className="input role-select" aria-label={label} value={chosen} disabled={disabled || saving || !roles} onChange={(e) => setChosen(Number(e.target.value))}>
        {chosen === '' && <option value="">{t('select.none')}</option>}
        {options.map((role) => (
          <option key={role.id} value={role.id}>
            {role.name}
          </option>
        ))}
      </select>
      {changed && (
        <>
          <button type="button" className="btn btn-small btn-primary" onClick={submit} disabled={saving} aria-label={t('select.saveLabel', { email: user.email })}>
            {t(saving ? 'saving' : 'save')}
          </button>
          <button type="button" className="btn btn-small" onClick={() => setChosen(saved)} disabled={saving} aria-label={t('select.keepLabel', { email: user.email })}>
            {t('select.cancel')}
          </button>
        </>
      )}
      {confirming && (
        <ConfirmDialog
          text={t('select.confirm', { email: user.email, role: confirming.name })}
          details={
            <ul className="grant-list">
              {describeGrants(confirming, t).map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          }
          onYes={() => void save(confirming)}
          onNo={() => {
            setConfirming(null);
            setChosen(saved);
          }}
        />
      )}
    </span>
  );
}
