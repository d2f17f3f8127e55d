/**
 * Forgotten passwords: `POST /api/auth/forgot-password` mails a single-use
 * link valid for an hour; `POST /api/auth/reset-password` sets a new password
 * with it and ends every sign-in of the account.
 *
 * Whether an address has an account is never revealed: the answer (status,
 * body and timing) is the same, because the lookup and the mail happen after it.
 */
import { Router } from 'express';
import { FORGOT_PASSWORD, RESET_PASSWORD } from '../../runtime-shared/auth-routes';
import { isPostgres } from '../db/connect';
import { takeWriteLock } from '../db/write-lock';
import { contextOf } from '../http/context';
import type { Limiters } from '../http/rate-limit';
import { afterAnswer, resetMail } from './account-mail';
import { consumeToken, issueToken, TOKEN_TABLE, tokensSince } from './account-tokens';
import { ACCOUNT_TABLE, findAccountByEmail } from './accounts';
import { hashPassword } from './passwords';
import { TOKEN_VERSION } from './sessions';

/** Reset links one account is sent per hour at most; more requests are answered alike and send nothing (no mail bombing). */
export const RESET_MAILS_PER_HOUR = 3;

export const FORGOT_ANSWER = 'If an account uses this address, we sent it a link to choose a new password. The link works for one hour.';

export function passwordResetRoutes(router: Router, limiters: Limiters): void {
  router.post('/forgot-password', limiters.anonymousWrite, limiters.mail, (req, res) => {
    const { email } = FORGOT_PASSWORD.body.parse(req.body ?? {});
    const { db, mailer } = contextOf(req);
    afterAnswer(req, async () => {
      const account = await findAccountByEmail(db, email);
      if (!account) return;
      const hourAgo = new Date(Date.now() - 60 * 60 * 1000);
      // Counted and issued under one lock: requests sent together cannot all see room for one more link.
      const token = await db.transaction(async (trx) => {
        await takeWriteLock(trx, TOKEN_TABLE);
        if (isPostgres(trx)) await trx(ACCOUNT_TABLE).where({ id: account.user.id }).forUpdate().first('id');
        if ((await tokensSince(trx, account.user.id, 'password_reset', hourAgo)) >= RESET_MAILS_PER_HOUR) return undefined;
        return issueToken(trx, account.user.id, 'password_reset');
      });
      if (token) await mailer.send(resetMail(req, account.user.email, token));
    });
    res.status(202).json({ data: { message: FORGOT_ANSWER } });
  });

  router.post('/reset-password', limiters.anonymousWrite, async (req, res) => {
    const input = RESET_PASSWORD.body.parse(req.body ?? {});
    // Hashed before the transaction: bcrypt's ~100 ms must not hold SQLite's write lock.
    const hash = await hashPassword(input.password, { refuseWhenBusy: true });
    await contextOf(req).db.transaction(async (trx) => {
      await takeWriteLock(trx, ACCOUNT_TABLE);
      const token = await consumeToken(trx, input.token, 'password_reset');
      // A new token version ends every sign-in and every other pending link (account-tokens.ts): whoever knew
      // the old password, or asked for an email change with it, is out.
      await trx(ACCOUNT_TABLE)
        .where({ id: token.user_id })
        .update({ password: hash, [TOKEN_VERSION]: trx.raw('?? + 1', [TOKEN_VERSION]), updated_at: new Date().toISOString() });
    });
    res.status(204).end();
  });
}
