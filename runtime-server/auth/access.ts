/** Who may do what: the one check every generated and hand-written route calls. */
import type { Request } from 'express';
import type { AccessLevel, Operation } from '../../runtime-shared/meta';
import { forbidden, unauthorized } from '../http/errors';
import type { AuthUser, RoleGrant } from './accounts';

/** Whether a role may perform an operation on an entity in the back office. */
export function grants(role: RoleGrant | null | undefined, entity: string, operation: Operation): boolean {
  if (!role?.admin_access) return false;
  return role.all_permissions || (role.permissions[entity] ?? []).includes(operation);
}

/**
 * Throws 401 when a signed-in user is needed and missing, 403 when the
 * user's role does not grant the operation. `'admin'` means: a back-office
 * role that grants `operation` on `entity`. `'owner'` lets every signed-in
 * user through: which rows they reach is decided per row (crud/ownership.ts).
 */
export function assertAccess(req: Request, level: AccessLevel, entity?: string, operation?: Operation): AuthUser | undefined {
  return assertUserAccess(req.user, level, entity, operation, req.authProblem);
}

/** The same check for a user known without a request (the local API, runtime-server/local-api); `authProblem`: why a token was refused. */
export function assertUserAccess(user: AuthUser | undefined, level: AccessLevel, entity?: string, operation?: Operation, authProblem?: string): AuthUser | undefined {
  if (level === 'public') return user;
  if (level === 'none') throw forbidden('Nobody may do this through the API');
  if (!user) throw unauthorized(authProblem ?? 'Sign in to continue');
  if (level === 'authenticated' || level === 'owner') return user;
  const allowed = entity && operation ? grants(user.role, entity, operation) : Boolean(user.role?.admin_access);
  if (!allowed) throw forbidden(entity && operation ? `Your role may not ${operation} ${entity} records` : undefined);
  return user;
}
