/** `POST /api/auth/login`, `POST /api/auth/register`, `GET /api/auth/me`. */
import { Router } from 'express';
import { ipKeyGenerator, rateLimit } from 'express-rate-limit';
import { z } from 'zod';
import { REQUIRED, passwordValue, textValue } from '../../runtime-shared/validation';
import { contextOf } from '../http/context';
import { APIError, conflict, unauthorized } from '../http/errors';
import { ACCOUNT_TABLE, ensureRole, findAccountByEmail, findAccountById } from './accounts';
import { CUSTOMER_ROLE_KEY } from './ensure-admin';
import { assertAccess } from './access';
import { hashPassword, verifyPassword } from './passwords';
import { signToken } from './tokens';

const loginSchema = z.object({
  email: z.string({ error: REQUIRED }).trim().min(1, REQUIRED),
  password: z.string({ error: REQUIRED }).min(1, REQUIRED),
});

const registerSchema = z.object({
  first_name: textValue({ required: true, max: 80 }),
  last_name: textValue({ required: false, max: 80 }),
  email: textValue({ required: true, max: 254, format: 'email' }),
  password: passwordValue({ required: true }),
});

export function authRouter(options: { loginAttemptsPerWindow?: number } = {}): Router {
  const router = Router();
  // Only failed attempts count, per address and email: guessing is slow, signing in is not.
  const limiter = rateLimit({
    windowMs: 15 * 60 * 1000,
    limit: options.loginAttemptsPerWindow ?? 10,
    skipSuccessfulRequests: true,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    keyGenerator: (req) => `${ipKeyGenerator(req.ip ?? '')}|${String(req.body?.email ?? '').toLowerCase()}`,
    handler: (_req, res) => {
      res.status(429).json({ error: { message: 'Too many failed sign-in attempts; wait 15 minutes and try again' } });
    },
  });

  router.post('/login', limiter, async (req, res) => {
    const { email, password } = loginSchema.parse(req.body ?? {});
    const { db, jwtSecret, tokenLifetime } = contextOf(req);
    const account = await findAccountByEmail(db, email);
    if (!(await verifyPassword(password, account?.password))) throw unauthorized('Email or password is incorrect');
    const { password: _hash, ...user } = account!;
    res.json({ data: { token: signToken(user.id, jwtSecret, tokenLifetime), user } });
  });

  router.post('/register', async (req, res) => {
    const input = registerSchema.parse(req.body ?? {});
    const { db, jwtSecret, tokenLifetime } = contextOf(req);
    if (await findAccountByEmail(db, input.email)) {
      throw conflict('An account with this email exists already', { email: 'An account with this email exists already' });
    }
    const now = new Date().toISOString();
    const customer = await ensureRole(db, CUSTOMER_ROLE_KEY, { name: 'Customer', admin_access: false, all_permissions: false, permissions: {} });
    const [row] = await db(ACCOUNT_TABLE)
      .insert({ ...input, email: input.email.toLowerCase(), password: await hashPassword(input.password), role_id: customer.id, created_at: now, updated_at: now })
      .returning('id');
    const id = typeof row === 'object' ? (row as { id: number }).id : Number(row);
    const user = await findAccountById(db, id);
    if (!user) throw new APIError(500, 'The account could not be created');
    res.status(201).json({ data: { token: signToken(user.id, jwtSecret, tokenLifetime), user } });
  });

  router.get('/me', (req, res) => {
    res.json({ data: assertAccess(req, 'authenticated') });
  });

  return router;
}
