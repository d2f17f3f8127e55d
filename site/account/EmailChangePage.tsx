/**
 * /email-change: signed in, ask to move the account to a new address (with
 * the current password); the server mails a link to that address.
 * /email-change?token=…: the page of that link, which needs no sign-in: a
 * button confirms (a mail scanner opening the link changes nothing).
 */
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Link } from '../components/LocaleLink';
import { authApi } from '../../runtime-web/api/auth-api';
import { ApiError, errorMessage } from '../../runtime-web/api/client';
import { getUser, updateStoredUser } from '../../runtime-web/auth/storage';
import { FormField } from '../components/FormField';
import type { PageHead } from '../head';
import { FormAlert } from './AuthCard';
import { SignedInOnly } from './SignedInOnly';
import { checkEmail, REQUIRED, type FieldErrors } from './validate';
import { formText } from '../components/form-text';

const failure = (error: unknown): FieldErrors =>
  error instanceof ApiError && error.fields ? { ...error.fields, form: error.fields.token ?? error.message } : { form: errorMessage(error) };

function ConfirmChange({ token }: { token: string }) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [email, setEmail] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      const changed = await authApi.confirmEmailChange(token);
      const user = getUser();
      if (user) updateStoredUser({ ...user, email: changed.email });
      setEmail(changed.email);
    } catch (error) {
      setErrors(failure(error));
    } finally {
      setBusy(false);
    }
  };
  if (email) return <p className="site-info" role="status">Done: your account now signs in with {email}.</p>;
  return (
    <>
      <FormAlert message={errors.form} />
      <p>Follow this step to sign in with your new address from now on.</p>
      <button type="button" className="site-btn" onClick={() => void confirm()} disabled={busy}>{busy ? 'Confirming…' : 'Confirm the new address'}</button>
    </>
  );
}

function AskForChange() {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sent, setSent] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const email = formText(form, 'email');
    const current = formText(form, 'current_password');
    const found = { email: checkEmail(email), current_password: current ? undefined : REQUIRED };
    setErrors(found);
    if (found.email || found.current_password) return;
    setBusy(true);
    try {
      setSent((await authApi.changeEmail({ email, current_password: current })).message);
    } catch (error) {
      setErrors(failure(error));
    } finally {
      setBusy(false);
    }
  };
  if (sent) return <p className="site-info" role="status">{sent}</p>;
  return (
    <form className="account-form" method="post" noValidate onSubmit={(event) => void onSubmit(event)} aria-label="Change email">
      <p>You sign in with <strong>{getUser()?.email}</strong>. We mail a link to the new address; the change is made when you follow it.</p>
      <FormAlert message={errors.form} />
      <FormField id="email" label="New email" error={errors.email} required>{(a) => <input {...a} name="email" type="email" autoComplete="email" />}</FormField>
      <FormField id="current_password" label="Your current password" error={errors.current_password} required>{(a) => <input {...a} name="current_password" type="password" autoComplete="current-password" />}</FormField>
      <button type="submit" className="site-btn" disabled={busy}>{busy ? 'Sending…' : 'Send the link'}</button>
    </form>
  );
}

export function Component() {
  const [params] = useSearchParams();
  const token = params.get('token');
  return (
    <section className="section">
      <div className="container narrow-page">
        <h1>{token ? 'Confirm your new email' : 'Change your email'}</h1>
        {token ? (
          <ConfirmChange token={token} />
        ) : (
          <SignedInOnly>
            <AskForChange />
          </SignedInOnly>
        )}
        <p className="auth-links"><Link to="/">Back to the home page</Link></p>
      </div>
    </section>
  );
}

export const handle = { head: (): PageHead => ({ title: 'Change your email' }) };
