/**
 * The messages the account routes send, and how they send them: after the
 * answer, so that no answer waits on (or reveals, by its timing) the database
 * lookups and the mail server. A message that cannot be sent is logged; the
 * person asks again.
 */
import type { Request } from 'express';
import { contextOf } from '../http/context';
import type { MailMessage } from '../mail/mailer';
import { composeMail } from '../mail/templates';

/** The site pages the links open (the spec's routes); the token rides in the query. */
export const RESET_PAGE = '/reset-password';
export const EMAIL_CHANGE_PAGE = '/email-change';

const IGNORE = 'If you did not ask for this, ignore this message: nothing changes.';

/**
 * Runs `work` after the current request, off its answer. Errors are logged
 * with the route, never thrown: the answer has gone already.
 */
export function afterAnswer(req: Request, work: () => Promise<void>): void {
  const route = `${req.method} ${req.originalUrl}`;
  setImmediate(() => {
    work().catch((error: unknown) => console.error(`${route}: sending account mail failed:`, error));
  });
}

const link = (req: Request, page: string, token: string) => `${contextOf(req).publicUrl}${page}?token=${encodeURIComponent(token)}`;

export const welcomeMail = (req: Request, to: string, firstName: string): MailMessage =>
  composeMail({
    to,
    subject: 'Welcome: your account is ready',
    greeting: `Hello ${firstName},`,
    paragraphs: ['Your account was created. Sign in with this address and the password you chose.'],
    action: { label: 'Sign in', url: `${contextOf(req).publicUrl}/login` },
    // Mail comes from a no-reply address: the way to reach us is the contact page (or MAIL_REPLY_TO, when set).
    footer: `If you did not create this account, tell us through ${contextOf(req).publicUrl}/contact and we will remove it.`,
  });

export const resetMail = (req: Request, to: string, token: string): MailMessage =>
  composeMail({
    to,
    subject: 'Reset your password',
    greeting: 'Hello,',
    paragraphs: ['Someone (we hope you) asked to reset the password of the account with this address. The link works once, for one hour.'],
    action: { label: 'Choose a new password', url: link(req, RESET_PAGE, token) },
    footer: IGNORE,
  });

export const emailChangeMail = (req: Request, to: string, token: string): MailMessage =>
  composeMail({
    to,
    subject: 'Confirm your new email address',
    greeting: 'Hello,',
    paragraphs: ['You asked to sign in with this address from now on. Confirm it with the link below; it works once, for 24 hours. Until then your current address stays.'],
    action: { label: 'Confirm this address', url: link(req, EMAIL_CHANGE_PAGE, token) },
    footer: IGNORE,
  });

/** Sent to the old address once the change is made: if it was not its owner, they learn of it. */
export const emailChangedNotice = (to: string, newEmail: string): MailMessage =>
  composeMail({
    to,
    subject: 'Your email address was changed',
    greeting: 'Hello,',
    paragraphs: [`Your account now signs in with ${newEmail} instead of this address.`],
    footer: 'If you did not make this change, reset your password and contact us at once.',
  });

/**
 * Sent, instead of a link, to an address that another account uses already when someone asks to move their
 * account to it: the asker is answered as if the link went out (no account is revealed), and the owner learns of it.
 */
export const addressInUseNotice = (req: Request, to: string): MailMessage =>
  composeMail({
    to,
    subject: 'Someone tried to move an account to your address',
    greeting: 'Hello,',
    paragraphs: [
      'Someone signed in to another account on our site asked to change its address to this one. This address already belongs to your account, so nothing changed and no link was sent.',
      'You do not need to do anything. If you forgot that you already have an account, you can sign in, or choose a new password if you need one.',
    ],
    action: { label: 'Sign in', url: `${contextOf(req).publicUrl}/login` },
    footer: 'Your account and its password are unchanged.',
  });
