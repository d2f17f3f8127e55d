import { useState } from 'react';
import { ADMIN_LANGUAGES, type AdminLanguage } from '../../runtime-shared/admin-languages';
import { authApi } from '../api/auth-api';
import { errorMessage } from '../api/client';
import { updateStoredUser } from '../auth/storage';
import { useToast } from '../feedback/Toasts';
import { useAdminLanguage, useT } from './use-t';

/** Each language named in itself, so a user who cannot read the current one still finds theirs. */
const NATIVE_NAMES: Record<AdminLanguage, string> = { en: 'English', de: 'Deutsch' };

/**
 * The signed-in user's admin language, in the top bar: saved on the account (POST /api/auth/language),
 * then the stored user is replaced, so the whole admin re-renders in it.
 */
export function LanguageSelect() {
  const t = useT();
  const toast = useToast();
  const language = useAdminLanguage();
  const [busy, setBusy] = useState(false);
  const choose = async (next: AdminLanguage) => {
    setBusy(true);
    try {
      updateStoredUser(await authApi.setLanguage(next));
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <select
      className="topbar-language"
      aria-label={t('shell.language')}
      value={language}
      disabled={busy}
      onChange={(event) => void choose(event.target.value as AdminLanguage)}
    >
      {ADMIN_LANGUAGES.map((code) => (
        <option key={code} value={code} lang={code}>
          {NATIVE_NAMES[code]}
        </option>
      ))}
    </select>
  );
}
