/**
 * /applicant-validation?token=…: the link mailed after applying. In the
 * browser it trades the token for the applicant session the server signs
 * (kept in sessionStorage) and leads to the exam. Without a token, or with
 * an expired one, the applicant can ask for a new link.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { Link } from '../../components/LocaleLink';
import { errorMessage } from '../../../runtime-web/api/client';
import { useHydrated } from '../../account/SignedInOnly';
import { FormField } from '../../components/FormField';
import { readOptions } from '../../data/read';
import type { PageHead } from '../../head';
import { storeApplicantSession } from './applicant-session';
import { confirmEmail, listOpenJobs, resendConfirmation, type Confirmed } from './careers-api';

export async function loader({ request }: LoaderFunctionArgs) {
  const jobs = await listOpenJobs({ perPage: 50 }, readOptions(request));
  return { jobs: jobs.data.map((j) => ({ id: j.id, title: j.title })), token: new URL(request.url).searchParams.get('token') ?? '' };
}

type Data = Awaited<ReturnType<typeof loader>>;

export const handle = {
  head: (): PageHead => ({ title: 'Confirm your email address', description: 'Confirm the email address of your job application.' }),
};

type State = { step: 'confirming' } | { step: 'confirmed'; confirmed: Confirmed } | { step: 'failed'; message: string };

export function Component() {
  const { jobs, token } = useLoaderData<Data>();
  const hydrated = useHydrated();
  const [state, setState] = useState<State>(token ? { step: 'confirming' } : { step: 'failed', message: 'Open the link in the message we sent you after you applied.' });

  useEffect(() => {
    if (!token) return;
    let live = true;
    confirmEmail(token).then(
      (confirmed) => {
        storeApplicantSession(confirmed.session);
        if (live) setState({ step: 'confirmed', confirmed });
      },
      (error: unknown) => live && setState({ step: 'failed', message: errorMessage(error) }),
    );
    return () => {
      live = false;
    };
  }, [token]);

  return (
    <>
      <header className="page-header">
        <div className="container">
          <p className="eyebrow">Careers</p>
          <h1>Confirm your email address</h1>
        </div>
      </header>
      <section className="section">
        <div className="container narrow">
          {(!hydrated || state.step === 'confirming') && <p role="status">Confirming your email address…</p>}
          {hydrated && state.step === 'confirmed' && (
            <div className="thank-you" role="status">
              <h2>Thank you, {state.confirmed.applicant.name}</h2>
              <p>Your email address is confirmed for your application for {state.confirmed.applicant.job_title}.</p>
              {state.confirmed.has_exam ? (
                <p><Link className="site-btn" to="/exam-start">Go to the online exam</Link></p>
              ) : (
                <p>Our HR team will contact you about the next steps.</p>
              )}
            </div>
          )}
          {hydrated && state.step === 'failed' && <Resend jobs={jobs} problem={state.message} />}
        </div>
      </section>
    </>
  );
}

function Resend({ jobs, problem }: { jobs: Data['jobs']; problem: string }) {
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = new FormData(event.currentTarget);
    const email = values.get('email'); // a text input: a string (null only if the field were missing)
    try {
      await resendConfirmation(typeof email === 'string' ? email : '', Number(values.get('job_id')));
      setSent(true);
    } catch (e) {
      setError(errorMessage(e));
    }
  };
  if (sent) return <p className="thank-you" role="status">If you applied for that job with this address, a new link is on its way.</p>;
  return (
    <>
      <p className="site-error" role="alert">{problem}</p>
      <form className="contact-form" noValidate onSubmit={(event) => void onSubmit(event)} aria-label="Send a new confirmation link">
        {error && <p className="site-error" role="alert">{error}</p>}
        <FormField id="email" label="The email address you applied with" required>{(a) => <input {...a} name="email" type="email" autoComplete="email" />}</FormField>
        <FormField id="job_id" label="The job you applied for" required>
          {(a) => (
            <select {...a} name="job_id">
              {jobs.map((j) => (
                <option key={j.id} value={j.id}>{j.title}</option>
              ))}
            </select>
          )}
        </FormField>
        <button type="submit" className="site-btn">Send a new link</button>
      </form>
    </>
  );
}
