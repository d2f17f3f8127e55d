/**
 * /forgot-password: asks for the address and mails a reset link; the answer never says whether the address has an account.
 * With JavaScript the form sends itself; without it, the browser posts it to /forgot-password and the route's `action`
 * makes the same API call on the server (the visitor's address goes along, so the API's rate limit counts the visitor):
 * the page again with the API's answer, or with its field errors and what was typed.
 */
import { useState, type FormEvent } from 'react';
import { data, useActionData, type ActionFunctionArgs } from 'react-router-dom';
import { Link } from '../components/LocaleLink';
import { authApi } from '../../runtime-web/api/auth-api';
import type { RequestOptions } from '../../runtime-web/api/client';
import { COMPANY_NAME } from '../company';
import { FormField } from '../components/FormField';
import { readOptions } from '../data/read';
import { AuthCard, FormAlert } from './AuthCard';
import { answerStatus, formErrors } from './form-outcome';
import { checkEmail, type FieldErrors } from './validate';
import { formText } from '../components/form-text';

/** What sending the form came to: the API's words for what happens next, or the errors (and what was typed). */
type Outcome = { sent: string } | { email: string; errors: FieldErrors; status: number };

/** The checks of the page, then the API: the same for the browser's submit and the server's action. */
async function requestLink(email: string, options?: RequestOptions): Promise<Outcome> {
  const problem = checkEmail(email);
  if (problem) return { email, errors: { email: problem }, status: 400 };
  try {
    return { sent: (await authApi.forgotPassword(email, options)).message };
  } catch (error) {
    return { email, errors: formErrors(error), status: answerStatus(error) };
  }
}

/** The form sent without JavaScript. */
export async function action({ request }: ActionFunctionArgs) {
  const outcome = await requestLink(formText(await request.formData(), 'email'), readOptions(request));
  return 'sent' in outcome ? outcome : data(outcome, { status: outcome.status });
}

export function ForgotPasswordPage() {
  const posted = useActionData<Outcome>();
  const [outcome, setOutcome] = useState<Outcome | undefined>(posted);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = formText(new FormData(event.currentTarget), 'email');
    setBusy(true);
    setOutcome(await requestLink(email));
    setBusy(false);
  };

  if (outcome && 'sent' in outcome) {
    return (
      <AuthCard title="Check your mail">
        <p className="site-info" role="status">{outcome.sent}</p>
        <p className="auth-links"><Link to="/login">Back to sign in</Link></p>
      </AuthCard>
    );
  }
  const errors = outcome?.errors ?? {};
  return (
    <AuthCard title="Forgot your password?" onSubmit={(event) => void onSubmit(event)} label="Forgot password">
      <p className="muted">Enter the address you sign in with. We mail you a link to choose a new password.</p>
      <FormAlert message={errors.form} />
      <FormField id="email" label="Email" error={errors.email} required>{(a) => <input {...a} name="email" type="email" autoComplete="email" defaultValue={outcome?.email} />}</FormField>
      <button type="submit" className="site-btn site-btn-block" disabled={busy}>{busy ? 'Sending…' : 'Send the link'}</button>
      <p className="auth-links"><Link to="/login">Back to sign in</Link></p>
    </AuthCard>
  );
}

export { ForgotPasswordPage as Component };
export const handle = { head: () => ({ title: `Forgot your password? | ${COMPANY_NAME}` }) };
