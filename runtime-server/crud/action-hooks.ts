/**
 * A hook point after declared actions, for hand-written code: an entity's
 * action may need more than its `set` (an order cancelled after payment gives
 * its stock back). The runtime knows nothing of what the hooks do; it runs
 * them inside the action's transaction, after the conditional update, so the
 * change and the hook's writes are stored together or not at all. A hook
 * that throws (an `APIError`, e.g. a 409) rolls the action back and is the answer.
 *
 * @example
 *   const hooks: ActionHook[] = [{ entity: 'order', action: 'cancel', run: ({ trx, before }) => giveStockBack(trx, before) }];
 *   createApp({ ..., actionHooks: hooks });
 */
import type { Knex } from 'knex';
import type { AuthUser } from '../auth/accounts';
import type { Row } from './serialize';

export interface ActionEvent {
  /** The action's transaction: write through it. */
  trx: Knex.Transaction;
  entity: string;
  action: string;
  id: number;
  /** The row as it was when the action applied, read inside the transaction (e.g. the status it left). */
  before: Row;
  actor?: AuthUser;
}

export interface ActionHook {
  /** The entity's name, e.g. `order`. */
  entity: string;
  /** The declared action's name, e.g. `cancel`. */
  action: string;
  run: (event: ActionEvent) => Promise<void>;
}

/** The hooks registered for one entity's action, in registration order. */
export const hooksFor = (hooks: readonly ActionHook[], entity: string, action: string): ActionHook[] =>
  hooks.filter((h) => h.entity === entity && h.action === action);
