/**
 * /register: a customer account; errors show beside their inputs; afterwards the user is signed in and
 * lands on their profile, greeted (or back on the page that asked them to sign in, e.g. the checkout).
 */
import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Link } from '../components/LocaleLink';
import { authApi } from '../../runtime-web/api/auth-api';
import { ApiError, errorMessage } from '../../runtime-web/api/client';
import { saveAuth } from '../../runtime-web/auth/storage';
import { COMPANY_NAME } from '../company';
import { FormField } from '../components/FormField';
import { afterRegister, returnTo } from './after-sign-in';
import { AuthCard, FormAlert } from './AuthCard';
import { checkRegistration, hasErrors, type FieldErrors } from './validate';

export function RegisterPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const values = Object.fromEntries([...form.entries()].map(([k, v]) => [k, typeof v === 'string' ? v : '']));
    const found = checkRegistration(values);
    setErrors(found);
    if (hasErrors(found)) return;
    setBusy(true);
    try {
      const session = await authApi.register({ first_name: values.first_name!, last_name: values.last_name || null, email: values.email!, password: values.password! });
      saveAuth(session.token, session.user, form.get('remember') === 'on');
      const next = afterRegister(returnTo(location.state), session.user);
      void navigate(next.to, { replace: true, state: next.state });
    } catch (error) {
      setErrors(error instanceof ApiError && error.fields ? { ...error.fields, form: error.message } : { form: errorMessage(error) });
      setBusy(false);
    }
  };

  return (
    <AuthCard title="Create an account" onSubmit={(event) => void onSubmit(event)} label="Register">
      <FormAlert message={errors.form} />
      <FormField id="first_name" label="First name" error={errors.first_name} required>{(a) => <input {...a} name="first_name" autoComplete="given-name" maxLength={80} />}</FormField>
      <FormField id="last_name" label="Last name" error={errors.last_name}>{(a) => <input {...a} name="last_name" autoComplete="family-name" maxLength={80} />}</FormField>
      <FormField id="email" label="Email" error={errors.email} required>{(a) => <input {...a} name="email" type="email" autoComplete="email" />}</FormField>
      <FormField id="password" label="Password (at least 8 characters)" error={errors.password} required>{(a) => <input {...a} name="password" type="password" autoComplete="new-password" />}</FormField>
      <FormField id="password_repeat" label="Repeat the password" error={errors.password_repeat} required>{(a) => <input {...a} name="password_repeat" type="password" autoComplete="new-password" />}</FormField>
      <label className="site-check">
        <input type="checkbox" name="remember" defaultChecked /> Remember me
      </label>
      <button type="submit" className="site-btn site-btn-block" disabled={busy}>{busy ? 'Creating…' : 'Create account'}</button>
      <p className="auth-links">
        Have an account already? <Link to="/login" state={location.state as unknown}>Sign in</Link>
      </p>
    </AuthCard>
  );
}

export { RegisterPage as Component };
export const handle = { head: () => ({ title: `Create an account | ${COMPANY_NAME}` }) };
