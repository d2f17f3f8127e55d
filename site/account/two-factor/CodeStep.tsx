/** The second step of signing in with two-factor sign-in on: a code from the app, or a recovery code. */
import { useState, type FormEvent } from 'react';
import { authApi, type AuthSession } from '../../../runtime-web/api/auth-api';
import { FormAlert } from '../AuthCard';
import { formErrors } from '../form-outcome';
import { REQUIRED, type FieldErrors } from '../validate';
import { CodeInput } from './CodeInput';
import { formText } from '../../components/form-text';

export function CodeStep({ challenge, onSignedIn, onRestart }: { challenge: string; onSignedIn: (session: AuthSession) => void; onRestart: () => void }) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = formText(new FormData(event.currentTarget), 'code').trim();
    setErrors({ code: code ? undefined : REQUIRED });
    if (!code) return;
    setBusy(true);
    try {
      onSignedIn(await authApi.loginTwoFactor(challenge, code));
    } catch (error) {
      setErrors(formErrors(error));
      setBusy(false);
    }
  };

  return (
    <form className="auth-step" method="post" noValidate onSubmit={(event) => void onSubmit(event)} aria-label="Two-factor sign-in">
      <p>Open your authenticator app and type the 6-digit code it shows for this site.</p>
      <FormAlert message={errors.form} />
      <CodeInput label="Code" error={errors.code} hint="No phone at hand? Type one of your recovery codes instead." />
      <button type="submit" className="site-btn site-btn-block" disabled={busy}>
        {busy ? 'Checking…' : 'Verify'}
      </button>
      <p className="auth-links">
        Lost your phone and your recovery codes? Ask an administrator to reset your two-factor sign-in.
        <br />
        <button type="button" className="link-button" onClick={onRestart}>
          Back to sign in
        </button>
      </p>
    </form>
  );
}
