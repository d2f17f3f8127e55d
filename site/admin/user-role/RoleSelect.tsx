import { useState } from 'react';
import { userApi } from '../../../generated/api';
import { errorMessage } from '../../../runtime-web/api/ApiError';
import { useToast } from '../../../runtime-web/feedback/Toasts';
import type { RoleRecord, UserRecord } from './types';

interface RoleSelectProps {
  user: UserRecord;
  /** Undefined while loading, or when the signed-in role may not read roles. */
  roles: RoleRecord[] | undefined;
  disabled: boolean;
}

/**
 * A user's role, saved as soon as it changes. The select shows the new role
 * at once and goes back to the old one when the server refuses it (a role
 * that grants more than the signed-in user's own, for instance).
 */
export function RoleSelect({ user, roles, disabled }: RoleSelectProps) {
  const toast = useToast();
  const [value, setValue] = useState(user.role_id ?? '');
  const [saving, setSaving] = useState(false);

  // Without the role list only the current role can be shown, so nothing can be chosen; a role
  // that may not read roles gets no attached role either (its id only).
  const current = user.role ?? (user.role_id ? { id: user.role_id, name: `#${user.role_id}` } : undefined);
  const options = roles ?? (current ? [current] : []);

  async function change(next: string) {
    const previous = value;
    setValue(Number(next));
    setSaving(true);
    try {
      await userApi.patch(user.id, { role_id: Number(next) });
      toast.success('Role changed');
    } catch (error) {
      setValue(previous);
      toast.error(errorMessage(error));
    } finally {
      setSaving(false);
    }
  }

  return (
    <select
      className="input role-select"
      aria-label={`Role of ${user.email}`}
      value={value}
      disabled={disabled || saving || !roles}
      onChange={(e) => void change(e.target.value)}
    >
      {value === '' && <option value="">No role</option>}
      {options.map((role) => (
        <option key={role.id} value={role.id}>
          {role.name}
        </option>
      ))}
    </select>
  );
}
