import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { Link } from '../components/LocaleLink';
import { authApi, isChallenge, type AuthSession, type SignInChallenge } from '../../runtime-web/api/auth-api';
import { errorMessage } from '../../runtime-web/api/client';
import { saveAuth } from '../../runtime-web/auth/storage';
import { afterSignIn, returnTo } from '../account/after-sign-in';
import { AuthCard, FormAlert } from '../account/AuthCard';
import { AuthenticatorSetup } from '../account/two-factor/AuthenticatorSetup';
import { CodeStep } from '../account/two-factor/CodeStep';
import { RecoveryCodes } from '../account/two-factor/RecoveryCodes';
import { COMPANY_NAME } from '../company';
import { LoginFields, type LoginErrors } from './LoginFields';
import { formText } from '../components/form-text';

const REQUIRED = 'This field is required';

export function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const [errors, setErrors] = useState<LoginErrors>({});
  const [busy, setBusy] = useState(false);
  // After a right password: the code step, or the setup a role requires (then its recovery codes), before the session.
  const [next, setNext] = useState<{ remember: boolean } & (SignInChallenge | { step: 'recovery_codes'; session: AuthSession; codes: string[] })>();

  const finish = (session: AuthSession, remember: boolean) => {
    // "Remember me" off keeps the session for this tab only (sessionStorage).
    saveAuth(session.token, session.user, remember);
    void navigate(afterSignIn(returnTo(location.state), session.user), { replace: true });
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const email = formText(form, 'email').trim();
    const password = formText(form, 'password');
    const found: LoginErrors = { email: email ? undefined : REQUIRED, password: password ? undefined : REQUIRED };
    setErrors(found);
    if (found.email || found.password) return;
    setBusy(true);
    try {
      const answer = await authApi.login({ email, password });
      const remember = form.get('remember') === 'on';
      if (isChallenge(answer)) {
        setNext({ ...answer, remember });
        setBusy(false);
      } else finish(answer, remember);
    } catch (error) {
      setErrors({ form: errorMessage(error) });
      setBusy(false);
    }
  };

  const restart = () => {
    setErrors({});
    setNext(undefined);
  };
  if (next?.step === 'two_factor') {
    return (
      <AuthCard title="Two-factor sign-in">
        <CodeStep challenge={next.challenge} onSignedIn={(session) => finish(session, next.remember)} onRestart={restart} />
      </AuthCard>
    );
  }
  if (next?.step === 'two_factor_setup') {
    return (
      <AuthCard title="Set up two-factor sign-in">
        <p>Your role requires two-factor sign-in: besides your password, you will type a code from an app on your phone. Set it up now to continue.</p>
        <AuthenticatorSetup challenge={next.challenge} onEnabled={(session, codes) => setNext({ step: 'recovery_codes', session, codes, remember: next.remember })} onCancel={restart} />
      </AuthCard>
    );
  }
  if (next?.step === 'recovery_codes') {
    return (
      <AuthCard title="Two-factor sign-in is on">
        <RecoveryCodes codes={next.codes} onDone={() => finish(next.session, next.remember)} doneLabel="I have kept them: continue" />
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Sign in" onSubmit={(event) => void onSubmit(event)}>
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
        <Link to="/register" state={location.state as unknown}>Create an account</Link>
      </p>
    </AuthCard>
  );
}

/** The route module of /login (loaded lazily). */
export { LoginPage as Component };
export const handle = { head: () => ({ title: `Sign in | ${COMPANY_NAME}` }) };
