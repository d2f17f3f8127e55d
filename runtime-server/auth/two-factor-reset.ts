/**
 * Turning an account's two-factor sign-in off and ending its sign-ins, through the local API: its columns
 * are internal (never in the user API), written in the update's transaction from the locked row, and the
 * account's history keeps the change as the action `reset_two_factor` by whoever reset it.
 */
import type { LocalServices } from '../crud/action-hooks';
import type { Row } from '../crud/serialize';
import type { SystemCaller } from '../local-api/caller';
import { update, type EntityTarget } from '../local-api/operations';
import { TOKEN_VERSION } from './sessions';
import { TWO_FACTOR_OFF } from './two-factor';

export const RESET_TWO_FACTOR = 'reset_two_factor';

/** The internal values of a reset: no secret, no codes, and a new token version (every token issued before is refused). */
export const twoFactorReset = (stored: Row): Row => ({ ...TWO_FACTOR_OFF, [TOKEN_VERSION]: Number(stored[TOKEN_VERSION] ?? 0) + 1 });

/** The operators' reset (site/server/two-factor-reset.ts), as the system with its reason. */
export async function resetTwoFactorAs(services: LocalServices, users: EntityTarget, userId: number, caller: SystemCaller): Promise<void> {
  await update(services, users, userId, {}, { caller, auditAction: RESET_TWO_FACTOR, internal: twoFactorReset });
}
