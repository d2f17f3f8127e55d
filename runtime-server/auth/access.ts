/** Who may do what: the one check every generated and hand-written route calls. */
import type { Request } from 'express';
import type { AccessLevel } from '../../runtime-shared/meta';
import { forbidden, unauthorized } from '../http/errors';
import type { AuthUser } from './accounts';

export const ADMIN_ROLE = 'admin';

/** Throws 401 when a signed-in user is needed and missing, 403 when the user's role is not enough. */
export function assertAccess(req: Request, level: AccessLevel): AuthUser | undefined {
  if (level === 'public') return req.user;
  if (!req.user) throw unauthorized(req.authProblem ?? 'Sign in to continue');
  if (level === 'admin' && req.user.role !== ADMIN_ROLE) throw forbidden();
  return req.user;
}
