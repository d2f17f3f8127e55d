/**
 * Rate limits, one set per app (so each test server counts on its own):
 * failed sign-ins (and failed checks of a signed-in user's current password)
 * per account and address, wrong two-factor codes per account (and per address,
 * with the passwords), and per address across every account (one
 * password tried on many accounts); every write made without signing in
 * (contact, newsletter, applications), and every sign-up whoever sends it;
 * and mail: requests to routes that send mail, per caller, and messages per
 * recipient. Each route limit answers 429 with the one error shape. Counters
 * live in this process's memory, or in the database when several processes
 * must share them (rate-limit-store.ts). docs/security-accounts.md lists them.
 */
import type { Request, RequestHandler, Response } from 'express';
import { ipKeyGenerator, MemoryStore, rateLimit, type Options, type Store } from 'express-rate-limit';
import type { Knex } from 'knex';
import { normaliseEmail } from '../../runtime-shared/validation';
import { databaseRateLimitStore } from './rate-limit-store';

export interface RateLimits {
  /** The window the sign-in and write limits count in, in milliseconds. @default 900000 (15 minutes) */
  windowMs: number;
  /** Failed sign-ins (or current-password checks) for one account from one address; also wrong two-factor codes for one account. @default 10 */
  signInPerAccount: number;
  /** Failed sign-ins (or current-password checks) from one address, whatever the account. @default 30 */
  signInPerAddress: number;
  /** Writes without a sign-in from one address (public forms), and sign-ups whoever sends them. @default 30 */
  anonymousWritesPerAddress: number;
  /** The window the two mail limits count in, in milliseconds. @default 3600000 (one hour) */
  mailWindowMs: number;
  /**
   * Requests to routes that send mail from one caller: the user when signed in, else the address.
   * Every request counts, whether or not a message goes out. @default 30
   * @example createLimiters({ mailRequestsPerCaller: 100 }) // a busy shared office address
   */
  mailRequestsPerCaller: number;
  /** Messages sent to one address (trimmed, lower case), whoever asks; the ones over it are not sent. @default 5 */
  mailsPerRecipient: number;
}

export const DEFAULT_LIMITS: RateLimits = {
  windowMs: 15 * 60 * 1000,
  signInPerAccount: 10,
  signInPerAddress: 30,
  anonymousWritesPerAddress: 30,
  mailWindowMs: 60 * 60 * 1000,
  mailRequestsPerCaller: 30,
  mailsPerRecipient: 5,
};

export interface Limiters {
  /** Run before checking a password to sign in; only failures count. */
  signIn: RequestHandler[];
  /**
   * Run before checking a signed-in user's current password (changing the password or the email), after
   * the sign-in check: the sign-in counters, keyed by the user's own email, so guesses made with a stolen
   * token and at the sign-in form share one budget.
   */
  passwordCheck: RequestHandler[];
  /**
   * Run before checking a sign-in code (two-factor); only failures count. Per address, in the budget of
   * failed passwords, and per account from any address: the account is `res.locals.signInAccount`, which a
   * handler before these names (else the address stands for it).
   */
  secondFactor: RequestHandler[];
  /** Run before any write that needs no sign-in; a signed-in request passes untouched. */
  anonymousWrite: RequestHandler;
  /** The same per-address budget as `anonymousWrite`, counted whoever sends the request (sign-up). */
  addressWrite: RequestHandler;
  /** Run before every route that may send mail: per caller, signed in or not; every request counts. */
  mail: RequestHandler;
  /** Counts one message to `to`; false once the address had its share this window (the message is not sent). */
  mailRecipient: (to: string) => Promise<boolean>;
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

const waitFor = (windowMs: number) => {
  const minutes = Math.max(1, Math.round(windowMs / 60_000));
  return `wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again`;
};

/** `shared`: the database that holds the counters of every process (RATE_LIMIT_STORE=database); else memory. */
export function createLimiters(overrides: Partial<RateLimits> = {}, shared?: Knex): Limiters {
  const limits = { ...DEFAULT_LIMITS, ...overrides };
  const store = (name: string, windowMs = limits.windowMs) => (shared ? databaseRateLimitStore(shared, `${name}:`, windowMs) : undefined);
  const signInMessage = `Too many failed sign-in attempts; ${waitFor(limits.windowMs)}`;
  // Requests that passed through `passwordCheck`: their account is the signed-in user, not the body's email (a new address).
  const ownPassword = new WeakSet<Request>();
  // The body is not checked yet: an email that is not text (refused by the route) names no account.
  const bodyEmail = (req: Request) => (req.body as Record<string, unknown> | undefined)?.email;
  const account = (req: Request) => {
    if (ownPassword.has(req)) return req.user?.email ?? '';
    const email = bodyEmail(req);
    return typeof email === 'string' ? email : '';
  };
  // " Admin@x" and "admin@x" are one account, so they share one budget.
  const perAccount = limiter(limits.windowMs, limits.signInPerAccount, signInMessage, {
    key: (req) => `${address(req)}|${normaliseEmail(account(req))}`,
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
  const writes = limiter(limits.windowMs, limits.anonymousWritesPerAddress, `Too many submissions from your address; ${waitFor(limits.windowMs)}`, {
    key: address,
    failuresOnly: false,
    store: store('anonymous-write'),
  });
  const mail = limiter(limits.mailWindowMs, limits.mailRequestsPerCaller, `You asked us to send too many emails; ${waitFor(limits.mailWindowMs)}`, {
    // A signed-in caller is one budget from every address; anyone else is their address.
    key: (req) => (req.user ? `user:${req.user.id}` : `address:${address(req)}`),
    failuresOnly: false,
    store: store('mail-caller', limits.mailWindowMs),
  });
  const recipients = counter(store('mail-recipient', limits.mailWindowMs), limits.mailWindowMs);
  return {
    signIn: [perAddress, perAccount],
    passwordCheck: [(req, _res, next) => (ownPassword.add(req), next()), perAddress, perAccount],
    anonymousWrite: (req, res, next) => (req.user ? next() : writes(req, res, next)),
    addressWrite: writes,
    mail,
    mailRecipient: async (to) => (await recipients(normaliseEmail(to))) <= limits.mailsPerRecipient,
    secondFactor: [perAddress, perCodeAccount],
  };
}

/** Counts hits per key in a store (the same ones the route limits use) and answers the count, this one included. */
function counter(shared: Store | undefined, windowMs: number): (key: string) => Promise<number> {
  const store = shared ?? new MemoryStore();
  void store.init?.({ windowMs } as Options);
  return async (key) => (await store.increment(key)).totalHits;
}
