import { useState, type FormEvent } from 'react';
import { subscriberApi } from '../../generated/api';
import { ApiError, errorMessage } from '../../runtime-web/api/client';

type Outcome = { kind: 'done' | 'already' | 'error'; text: string } | null;

/** The footer's newsletter sign-up: creates a subscriber; an address subscribes once (the API answers 409). */
export function NewsletterForm() {
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const email = String(new FormData(form).get('email') ?? '').trim();
    setBusy(true);
    try {
      await subscriberApi.create({ email, source: 'footer' }, { anonymous: true });
      setOutcome({ kind: 'done', text: 'Thank you! You are now subscribed to our newsletter.' });
      form.reset();
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) setOutcome({ kind: 'already', text: 'This address is already subscribed.' });
      else setOutcome({ kind: 'error', text: error instanceof ApiError && error.fields?.email ? error.fields.email : errorMessage(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="newsletter" onSubmit={onSubmit} aria-labelledby="newsletter-title">
      <h2 id="newsletter-title" className="footer-title">Newsletter</h2>
      <p className="footer-note">News about our services and events, about once a month.</p>
      <div className="newsletter-row">
        <label htmlFor="newsletter-email" className="visually-hidden">E-mail address</label>
        <input id="newsletter-email" name="email" type="email" required placeholder="you@company.com" autoComplete="email" />
        <button type="submit" className="site-btn" disabled={busy}>Subscribe</button>
      </div>
      <p className={outcome ? `newsletter-outcome newsletter-${outcome.kind}` : 'newsletter-outcome'} role="status">
        {outcome?.text}
      </p>
    </form>
  );
}
