/**
 * "Two-factor sign-in" on /profile: its state; setting it up (QR code, first code, recovery codes shown once);
 * new recovery codes; turning it off (not when the role requires it). Changes ask for the password and a code.
 */
import { useState, type FormEvent } from 'react';
import { authApi, type AuthSession } from '../../../runtime-web/api/auth-api';
import { errorMessage } from '../../../runtime-web/api/client';
import { useApiCall } from '../../../runtime-web/api/use-api-call';
import { saveAuth, TOKEN_KEY } from '../../../runtime-web/auth/storage';
import { FormField } from '../../components/FormField';
import { FormAlert } from '../AuthCard';
import { formErrors } from '../form-outcome';
import { REQUIRED, type FieldErrors } from '../validate';
import { AuthenticatorSetup } from './AuthenticatorSetup';
import { CodeInput } from './CodeInput';
import { RecoveryCodes } from './RecoveryCodes';
import { formText } from '../../components/form-text';

type Mode = { view: 'state' } | { view: 'setup' } | { view: 'codes'; codes: string[] } | { view: 'renew' } | { view: 'off' };

const readStatus = (signal: AbortSignal) => authApi.twoFactorStatus({ signal });
const day = (iso: string) => new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'long', day: 'numeric' });

export function TwoFactorSection() {
  const status = useApiCall(readStatus, []);
  const [mode, setMode] = useState<Mode>({ view: 'state' });
  const [notice, setNotice] = useState<string>();
  const back = (message?: string) => {
    setNotice(message);
    setMode({ view: 'state' });
    status.reload();
  };

  const enabled = (session: AuthSession, codes: string[]) => {
    // Turning it on ended every other sign-in; this one goes on with the new token, kept where the old one was.
    saveAuth(session.token, session.user, localStorage.getItem(TOKEN_KEY) !== null);
    setNotice('Two-factor sign-in is on. Other devices were signed out.');
    setMode({ view: 'codes', codes });
  };

  const state = status.data;
  return (
    <section className="profile-block" aria-labelledby="two-factor-title">
      <div className="profile-block-head">
        <h2 id="two-factor-title">Two-factor sign-in</h2>
      </div>
      <FormAlert message={status.error ? errorMessage(status.error) : undefined} />
      {notice && <p className="site-info" role="status">{notice}</p>}
      {mode.view === 'setup' && <AuthenticatorSetup onEnabled={enabled} onCancel={() => back()} />}
      {mode.view === 'codes' && <RecoveryCodes codes={mode.codes} level={3} onDone={() => back(notice)} />}
      {(mode.view === 'renew' || mode.view === 'off') && <PasswordAndCode mode={mode.view} onDone={back} onCodes={(codes) => setMode({ view: 'codes', codes })} />}
      {mode.view === 'state' && state && (
        <>
          <p>
            {state.enabled
              ? `On since ${day(state.since!)}: signing in asks for a code from your authenticator app. ${state.recovery_codes_left} of 10 recovery codes left.`
              : 'Off. With it on, signing in asks for a code from an app on your phone besides your password, so a stolen password alone does not open your account.'}
            {state.required && ' Your role requires it.'}
          </p>
          <p className="owned-actions">
            {state.enabled ? (
              <>
                <button type="button" className="site-btn site-btn-outline" onClick={() => setMode({ view: 'renew' })}>New recovery codes</button>
                {!state.required && <button type="button" className="site-btn site-btn-outline" onClick={() => setMode({ view: 'off' })}>Turn off</button>}
              </>
            ) : (
              <button type="button" className="site-btn" onClick={() => { setNotice(undefined); setMode({ view: 'setup' }); }}>Set up two-factor sign-in</button>
            )}
          </p>
        </>
      )}
    </section>
  );
}

/** New recovery codes, or turning it off: both ask for the password and a current code. */
function PasswordAndCode({ mode, onDone, onCodes }: { mode: 'renew' | 'off'; onDone: (message?: string) => void; onCodes: (codes: string[]) => void }) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const password = formText(form, 'current_password');
    const code = formText(form, 'code').trim();
    const found = { current_password: password ? undefined : REQUIRED, code: code ? undefined : REQUIRED };
    setErrors(found);
    if (found.current_password || found.code) return;
    setBusy(true);
    try {
      if (mode === 'renew') onCodes((await authApi.newRecoveryCodes(password, code)).recovery_codes);
      else {
        await authApi.disableTwoFactor(password, code);
        onDone('Two-factor sign-in is off.');
      }
    } catch (error) {
      setErrors(formErrors(error));
      setBusy(false);
    }
  };

  return (
    <form className="account-form" method="post" noValidate onSubmit={(event) => void onSubmit(event)} aria-label={mode === 'renew' ? 'New recovery codes' : 'Turn off two-factor sign-in'}>
      <p>{mode === 'renew' ? 'Your old recovery codes stop working; you get ten new ones.' : 'Signing in will ask for your password only.'}</p>
      <FormAlert message={errors.form} />
      <FormField id="two-factor-password" label="Your password" error={errors.current_password} required>
        {(a) => <input {...a} name="current_password" type="password" autoComplete="current-password" />}
      </FormField>
      <CodeInput label="Code from your app, or a recovery code" error={errors.code} />
      <p className="owned-actions">
        <button type="submit" className="site-btn" disabled={busy}>{mode === 'renew' ? 'Make new codes' : 'Turn off'}</button>
        <button type="button" className="site-btn site-btn-outline" onClick={() => onDone()}>Cancel</button>
      </p>
    </form>
  );
}
