import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate, useSearchParams, type Location } from 'react-router-dom';
import { authApi } from '../../runtime-web/api/auth-api';
import { errorMessage } from '../../runtime-web/api/client';
import { hasAdminAccess } from '../../runtime-web/auth/can';
import { saveAuth, type AuthUser } from '../../runtime-web/auth/storage';
import { COMPANY_NAME } from '../company';
import { LoginFields, type LoginErrors } from './LoginFields';

const REQUIRED = 'This field is required';

/** Where to go after signing in: back where the guard stopped the user, else their home. */
function target(from: Location | undefined, user: AuthUser): string {
  if (from?.pathname && from.pathname !== '/login') return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
  return hasAdminAccess(user) ? '/admin/dashboard' : '/';
}

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
      saveAuth(session.token, session.user, form.get('remember') === 'on');
      navigate(target((location.state as { from?: Location } | null)?.from, session.user), { replace: true });
    } catch (error) {
      setErrors({ form: errorMessage(error) });
      setBusy(false);
    }
  };

  return (
    <div className="auth-page">
      <form className="auth-card" noValidate onSubmit={onSubmit}>
        <Link to="/" className="site-brand">
          <span className="site-logo" aria-hidden="true">N</span>
          {COMPANY_NAME}
        </Link>
        <h1>Sign in</h1>
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
        {errors.form && (
          <p className="site-error" role="alert">
            {errors.form}
          </p>
        )}
        <LoginFields errors={errors} />
        <button type="submit" className="site-btn site-btn-block" disabled={busy}>
          Sign In
        </button>
      </form>
    </div>
  );
}

/** The route module of /login (loaded lazily). */
export { LoginPage as Component };
export const handle = { head: () => ({ title: `Sign in | ${COMPANY_NAME}` }) };
