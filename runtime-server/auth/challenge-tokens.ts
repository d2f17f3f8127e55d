/**
 * The short-lived tokens between the password and the second factor. After
 * a right password, an account with two-factor sign-in gets a `two_factor`
 * challenge (answered with a code at POST /api/auth/login/two-factor); one
 * whose role requires it but who has not set it up gets a `two_factor_setup`
 * challenge, good only for the setup routes. Neither is a sign-in: they are
 * signed with their own key (derived-keys.ts), so `Authorization: Bearer`
 * never accepts one, and each names its purpose. Each carries the user's
 * token version, so a sign-out everywhere or a new password ends them too.
 */
import { jwt } from './jwt';
import { derivedKey } from './derived-keys';

export type ChallengePurpose = 'two_factor' | 'two_factor_setup';

/** Seconds a challenge works: a code is typed in a minute; a first setup (install an app, scan) takes longer. */
export const CHALLENGE_LIFETIME_S: Record<ChallengePurpose, number> = { two_factor: 5 * 60, two_factor_setup: 15 * 60 };

export function signChallenge(userId: number, version: number, purpose: ChallengePurpose, secret: string): string {
  return jwt().sign({ ver: version, pur: purpose }, derivedKey(secret, 'two-factor-challenge'), {
    algorithm: 'HS256',
    subject: String(userId),
    expiresIn: CHALLENGE_LIFETIME_S[purpose],
  });
}

/** The user id and token version of a valid challenge of this purpose; undefined for anything else (forged, expired, another purpose). */
export function verifyChallenge(token: string, purpose: ChallengePurpose, secret: string): { userId: number; version: number } | undefined {
  try {
    const claims = jwt().verify(token, derivedKey(secret, 'two-factor-challenge'), { algorithms: ['HS256'] }) as { sub?: unknown; ver?: unknown; pur?: unknown };
    const userId = Number(claims.sub);
    if (claims.pur !== purpose || !Number.isInteger(userId) || userId < 1 || typeof claims.ver !== 'number') return undefined;
    return { userId, version: claims.ver };
  } catch {
    return undefined;
  }
}
