/** "Change your password" on /profile: the current password, then the new one twice. */
import { useState, type FormEvent } from 'react';
import { authApi } from '../../runtime-web/api/auth-api';
import { ApiError, errorMessage } from '../../runtime-web/api/client';
import { saveAuth, TOKEN_KEY } from '../../runtime-web/auth/storage';
import { FormField } from '../components/FormField';
import { FormAlert } from './AuthCard';
import { checkNewPassword, hasErrors, REQUIRED, type FieldErrors } from './validate';
import { formText } from '../components/form-text';

export function ChangePassword() {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const current = formText(form, 'current_password');
    const password = formText(form, 'password');
    const found = { current_password: current ? undefined : REQUIRED, ...checkNewPassword(password, formText(form, 'password_repeat')) };
    setErrors(found);
    setDone(false);
    if (hasErrors(found)) return;
    setBusy(true);
    try {
      const session = await authApi.changePassword({ current_password: current, new_password: password });
      // Every other sign-in ended; this one goes on with the new token, kept where the old one was.
      saveAuth(session.token, session.user, localStorage.getItem(TOKEN_KEY) !== null);
      formElement.reset();
      setDone(true);
    } catch (error) {
      const fields = error instanceof ApiError ? error.fields : undefined;
      setErrors(fields ? { current_password: fields.current_password, password: fields.new_password, form: error instanceof Error ? error.message : undefined } : { form: errorMessage(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="profile-block" aria-labelledby="password-title">
      <div className="profile-block-head">
        <h2 id="password-title">Password</h2>
      </div>
      <form className="account-form" method="post" noValidate onSubmit={(event) => void onSubmit(event)} aria-label="Change your password">
        {done && <p className="site-info" role="status">Your password was changed. Other devices were signed out.</p>}
        <FormAlert message={errors.form} />
        <FormField id="current_password" label="Current password" error={errors.current_password} required>{(a) => <input {...a} name="current_password" type="password" autoComplete="current-password" />}</FormField>
        <FormField id="password" label="New password (at least 8 characters)" error={errors.password} required>{(a) => <input {...a} name="password" type="password" autoComplete="new-password" />}</FormField>
        <FormField id="password_repeat" label="Repeat the new password" error={errors.password_repeat} required>{(a) => <input {...a} name="password_repeat" type="password" autoComplete="new-password" />}</FormField>
        <button type="submit" className="site-btn" disabled={busy}>{busy ? 'Saving…' : 'Change password'}</button>
      </form>
    </section>
  );
}
