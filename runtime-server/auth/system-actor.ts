/**
 * The server itself as the author of a write: a payment callback, a checkout,
 * a seed. Hand-written code names the reason (`system('payment callback')`);
 * the write skips the access checks (every grant, like an administrator's)
 * but is audited like a staff change, with no user and "system: <reason>" as
 * who made it, so the history says why a record changed.
 */
import type { AuthUser, RoleGrant } from './accounts';

const SYSTEM_ROLE: RoleGrant = { id: 0, key: 'system', name: 'System', admin_access: true, all_permissions: true, requires_two_factor: false, permissions: {} };

const actors = new WeakSet<AuthUser>();

/** The audit log's "by" column holds at most 254 characters. */
const MAX_BY = 254;

/** An actor with every grant whose audit entries read `system: <reason>`. */
export function systemActor(reason: string): AuthUser {
  const actor: AuthUser = { id: 0, email: `system: ${reason}`.slice(0, MAX_BY), first_name: 'System', last_name: null, role_id: null, role: SYSTEM_ROLE };
  actors.add(actor);
  return actor;
}

/** Whether `actor` is the system (it has no account: nothing may point at its id). */
export const isSystemActor = (actor: AuthUser | undefined): boolean => actor !== undefined && actors.has(actor);
