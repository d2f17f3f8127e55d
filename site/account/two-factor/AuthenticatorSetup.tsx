/**
 * Setting up two-factor sign-in: the QR code and the key for the authenticator app, then the first code it
 * shows (and, signed in, the password). Used on the profile and at sign-in when a role requires it.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { authApi, type AuthSession, type TwoFactorSetup } from '../../../runtime-web/api/auth-api';
import { errorMessage } from '../../../runtime-web/api/client';
import { FormField } from '../../components/FormField';
import { FormAlert } from '../AuthCard';
import { formErrors } from '../form-outcome';
import { REQUIRED, type FieldErrors } from '../validate';
import { CodeInput } from './CodeInput';
import { formText } from '../../components/form-text';

interface Props {
  /** A sign-in's setup challenge; without one, the signed-in user sets it up and types their password. */
  challenge?: string;
  onEnabled: (session: AuthSession, recoveryCodes: string[]) => void;
  onCancel?: () => void;
}

/** The key in groups of four, easier to type. */
const grouped = (secret: string) => secret.replace(/(.{4})/g, '$1 ').trim();

export function AuthenticatorSetup({ challenge, onEnabled, onCancel }: Props) {
  const [setup, setSetup] = useState<TwoFactorSetup>();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    authApi.twoFactorSetup(challenge).then(
      (answer) => live && setSetup(answer),
      (error: unknown) => live && setErrors({ form: errorMessage(error) }),
    );
    return () => {
      live = false;
    };
  }, [challenge]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const code = formText(form, 'code').trim();
    const password = formText(form, 'current_password');
    const found: FieldErrors = { code: code ? undefined : REQUIRED, ...(challenge ? {} : { current_password: password ? undefined : REQUIRED }) };
    setErrors(found);
    if (found.code || found.current_password) return;
    setBusy(true);
    try {
      const { recovery_codes, ...session } = await authApi.twoFactorConfirm(challenge ? { challenge } : { current_password: password }, code);
      onEnabled(session, recovery_codes);
    } catch (error) {
      setErrors(formErrors(error));
      setBusy(false);
    }
  };

  return (
    <form className="account-form two-factor-setup" method="post" noValidate onSubmit={(event) => void onSubmit(event)} aria-label="Set up two-factor sign-in">
      <FormAlert message={errors.form} />
      <ol className="setup-steps">
        <li>Install an authenticator app on your phone, if you have none: for example Google Authenticator, Microsoft Authenticator, 1Password or Aegis.</li>
        <li>
          In the app, add an account and scan this QR code.
          {setup ? (
            <span className="setup-qr">
              <img src={setup.qr} alt="QR code for your authenticator app" width={200} height={200} />
              <span>
                Cannot scan? Type this key instead:
                <code className="setup-secret">{grouped(setup.secret)}</code>
              </span>
            </span>
          ) : (
            !errors.form && <span className="setup-qr muted">Loading...</span>
          )}
        </li>
        <li>Type the 6-digit code the app now shows.</li>
      </ol>
      <CodeInput label="Code from the app" error={errors.code} />
      {!challenge && (
        <FormField id="two-factor-password" label="Your password" error={errors.current_password} required>
          {(a) => <input {...a} name="current_password" type="password" autoComplete="current-password" />}
        </FormField>
      )}
      <p className="owned-actions">
        <button type="submit" className="site-btn" disabled={busy || !setup}>
          {busy ? 'Checking…' : 'Turn on two-factor sign-in'}
        </button>
        {onCancel && (
          <button type="button" className="site-btn site-btn-outline" onClick={onCancel}>
            Cancel
          </button>
        )}
      </p>
    </form>
  );
}
