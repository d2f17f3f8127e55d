/** /reset-password?token=…: the page of the mailed link; a new password, then sign in with it. */
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { authApi } from '../../runtime-web/api/auth-api';
import { ApiError, errorMessage } from '../../runtime-web/api/client';
import { COMPANY_NAME } from '../company';
import { FormField } from '../components/FormField';
import { AuthCard, FormAlert } from './AuthCard';
import { checkNewPassword, hasErrors, type FieldErrors } from './validate';

export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [errors, setErrors] = useState<FieldErrors>({});
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const password = String(form.get('password') ?? '');
    const found = checkNewPassword(password, String(form.get('password_repeat') ?? ''));
    setErrors(found);
    if (hasErrors(found)) return;
    setBusy(true);
    try {
      await authApi.resetPassword({ token, password });
      setDone(true);
    } catch (error) {
      // A used or expired link is the link's fault, not a field's: say so above the form.
      const fields = error instanceof ApiError ? error.fields : undefined;
      setErrors({ password: fields?.password, form: fields?.token ?? errorMessage(error) });
    } finally {
      setBusy(false);
    }
  };

  if (!token) {
    return (
      <AuthCard title="Choose a new password">
        <p className="site-error" role="alert">This link is incomplete. Open the link from the mail again, or ask for a new one.</p>
        <p className="auth-links"><Link to="/forgot-password">Ask for a new link</Link></p>
      </AuthCard>
    );
  }
  if (done) {
    return (
      <AuthCard title="Password changed">
        <p className="site-info" role="status">Your password was changed, and every earlier sign-in has ended.</p>
        <Link className="site-btn site-btn-block" to="/login">Sign in</Link>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Choose a new password" onSubmit={onSubmit} label="Reset password">
      <FormAlert message={errors.form} />
      {errors.form && <p className="auth-links"><Link to="/forgot-password">Ask for a new link</Link></p>}
      <FormField id="password" label="New password (at least 8 characters)" error={errors.password} required>{(a) => <input {...a} name="password" type="password" autoComplete="new-password" />}</FormField>
      <FormField id="password_repeat" label="Repeat the new password" error={errors.password_repeat} required>{(a) => <input {...a} name="password_repeat" type="password" autoComplete="new-password" />}</FormField>
      <button type="submit" className="site-btn site-btn-block" disabled={busy}>{busy ? 'Saving…' : 'Save the new password'}</button>
    </AuthCard>
  );
}

export { ResetPasswordPage as Component };
export const handle = { head: () => ({ title: `Choose a new password | ${COMPANY_NAME}` }) };
