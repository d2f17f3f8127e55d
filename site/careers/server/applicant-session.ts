/**
 * The applicant's proofs, as signed tokens (HS256, the app's secret, each with
 * its own audience so one can never stand in for another or for a sign-in):
 *
 * - the confirmation link mailed after applying (`applicant-email`, 3 days):
 *   opening it proves the applicant reads that mailbox;
 * - the applicant session the confirmation answers (`applicant-session`, 4 h):
 *   the exam routes accept nothing else. The browser keeps it, but only the
 *   server's signature makes it valid: a flag set by hand opens nothing.
 */
import type { Request } from 'express';
import type Jwt from 'jsonwebtoken';
import { jwt } from '../../../runtime-server/auth/jwt';
import { contextOf } from '../../../runtime-server/http/context';
import { unauthorized } from '../../../runtime-server/http/errors';

type Purpose = 'applicant-email' | 'applicant-session';

const LIFETIME: Record<Purpose, string> = { 'applicant-email': '3d', 'applicant-session': '4h' };

/** The header the exam routes read the applicant session from. */
export const SESSION_HEADER = 'x-applicant-session';

export function signApplicantToken(secret: string, purpose: Purpose, applicantId: number): string {
  return jwt().sign({}, secret, { algorithm: 'HS256', audience: purpose, subject: String(applicantId), expiresIn: LIFETIME[purpose] as Jwt.SignOptions['expiresIn'] });
}

/** The applicant id a valid token of that purpose names, or undefined. */
export function verifyApplicantToken(secret: string, purpose: Purpose, token: string): number | undefined {
  try {
    const claims = jwt().verify(token, secret, { algorithms: ['HS256'], audience: purpose }) as Jwt.JwtPayload;
    const id = Number(claims.sub);
    return Number.isSafeInteger(id) && id > 0 ? id : undefined;
  } catch {
    return undefined;
  }
}

/** The applicant whose session the request carries; 401 without a valid one. */
export function applicantOf(req: Request): number {
  const token = req.get(SESSION_HEADER);
  const id = token ? verifyApplicantToken(contextOf(req).jwtSecret, 'applicant-session', token) : undefined;
  if (!id) throw unauthorized('Confirm your email address first: open the link we sent you after you applied');
  return id;
}
