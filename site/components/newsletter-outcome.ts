/** What the newsletter sign-up tells the visitor, the same inline (NewsletterForm) and on /newsletter (NewsletterPage). */
import { ApiError, errorMessage } from '../../runtime-web/api/client';

export type Outcome = { kind: 'done' | 'already' | 'error'; text: string };

export const SUBSCRIBED: Outcome = { kind: 'done', text: 'Thank you! You are now subscribed to our newsletter.' };

/** A failed sign-up: the subscriber e-mail is unique, so a second sign-up is a 409. */
export function failedOutcome(error: unknown): Outcome {
  if (error instanceof ApiError && error.status === 409) return { kind: 'already', text: 'This address is already subscribed.' };
  return { kind: 'error', text: error instanceof ApiError && error.fields?.email ? error.fields.email : errorMessage(error) };
}
