/**
 * /reset-password?token=…: the page of the mailed link; a new password, then sign in with it.
 * With JavaScript the form sends itself; without it, the browser posts it to this address (token included) and
 * the route's `action` runs the same checks and the same API call on the server (the visitor's address goes
 * along, for the API's rate limit): the page again with the result or the errors. Passwords are never kept.
 */
import { useState, type FormEvent } from 'react';
import { data, useActionData, useSearchParams, type ActionFunctionArgs } from 'react-router-dom';
import { Link } from '../components/LocaleLink';
import { authApi } from '../../runtime-web/api/auth-api';
import { ApiError, errorMessage, type RequestOptions } from '../../runtime-web/api/client';
import { COMPANY_NAME } from '../company';
import { FormField } from '../components/FormField';
import { readOptions } from '../data/read';
import { AuthCard, FormAlert } from './AuthCard';
import { answerStatus } from './form-outcome';
import { checkNewPassword, hasErrors, type FieldErrors } from './validate';
import { formText } from '../components/form-text';

type Outcome = { done: true } | { errors: FieldErrors; status: number };

/** The checks of the page, then the API: the same for the browser's submit and the server's action. */
async function resetPassword(token: string, form: FormData, options?: RequestOptions): Promise<Outcome> {
  const password = formText(form, 'password');
  const found = checkNewPassword(password, formText(form, 'password_repeat'));
  if (hasErrors(found)) return { errors: found, status: 400 };
  try {
    await authApi.resetPassword({ token, password }, options);
    return { done: true };
  } catch (error) {
    // A used or expired link is the link's fault, not a field's: say so above the form.
    const fields = error instanceof ApiError ? error.fields : undefined;
    return { errors: { password: fields?.password, form: fields?.token ?? errorMessage(error) }, status: answerStatus(error) };
  }
}

/** The form sent without JavaScript. */
export async function action({ request }: ActionFunctionArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  const outcome = await resetPassword(token, await request.formData(), readOptions(request));
  return 'done' in outcome ? outcome : data(outcome, { status: outcome.status });
}

export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const posted = useActionData<Outcome>();
  const [outcome, setOutcome] = useState<Outcome | undefined>(posted);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setOutcome(await resetPassword(token, form));
    setBusy(false);
  };
  const done = outcome !== undefined && 'done' in outcome;
  const errors = outcome && 'errors' in outcome ? outcome.errors : {};

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
    <AuthCard title="Choose a new password" onSubmit={(event) => void onSubmit(event)} label="Reset password">
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
