import { useState, type FormEvent } from 'react';
import { subscriberApi } from '../../generated/api';
import { ApiError, errorMessage } from '../../runtime-web/api/client';

export type Outcome = { kind: 'done' | 'already' | 'error'; text: string };

export const SUBSCRIBED: Outcome = { kind: 'done', text: 'Thank you! You are now subscribed to our newsletter.' };

/** What a failed sign-up tells the visitor: the subscriber e-mail is unique, so a second sign-up is a 409. */
export function failedOutcome(error: unknown): Outcome {
  if (error instanceof ApiError && error.status === 409) return { kind: 'already', text: 'This address is already subscribed.' };
  return { kind: 'error', text: error instanceof ApiError && error.fields?.email ? error.fields.email : errorMessage(error) };
}

/**
 * The footer's newsletter sign-up: creates a subscriber; an address subscribes once.
 * With JavaScript it answers in place; without, the browser posts it to /newsletter (NewsletterPage's action).
 */
export function NewsletterForm() {
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const email = String(new FormData(form).get('email') ?? '').trim();
    setBusy(true);
    try {
      await subscriberApi.create({ email, source: 'footer' }, { anonymous: true });
      setOutcome(SUBSCRIBED);
      form.reset();
    } catch (error) {
      setOutcome(failedOutcome(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="newsletter" method="post" action="/newsletter" onSubmit={onSubmit} aria-labelledby="newsletter-title">
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
