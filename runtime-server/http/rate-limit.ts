/**
 * Rate limits, one set per app (so each test server counts on its own):
 * failed sign-ins per account and address, failed sign-ins per address
 * across every account (one password tried on many accounts), wrong
 * two-factor codes per account (and per address, with the passwords), and every
 * write made without signing in (sign-up, contact, newsletter, applications).
 * Each answers 429 with the one error shape. Counters live in this process's
 * memory, or in the database when several processes must share them
 * (rate-limit-store.ts).
 */
import type { Request, RequestHandler, Response } from 'express';
import { ipKeyGenerator, rateLimit, type Store } from 'express-rate-limit';
import type { Knex } from 'knex';
import { normaliseEmail } from '../../runtime-shared/validation';
import { databaseRateLimitStore } from './rate-limit-store';

export interface RateLimits {
  /** The window every limit counts in, in milliseconds. @default 900000 (15 minutes) */
  windowMs: number;
  /** Failed sign-ins for one email from one address; also wrong two-factor codes for one account. @default 10 */
  signInPerAccount: number;
  /** Failed sign-ins from one address, whatever the email. @default 30 */
  signInPerAddress: number;
  /** Writes without a sign-in from one address (sign-up and public forms together). @default 30 */
  anonymousWritesPerAddress: number;
}

export const DEFAULT_LIMITS: RateLimits = { windowMs: 15 * 60 * 1000, signInPerAccount: 10, signInPerAddress: 30, anonymousWritesPerAddress: 30 };

export interface Limiters {
  /** Run before checking a password; only failures count. */
  signIn: RequestHandler[];
  /**
   * Run before checking a sign-in code (two-factor); only failures count. Per address, in the budget of
   * failed passwords, and per account from any address: the account is `res.locals.signInAccount`, which a
   * handler before these names (else the address stands for it).
   */
  secondFactor: RequestHandler[];
  /** Run before any write that needs no sign-in; a signed-in request passes untouched. */
  anonymousWrite: RequestHandler;
}

const address = (req: Request) => ipKeyGenerator(req.ip ?? '');

function limiter(windowMs: number, limit: number, message: string, options: { key: (req: Request, res: Response) => string; failuresOnly: boolean; store?: Store }): RequestHandler {
  return rateLimit({
    ...(options.store ? { store: options.store } : {}),
    windowMs,
    limit,
    skipSuccessfulRequests: options.failuresOnly,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    keyGenerator: options.key,
    handler: (_req, res) => {
      res.status(429).json({ error: { message } });
    },
  });
}

/** `shared`: the database that holds the counters of every process (RATE_LIMIT_STORE=database); else memory. */
export function createLimiters(overrides: Partial<RateLimits> = {}, shared?: Knex): Limiters {
  const limits = { ...DEFAULT_LIMITS, ...overrides };
  const store = (name: string) => (shared ? databaseRateLimitStore(shared, `${name}:`, limits.windowMs) : undefined);
  const minutes = Math.max(1, Math.round(limits.windowMs / 60_000));
  const signInMessage = `Too many failed sign-in attempts; wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again`;
  // " Admin@x" and "admin@x" are one account, so they share one budget.
  const perAccount = limiter(limits.windowMs, limits.signInPerAccount, signInMessage, {
    key: (req) => `${address(req)}|${normaliseEmail(String(req.body?.email ?? ''))}`,
    failuresOnly: true,
    store: store('sign-in-account'),
  });
  const perAddress = limiter(limits.windowMs, limits.signInPerAddress, signInMessage, { key: address, failuresOnly: true, store: store('sign-in-address') });
  // Who reaches the code step knows the password: an account's codes are limited whatever the address.
  const perCodeAccount = limiter(limits.windowMs, limits.signInPerAccount, signInMessage, {
    key: (req, res) => (res.locals.signInAccount ? `account:${String(res.locals.signInAccount)}` : `address:${address(req)}`),
    failuresOnly: true,
    store: store('sign-in-code'),
  });
  const anonymous = limiter(limits.windowMs, limits.anonymousWritesPerAddress, `Too many submissions from your address; wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again`, {
    key: address,
    failuresOnly: false,
    store: store('anonymous-write'),
  });
  return {
    signIn: [perAddress, perAccount],
    secondFactor: [perAddress, perCodeAccount],
    anonymousWrite: (req, res, next) => (req.user ? next() : anonymous(req, res, next)),
  };
}
