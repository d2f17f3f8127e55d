/**
 * Changing one's own email, in two steps: `POST /api/auth/email` (signed in,
 * with the current password) mails a single-use link to the NEW address;
 * `POST /api/auth/email/confirm` with that link's token makes the change and
 * tells the old address. So an address is never taken over by someone who
 * cannot read its mail, and a stolen session alone cannot move an account.
 * The request answers alike whether or not the new address has an account
 * (its owner is mailed about the attempt instead), and the current password
 * is limited as signing in is.
 */
import { Router, type Request } from 'express';
import type { Knex } from 'knex';
import { CHANGE_EMAIL, CONFIRM_EMAIL_CHANGE } from '../../runtime-shared/auth-routes';
import type { Row } from '../crud/serialize';
import { takeWriteLock } from '../db/write-lock';
import { contextOf } from '../http/context';
import { APIError, conflict, invalidFields } from '../http/errors';
import type { Limiters } from '../http/rate-limit';
import { addressInUseNotice, afterAnswer, emailChangedNotice, emailChangeMail } from './account-mail';
import { consumeToken, issueToken, recordUnmailedRequest, retireTokens, tokensSince } from './account-tokens';
import { ACCOUNT_TABLE, findAccountByEmail } from './accounts';
import { confirmPassword, signedInOnly } from './confirm-password';


const TAKEN = 'An account with this email exists already';

/** Confirmation links one account may have mailed per hour: the password alone must not turn the site into a mail cannon. */
export const EMAIL_CHANGES_PER_HOUR = 3;

/** 409 when another account signs in with `email` (emails are compared in lower case, see accounts.ts). */
async function assertFree(db: Knex, email: string, userId: number): Promise<void> {
  const holder = await findAccountByEmail(db, email);
  if (holder && holder.user.id !== userId) throw conflict(TAKEN, { email: TAKEN });
}

export function emailChangeRoutes(router: Router, limiters: Limiters): void {
  // The current password is limited as signing in is; the mail limit counts every request.
  router.post('/email', signedInOnly, limiters.mail, ...limiters.passwordCheck, async (req: Request, res) => {
    const input = CHANGE_EMAIL.body.parse(req.body ?? {});
    const user = await confirmPassword(req, input.current_password);
    const { db, mailer } = contextOf(req);
    if (input.email === user.email) throw invalidFields({ email: 'This is your address already' });
    // Counted before the address is looked up, and alike whether or not it is taken: the limit tells nothing either.
    if ((await tokensSince(db, user.id, 'email_change', new Date(Date.now() - 60 * 60 * 1000))) >= EMAIL_CHANGES_PER_HOUR) {
      throw new APIError(429, 'You asked for three email changes within the hour; wait a while, or use one of the links already sent');
    }
    // The answer is the same whether or not another account uses the address, so it tells nobody who has an account:
    // the address's owner is told of the attempt instead, and nothing changes.
    const holder = await findAccountByEmail(db, input.email);
    if (holder && holder.user.id !== user.id) {
      await recordUnmailedRequest(db, user.id, 'email_change', input.email);
      afterAnswer(req, () => mailer.send(addressInUseNotice(req, input.email)));
    } else {
      const token = await issueToken(db, user.id, 'email_change', input.email);
      afterAnswer(req, () => mailer.send(emailChangeMail(req, input.email, token)));
    }
    res.status(202).json({ data: { message: `We sent a link to ${input.email}. Your address changes when you follow it; until then you sign in with ${user.email}.` } });
  });

  // No sign-in needed: the link may be opened on another device; the token proves the mailbox, the password was checked when asking.
  router.post('/email/confirm', limiters.anonymousWrite, limiters.mail, async (req, res) => {
    const { token } = CONFIRM_EMAIL_CHANGE.body.parse(req.body ?? {});
    const { db, mailer } = contextOf(req);
    const change = await db.transaction(async (trx) => {
      await takeWriteLock(trx, ACCOUNT_TABLE);
      const row = await consumeToken(trx, token, 'email_change');
      const newEmail = row.new_email!;
      await assertFree(trx, newEmail, row.user_id);
      // Every other pending link ends: a reset link mailed to the old address must not work any more.
      await retireTokens(trx, row.user_id);
      const { email: oldEmail } = (await trx<Row>(ACCOUNT_TABLE).where({ id: row.user_id }).first('email'))!;
      await trx(ACCOUNT_TABLE).where({ id: row.user_id }).update({ email: newEmail, updated_at: new Date().toISOString() });
      return { oldEmail: String(oldEmail), newEmail };
    });
    afterAnswer(req, () => mailer.send(emailChangedNotice(change.oldEmail, change.newEmail)));
    res.json({ data: { email: change.newEmail } });
  });
}
