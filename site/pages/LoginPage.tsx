import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { authApi } from '../../runtime-web/api/auth-api';
import { errorMessage } from '../../runtime-web/api/client';
import { saveAuth } from '../../runtime-web/auth/storage';
import { afterSignIn, returnTo } from '../account/after-sign-in';
import { AuthCard, FormAlert } from '../account/AuthCard';
import { COMPANY_NAME } from '../company';
import { LoginFields, type LoginErrors } from './LoginFields';

const REQUIRED = 'This field is required';

export function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const [errors, setErrors] = useState<LoginErrors>({});
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const email = String(form.get('email') ?? '').trim();
    const password = String(form.get('password') ?? '');
    const found: LoginErrors = { email: email ? undefined : REQUIRED, password: password ? undefined : REQUIRED };
    setErrors(found);
    if (found.email || found.password) return;
    setBusy(true);
    try {
      const session = await authApi.login({ email, password });
      // "Remember me" off keeps the session for this tab only (sessionStorage).
      saveAuth(session.token, session.user, form.get('remember') === 'on');
      navigate(afterSignIn(returnTo(location.state), session.user), { replace: true });
    } catch (error) {
      setErrors({ form: errorMessage(error) });
      setBusy(false);
    }
  };

  return (
    <AuthCard title="Sign in" onSubmit={onSubmit}>
      {params.get('expired') === '1' && !errors.form && (
        <p className="site-info" role="status">
          Your session has expired. Please sign in again.
        </p>
      )}
      {params.get('signed-out') === '1' && !errors.form && (
        <p className="site-info" role="status">
          You have signed out.
        </p>
      )}
      <FormAlert message={errors.form} />
      <LoginFields errors={errors} />
      <button type="submit" className="site-btn site-btn-block" disabled={busy}>
        Sign In
      </button>
      <p className="auth-links">
        <Link to="/forgot-password">Forgot your password?</Link>
        {' · '}
        {/* The place the guard stopped the visitor travels on, so registering brings them back too. */}
        <Link to="/register" state={location.state}>Create an account</Link>
      </p>
    </AuthCard>
  );
}

/** The route module of /login (loaded lazily). */
export { LoginPage as Component };
export const handle = { head: () => ({ title: `Sign in | ${COMPANY_NAME}` }) };
