/**
 * The two-factor routes (declared in runtime-shared/auth-routes.ts, which the generator documents):
 * - `POST /api/auth/login/two-factor`: the code step of a sign-in;
 * - `GET /api/auth/two-factor`: whether it is on;
 * - `POST /api/auth/two-factor/setup` and `/confirm`: setting it up, signed in (from the profile) or with the
 *   setup challenge a sign-in answers when the role requires it and it is not set up;
 * - `POST /api/auth/two-factor/recovery-codes` and `/disable`: with the password and a code;
 * - `GET /api/auth/users/two-factor`: which users have it on (the back office's users list);
 * - `POST /api/auth/users/:id/two-factor/reset`: an admin's way back in for someone who lost their device.
 * Every route that checks a code runs the sign-in limits first (rate-limit.ts `secondFactor`).
 */
import type { Request, RequestHandler, Router } from 'express';
import { LOGIN_TWO_FACTOR, RECOVERY_CODES, TWO_FACTOR_CONFIRM, TWO_FACTOR_DISABLE, TWO_FACTOR_SETUP } from '../../runtime-shared/auth-routes';
import { REQUIRED } from '../../runtime-shared/validation';
import { logChange } from '../audit/record-change';
import { parseId } from '../crud/read';
import type { Row } from '../crud/serialize';
import { contextOf } from '../http/context';
import { APIError, forbidden, invalidFields, notFound, unauthorized } from '../http/errors';
import type { Limiters } from '../http/rate-limit';
import { guardUserTarget } from './account-guard';
import { assertAccess } from './access';
import { ACCOUNT_ENTITY, ACCOUNT_TABLE, findAccountWithSecrets, type AuthUser } from './accounts';
import { verifyChallenge, type ChallengePurpose } from './challenge-tokens';
import { confirmPassword } from './confirm-password';
import { newSession } from './sessions';
import { RESET_TWO_FACTOR } from './two-factor-reset';
import { beginSetup, confirmSetup, replaceRecoveryCodes, resetTwoFactor, TWO_FACTOR_OFF, twoFactorStatus, usersWithTwoFactor, useSecondFactor } from './two-factor';

const EXPIRED = 'This sign-in has expired; sign in again with your password';
const WRONG_CODE = 'This code is not right, or it was used already';

/** The user of a valid challenge of `purpose` whose token version still stands (no sign-out or new password since). */
async function challengeUser(req: Request, token: string, purpose: ChallengePurpose): Promise<{ user: AuthUser; version: number }> {
  const { db, jwtSecret } = contextOf(req);
  const claims = verifyChallenge(token, purpose, jwtSecret);
  const account = claims && (await findAccountWithSecrets(db, claims.userId));
  if (!claims || !account || account.secrets.tokenVersion !== claims.version) throw unauthorized(EXPIRED);
  return { user: account.user, version: claims.version };
}

/**
 * Names the account a code is typed for, for the per-account limit: the challenge's, else the signed-in user's.
 * It rejects nothing: the handler does, after the limiters have counted the request.
 */
const nameAccount: RequestHandler = (req, res, next) => {
  const { jwtSecret } = contextOf(req);
  const challenge: unknown = (req.body as Row | undefined)?.challenge;
  const claims = typeof challenge === 'string' ? (verifyChallenge(challenge, 'two_factor', jwtSecret) ?? verifyChallenge(challenge, 'two_factor_setup', jwtSecret)) : undefined;
  const id = claims?.userId ?? req.user?.id;
  if (id) res.locals.signInAccount = id;
  next();
};

/** Signed in, confirming asks for the password (optional in the schema: a setup challenge stands for it). */
function requiredPassword(typed: string | undefined): string {
  if (!typed) throw invalidFields({ current_password: REQUIRED });
  return typed;
}

const wrongCode = () => new APIError(400, WRONG_CODE, { code: WRONG_CODE });

export function twoFactorRoutes(router: Router, limiters: Limiters): void {
  const checked = [nameAccount, ...limiters.secondFactor];

  router.post('/login/two-factor', ...checked, async (req, res) => {
    const input = LOGIN_TWO_FACTOR.body.parse(req.body ?? {});
    const { user, version } = await challengeUser(req, input.challenge, 'two_factor');
    if (!(await useSecondFactor(contextOf(req).db, user.id, input.code, contextOf(req).jwtSecret))) throw unauthorized(WRONG_CODE);
    res.json({ data: newSession(req, user, version) });
  });

  router.get('/two-factor', async (req, res) => {
    const user = assertAccess(req, 'authenticated')!;
    res.json({ data: { ...(await twoFactorStatus(contextOf(req).db, user.id)), required: Boolean(user.role?.requires_two_factor) } });
  });

  // No code is checked here (and a forged challenge is refused by its signature): not counted as a sign-in.
  router.post('/two-factor/setup', async (req, res) => {
    const { challenge } = TWO_FACTOR_SETUP.body.parse(req.body ?? {});
    const user = challenge !== undefined ? (await challengeUser(req, challenge, 'two_factor_setup')).user : assertAccess(req, 'authenticated')!;
    const { db, jwtSecret, publicUrl } = contextOf(req);
    res.json({ data: await beginSetup(db, user.id, jwtSecret, publicUrl) });
  });

  // Signed in, the password is asked again (a stolen token alone must not bind the account to someone else's phone);
  // with a setup challenge it was checked a moment ago.
  router.post('/two-factor/confirm', ...checked, async (req, res) => {
    const input = TWO_FACTOR_CONFIRM.body.parse(req.body ?? {});
    const user =
      input.challenge !== undefined
        ? (await challengeUser(req, input.challenge, 'two_factor_setup')).user
        : await confirmPassword(req, requiredPassword(input.current_password));
    const { db, jwtSecret } = contextOf(req);
    const { recoveryCodes, version } = await confirmSetup(db, user.id, input.code, jwtSecret);
    res.json({ data: { ...newSession(req, user, version), recovery_codes: recoveryCodes } });
  });

  router.post('/two-factor/recovery-codes', ...checked, async (req, res) => {
    const input = RECOVERY_CODES.body.parse(req.body ?? {});
    const user = await confirmPassword(req, input.current_password);
    const { db, jwtSecret } = contextOf(req);
    if (!(await useSecondFactor(db, user.id, input.code, jwtSecret))) throw wrongCode();
    res.json({ data: { recovery_codes: await replaceRecoveryCodes(db, user.id, jwtSecret) } });
  });

  router.post('/two-factor/disable', ...checked, async (req, res) => {
    const input = TWO_FACTOR_DISABLE.body.parse(req.body ?? {});
    const user = await confirmPassword(req, input.current_password);
    if (user.role?.requires_two_factor) throw forbidden(`Your role (${user.role.name}) requires two-factor sign-in; it cannot be turned off`);
    const { db, jwtSecret } = contextOf(req);
    if (!(await useSecondFactor(db, user.id, input.code, jwtSecret))) throw wrongCode();
    await db(ACCOUNT_TABLE).where({ id: user.id }).update({ ...TWO_FACTOR_OFF, updated_at: new Date().toISOString() });
    res.status(204).end();
  });

  // Whether each user has it on, without the secrets (internal columns, never in the user API): the users
  // list offers the reset only where there is something to reset. Staff who may read users may read this.
  router.get('/users/two-factor', async (req, res) => {
    assertAccess(req, 'admin', ACCOUNT_ENTITY, 'read');
    res.json({ data: await usersWithTwoFactor(contextOf(req).db) });
  });

  // A lost phone: the user signs in with the password alone next time (and sets it up again if the role requires it).
  // Like "sign out everywhere", it needs the update permission on users over a role no greater than one's own; it
  // ends the user's sign-ins and is written to the audit log.
  router.post('/users/:id/two-factor/reset', async (req, res) => {
    const actor = assertAccess(req, 'admin', ACCOUNT_ENTITY, 'update')!;
    const { db, entities } = contextOf(req);
    const id = parseId(String(req.params.id));
    if (id === actor.id) throw forbidden('Turn off your own two-factor sign-in from your profile, with a code');
    await db.transaction(async (trx) => {
      const before = await trx<Row>(ACCOUNT_TABLE).where({ id }).first();
      if (!before) throw notFound(`User ${id}`);
      await guardUserTarget(trx, actor, before);
      await resetTwoFactor(trx, id);
      const after = await trx<Row>(ACCOUNT_TABLE).where({ id }).first();
      const meta = entities.get(ACCOUNT_ENTITY);
      if (meta) await logChange(trx, { meta, actor, operation: 'action', action: RESET_TWO_FACTOR, id }, before, after);
    });
    res.status(204).end();
  });
}
