import { useState } from 'react';
import { errorMessage } from '../../../runtime-web/api/ApiError';
import { authApi } from '../../../runtime-web/api/auth-api';
import { useToast } from '../../../runtime-web/feedback/Toasts';
import { useCatalogue } from '../../../runtime-web/i18n/use-t';
import { USER_ROLE_MESSAGES } from './messages';
import type { UserRecord } from './types';

/**
 * Ends every sign-in of a user (a lost laptop, a leaver): their tokens are
 * refused from the next request on. The server refuses it for a user whose
 * role grants more than the signed-in user's own.
 */
export function SignOutButton({ user, disabled }: { user: UserRecord; disabled: boolean }) {
  const toast = useToast();
  const t = useCatalogue(USER_ROLE_MESSAGES);
  const [busy, setBusy] = useState(false);

  async function signOut() {
    setBusy(true);
    try {
      await authApi.signOutUser(user.id);
      toast.success(t('signOut.done', { email: user.email }));
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <button type="button" className="btn btn-small" aria-label={t('signOut.label', { email: user.email })} disabled={disabled || busy} onClick={() => void signOut()}>
      {t('signOut.button')}
    </button>
  );
}
