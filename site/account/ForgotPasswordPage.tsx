/** /forgot-password: asks for the address and mails a reset link; the answer never says whether the address has an account. */
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { authApi } from '../../runtime-web/api/auth-api';
import { ApiError, errorMessage } from '../../runtime-web/api/client';
import { COMPANY_NAME } from '../company';
import { FormField } from '../components/FormField';
import { AuthCard, FormAlert } from './AuthCard';
import { checkEmail, type FieldErrors } from './validate';

export function ForgotPasswordPage() {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sent, setSent] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get('email') ?? '');
    const problem = checkEmail(email);
    setErrors({ email: problem });
    if (problem) return;
    setBusy(true);
    try {
      setSent((await authApi.forgotPassword(email)).message);
    } catch (error) {
      setErrors(error instanceof ApiError && error.fields ? { ...error.fields, form: error.message } : { form: errorMessage(error) });
    } finally {
      setBusy(false);
    }
  };

  if (sent) {
    return (
      <AuthCard title="Check your mail">
        <p className="site-info" role="status">{sent}</p>
        <p className="auth-links"><Link to="/login">Back to sign in</Link></p>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Forgot your password?" onSubmit={onSubmit} label="Forgot password">
      <p className="muted">Enter the address you sign in with. We mail you a link to choose a new password.</p>
      <FormAlert message={errors.form} />
      <FormField id="email" label="Email" error={errors.email} required>{(a) => <input {...a} name="email" type="email" autoComplete="email" />}</FormField>
      <button type="submit" className="site-btn site-btn-block" disabled={busy}>{busy ? 'Sending…' : 'Send the link'}</button>
      <p className="auth-links"><Link to="/login">Back to sign in</Link></p>
    </AuthCard>
  );
}

export { ForgotPasswordPage as Component };
export const handle = { head: () => ({ title: `Forgot your password? | ${COMPANY_NAME}` }) };
