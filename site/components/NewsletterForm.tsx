import { useLocale, wordsFor } from '../i18n/words';
import { localizeHref } from '../locale';
import { useState, type FormEvent } from 'react';
import { subscriberApi } from '../../generated/api';
import { failedOutcome, SUBSCRIBED, type Outcome } from './newsletter-outcome';
import { formText } from './form-text';

/**
 * The footer's newsletter sign-up: creates a subscriber; an address subscribes once.
 * With JavaScript it answers in place; without, the browser posts it to /newsletter (NewsletterPage's action).
 */
export function NewsletterForm() {
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [busy, setBusy] = useState(false);
  const locale = useLocale();
  const words = wordsFor(locale);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const email = formText(new FormData(form), 'email').trim();
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
    <form className="newsletter" method="post" action={localizeHref(locale, '/newsletter')} onSubmit={(event) => void onSubmit(event)} aria-labelledby="newsletter-title">
      <h2 id="newsletter-title" className="footer-title">{words.newsletter}</h2>
      <p className="footer-note">{words.newsletterNote}</p>
      <div className="newsletter-row">
        <label htmlFor="newsletter-email" className="visually-hidden">{words.emailAddress}</label>
        <input id="newsletter-email" name="email" type="email" required placeholder="you@company.com" autoComplete="email" />
        <button type="submit" className="site-btn" disabled={busy}>{words.subscribe}</button>
      </div>
      <p className={outcome ? `newsletter-outcome newsletter-${outcome.kind}` : 'newsletter-outcome'} role="status">
        {outcome?.text}
      </p>
    </form>
  );
}
