/** Signed, expiring JWTs (HS256 only: a token cannot choose its own algorithm). */
import jwt from 'jsonwebtoken';

export interface TokenClaims {
  sub: string;
}

export function signToken(userId: number, secret: string, lifetime: string): string {
  return jwt.sign({}, secret, { algorithm: 'HS256', subject: String(userId), expiresIn: lifetime as jwt.SignOptions['expiresIn'] });
}

/** The user id of a valid token, or the reason it is not valid. */
export function verifyToken(token: string, secret: string): { userId: number } | { problem: string } {
  try {
    const claims = jwt.verify(token, secret, { algorithms: ['HS256'] }) as TokenClaims;
    const userId = Number(claims.sub);
    return Number.isInteger(userId) && userId > 0 ? { userId } : { problem: 'The sign-in token is not valid' };
  } catch (error) {
    return { problem: error instanceof jwt.TokenExpiredError ? 'Your session has expired; sign in again' : 'The sign-in token is not valid' };
  }
}

/** Accepts `Bearer <token>` and `Bearer<token>` (no space), as the original admin client sends it. */
export function tokenFromHeader(header: string | undefined): string | undefined {
  const match = /^Bearer\s*(\S+)$/i.exec(header?.trim() ?? '');
  return match?.[1];
}
