/**
 * Signed, expiring JWTs (HS256 only: a token cannot choose its own algorithm).
 * Each carries the user's token version (`ver`): raising the version on the
 * user ends every token issued before (runtime-server/auth/sessions.ts).
 */
import type Jwt from 'jsonwebtoken';
import { jwt } from './jwt';
import { createSecretKey, type KeyObject } from 'node:crypto';

export interface TokenClaims {
  sub: string;
  ver?: unknown;
}

/**
 * The secret as a key object, made once per secret. Given a string, jsonwebtoken
 * builds a key object on every call, first trying to read the secret as a public
 * key (a thrown and caught error): a profile of authenticated requests showed
 * about a sixth of the server's time there.
 */
let cachedKey: { secret: string; key: KeyObject } | undefined;
function keyOf(secret: string): KeyObject {
  if (cachedKey?.secret !== secret) cachedKey = { secret, key: createSecretKey(Buffer.from(secret, 'utf8')) };
  return cachedKey.key;
}

export function signToken(userId: number, version: number, secret: string, lifetime: string): string {
  return jwt().sign({ ver: version }, keyOf(secret), { algorithm: 'HS256', subject: String(userId), expiresIn: lifetime as Jwt.SignOptions['expiresIn'] });
}

/** The user id and token version of a valid token, or the reason it is not valid. */
export function verifyToken(token: string, secret: string): { userId: number; version: number } | { problem: string } {
  const known = verified.get(token);
  if (known && known.secret === secret) return Math.floor(Date.now() / 1000) < known.expires ? known.claims : { problem: EXPIRED };
  try {
    const claims = jwt().verify(token, keyOf(secret), { algorithms: ['HS256'] }) as TokenClaims & { exp?: unknown };
    const userId = Number(claims.sub);
    const version = claims.ver;
    if (!Number.isInteger(userId) || userId < 1 || typeof version !== 'number') return { problem: 'The sign-in token is not valid' };
    if (typeof claims.exp === 'number') remember(token, { secret, expires: claims.exp, claims: { userId, version } });
    return { userId, version };
  } catch (error) {
    return { problem: error instanceof jwt().TokenExpiredError ? EXPIRED : 'The sign-in token is not valid' };
  }
}

const EXPIRED = 'Your session has expired; sign in again';

/**
 * Tokens whose signature was checked, with their claims: a client sends the same token with
 * every request, and checking it again (HMAC, two JSON parses, the claims) was a tenth of a
 * read by id under load. Only the expiry changes with time; jsonwebtoken's own rule is
 * repeated (expired from the second `exp` names). Whether the user still accepts the token
 * (its version) is checked on every request by `authenticate`.
 */
interface Verified {
  secret: string;
  /** The token's `exp`, in seconds. */
  expires: number;
  claims: { userId: number; version: number };
}
const verified = new Map<string, Verified>();
const MAX_VERIFIED = 1000;

function remember(token: string, entry: Verified): void {
  if (verified.size >= MAX_VERIFIED) verified.delete(verified.keys().next().value!);
  verified.set(token, entry);
}

/** Accepts `Bearer <token>` and `Bearer<token>` (no space), as the original admin client sends it. */
export function tokenFromHeader(header: string | undefined): string | undefined {
  const match = /^Bearer\s*(\S+)$/i.exec(header?.trim() ?? '');
  return match?.[1];
}
