import { useState } from 'react';
import { errorMessage } from '../../../runtime-web/api/ApiError';
import { authApi } from '../../../runtime-web/api/auth-api';
import { ConfirmDialog } from '../../../runtime-web/feedback/ConfirmDialog';
import { useToast } from '../../../runtime-web/feedback/Toasts';
import { useCatalogue } from '../../../runtime-web/i18n/use-t';
import { USER_ROLE_MESSAGES } from './messages';
import type { UserRecord } from './types';

/**
 * A lost phone: turns off the user's two-factor sign-in and ends their sign-ins, so they sign in with the
 * password alone (and set it up again if their role requires it). Written to the audit log. The server
 * refuses it for one's own account and for a user whose role grants more than one's own.
 */
export function ResetTwoFactorButton({ user, disabled, onReset }: { user: UserRecord; disabled: boolean; onReset: () => void }) {
  const toast = useToast();
  const t = useCatalogue(USER_ROLE_MESSAGES);
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);

  async function reset() {
    setBusy(true);
    try {
      await authApi.resetUserTwoFactor(user.id);
      toast.success(t('twoFactor.done', { email: user.email }));
      setAsking(false);
      onReset();
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <button type="button" className="btn btn-small" aria-label={t('twoFactor.label', { email: user.email })} disabled={disabled || busy} onClick={() => setAsking(true)}>
        {t('twoFactor.button')}
      </button>
      {asking && (
        <ConfirmDialog
          text={t('twoFactor.confirm', { email: user.email })}
          onYes={() => void reset()}
          onNo={() => setAsking(false)}
          busy={busy}
        />
      )}
    </>
  );
}
