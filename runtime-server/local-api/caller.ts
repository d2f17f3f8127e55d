/**
 * Who performs a local-API operation: a signed-in user (their role's grants
 * apply, as over HTTP), `null` for an anonymous visitor, or the server itself
 * with a reason (`system('payment callback')`): every grant, and still an
 * audit entry that names the reason (auth/system-actor.ts).
 */
import type { Request } from 'express';
import type { EntityMeta, Operation } from '../../runtime-shared/meta';
import { assertUserAccess } from '../auth/access';
import type { AuthUser } from '../auth/accounts';
import { systemActor } from '../auth/system-actor';
import { ownerScope } from '../crud/ownership';
import type { RowFilter } from '../crud/visibility';

export interface SystemCaller {
  system: true;
  /** Why the server writes, in a few words: it is the audit entry's "by" (`system: payment callback`). */
  reason: string;
}

export type Caller = AuthUser | null | SystemCaller;

/** The caller of an HTTP request: its signed-in user, or an anonymous visitor. */
export const callerOf = (req: Request): Caller => req.user ?? null;

/** The server as the caller, e.g. `system('checkout')`. */
export const system = (reason: string): SystemCaller => ({ system: true, reason });

export const isSystem = (caller: Caller): caller is SystemCaller => caller !== null && 'system' in caller;

/**
 * Throws 401/403 as the HTTP route would when `caller` may not perform `operation` on the entity; answers
 * the actor its write is recorded under (none for an anonymous visitor).
 */
export function allowed(caller: Caller, meta: EntityMeta, operation: Operation): AuthUser | undefined {
  if (isSystem(caller)) return systemActor(caller.reason);
  return assertUserAccess(caller ?? undefined, meta.access[operation], meta.name, operation);
}

/** The rows a user caller may reach for `operation` (their own, with owner access); the system reaches every row. */
export const scopeOf = (caller: Caller, meta: EntityMeta, operation: Operation): RowFilter | undefined =>
  isSystem(caller) ? undefined : ownerScope(caller ?? undefined, meta, operation);
