/**
 * Who a person is, for the careers rules "one application per job" and "one
 * exam attempt per exam": their normalised email address, and their site
 * account when they applied signed in.
 *
 * The address is trimmed and lower-cased, and a `+tag` in the local part is
 * dropped (`Ada+job2@Example.com` is `ada@example.com`): mail providers
 * deliver tagged addresses to the same mailbox, so a tag would otherwise give
 * the same person a fresh exam attempt for free. Dots are kept: only some
 * providers ignore them, and at the others `a.da@` and `ada@` are different
 * people. Someone with several real mailboxes is not stopped by any rule of
 * this kind; the rule stops the free way round.
 */

/** `" Ada+Job2@Example.COM "` → `"ada@example.com"`. */
export function normalisedEmail(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at < 0) return address;
  const local = address.slice(0, at);
  const plus = local.indexOf('+');
  // A local part that is only a tag ("+x@host") keeps it: there is nothing else to name the mailbox.
  return plus > 0 ? `${local.slice(0, plus)}${address.slice(at)}` : address;
}

/** One confirmed application per job and person (applicants.application_key). */
export const applicationKey = (jobId: number, email: string): string => `${jobId}:${normalisedEmail(email)}`;

/** One attempt per exam and person (applicant_answers.person_key). */
export const personKey = (examId: number, email: string): string => `${examId}:${normalisedEmail(email)}`;

/** One attempt per exam and site account (applicant_answers.account_key), when the application had one. */
export const accountKey = (examId: number, userId: number | null): string | null => (userId ? `${examId}:user:${userId}` : null);
