/**
 * The hand-written account routes (declared in runtime-shared/auth-routes.ts, which the generator documents):
 * `POST /api/auth/login`, `/register`, `/logout`, `/password`,
 * `POST /api/auth/users/:id/sign-out` (an admin ends someone's sessions) and `GET /api/auth/me`;
 * forgotten passwords in password-reset.ts, email changes in email-change.ts, two-factor sign-in in two-factor-routes.ts.
 */
import { Router } from 'express';
import { CHANGE_PASSWORD, LOGIN, REGISTER, SET_LANGUAGE } from '../../runtime-shared/auth-routes';
import { contextOf } from '../http/context';
import { APIError, conflict, notFound, unauthorized } from '../http/errors';
import type { Limiters } from '../http/rate-limit';
import { parseId } from '../crud/read';
import type { Row } from '../crud/serialize';
import { guardUserTarget } from './account-guard';
import { assertAccess } from './access';
import { ACCOUNT_ENTITY, ACCOUNT_TABLE, CUSTOMER_ROLE_KEY, ensureRole, findAccountByEmail, findAccountWithSecrets } from './accounts';
import { afterAnswer, welcomeMail } from './account-mail';
import { confirmPassword, signedInOnly } from './confirm-password';
import { emailChangeRoutes } from './email-change';
import { passwordResetRoutes } from './password-reset';
import { hashPassword, verifyPassword } from './passwords';
import { signChallenge } from './challenge-tokens';
import { endSessions, newSession } from './sessions';
import { twoFactorRoutes } from './two-factor-routes';

export function authRouter(limiters: Limiters): Router {
  const router = Router();
  // With two-factor sign-in on (or required by the role and not set up yet) a right password answers a
  // challenge for the next step instead of a session (two-factor-routes.ts).
  router.post('/login', ...limiters.signIn, async (req, res) => {
    const { email, password } = LOGIN.body.parse(req.body ?? {});
    const account = await findAccountByEmail(contextOf(req).db, email);
    if (!(await verifyPassword(password, account?.secrets.password))) throw unauthorized('Email or password is incorrect');
    const { user, secrets } = account!;
    const step = secrets.twoFactorSince ? 'two_factor' : user.role?.requires_two_factor ? 'two_factor_setup' : undefined;
    if (step) res.json({ data: { step, challenge: signChallenge(user.id, secrets.tokenVersion, step, contextOf(req).jwtSecret) } });
    else res.json({ data: newSession(req, user, secrets.tokenVersion) });
  });

  // Limited per address whoever asks, a token or not (a token must not buy unlimited sign-ups), and as a route that mails.
  router.post('/register', limiters.addressWrite, limiters.mail, async (req, res) => {
    const input = REGISTER.body.parse(req.body ?? {});
    const { db } = contextOf(req);
    if (await findAccountByEmail(db, input.email)) {
      throw conflict('An account with this email exists already', { email: 'An account with this email exists already' });
    }
    const now = new Date().toISOString();
    // The customer role never has back-office access (account-guard.ts keeps it so), and nothing of the body chooses the role.
    const customer = await ensureRole(db, CUSTOMER_ROLE_KEY, { name: 'Customer', admin_access: false, all_permissions: false, permissions: {} });
    const [row] = await db<Row>(ACCOUNT_TABLE)
      .insert({ ...input, password: await hashPassword(input.password, { refuseWhenBusy: true }), role_id: customer.id, created_at: now, updated_at: now })
      .returning('id');
    const id = typeof row === 'object' ? (row as { id: number }).id : Number(row);
    const account = await findAccountWithSecrets(db, id);
    if (!account) throw new APIError(500, 'The account could not be created');
    const { mailer } = contextOf(req);
    afterAnswer(req, () => mailer.send(welcomeMail(req, account.user.email, account.user.first_name)));
    res.status(201).json({ data: newSession(req, account.user, account.secrets.tokenVersion) });
  });

  // Ends every token of the user (one version per user: signing out on one device signs out all of them).
  router.post('/logout', async (req, res) => {
    const user = assertAccess(req, 'authenticated')!;
    await endSessions(contextOf(req).db, user.id);
    res.status(204).end();
  });

  // The current password is limited as signing in is: a stolen token must not buy unlimited guesses.
  router.post('/password', signedInOnly, ...limiters.passwordCheck, async (req, res) => {
    const input = CHANGE_PASSWORD.body.parse(req.body ?? {});
    const user = await confirmPassword(req, input.current_password);
    const { db } = contextOf(req);
    await db(ACCOUNT_TABLE).where({ id: user.id }).update({ password: await hashPassword(input.new_password, { refuseWhenBusy: true }), updated_at: new Date().toISOString() });
    // Every other sign-in ends; this one goes on with a new token.
    res.json({ data: newSession(req, user, await endSessions(db, user.id)) });
  });

  // "Sign out everywhere" for another user: needs the right to update users, over a role no greater than one's own.
  router.post('/users/:id/sign-out', async (req, res) => {
    const actor = assertAccess(req, 'admin', ACCOUNT_ENTITY, 'update')!;
    const { db } = contextOf(req);
    const id = parseId(String(req.params.id));
    const target = await db<Row>(ACCOUNT_TABLE).where({ id }).first('id');
    if (!target) throw notFound(`User ${id}`);
    await guardUserTarget(db, actor, target);
    await endSessions(db, id);
    res.status(204).end();
  });

  // The admin's own language: a preference of the account, not a secret, so no password is asked.
  router.post('/language', signedInOnly, async (req, res) => {
    const user = assertAccess(req, 'authenticated')!;
    const { language } = SET_LANGUAGE.body.parse(req.body ?? {});
    await contextOf(req).db(ACCOUNT_TABLE).where({ id: user.id }).update({ language, updated_at: new Date().toISOString() });
    res.json({ data: { ...user, language } });
  });

  router.get('/me', (req, res) => {
    res.json({ data: assertAccess(req, 'authenticated') });
  });

  passwordResetRoutes(router, limiters);
  emailChangeRoutes(router, limiters);
  twoFactorRoutes(router, limiters);

  return router;
}
