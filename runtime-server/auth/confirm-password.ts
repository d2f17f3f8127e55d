import type { Request, RequestHandler } from 'express';
import { contextOf } from '../http/context';
import { invalidFields } from '../http/errors';
import { assertAccess } from './access';
import { findAccountWithSecrets, type AuthUser } from './accounts';
import { verifyPassword } from './passwords';

/**
 * The signed-in user, after checking the password they typed again: a stolen
 * token alone cannot change the account's password or email.
 */
export async function confirmPassword(req: Request, typed: string): Promise<AuthUser> {
  const user = assertAccess(req, 'authenticated')!;
  const account = await findAccountWithSecrets(contextOf(req).db, user.id);
  if (!account || !(await verifyPassword(typed, account.secrets.password))) {
    throw invalidFields({ current_password: 'This is not your current password' });
  }
  return account.user;
}

/**
 * Lets only signed-in requests through, before the limits on password checks (Limiters.passwordCheck):
 * a request without a token is a 401 and is not counted as a wrong password.
 */
export const signedInOnly: RequestHandler = (req, _res, next) => {
  assertAccess(req, 'authenticated');
  next();
};
