/**
 * A hook point after declared actions, for hand-written code: an entity's
 * action may need more than its `set`. The runtime knows nothing of what the
 * hooks do. Two moments, for two kinds of work:
 * - `run`, inside the action's transaction after the conditional update:
 *   writes that must be stored with the change or not at all (an order
 *   cancelled after payment gives its stock back). A hook that throws (an
 *   `APIError`, e.g. a 409) rolls the action back and is the answer.
 * - `afterCommit`, once the change is stored: side effects such as mail (an
 *   applicant told they were shortlisted). The action has happened, so a
 *   failure here is logged, never turned into an error answer.
 *
 * @example
 *   const hooks: ActionHook[] = [
 *     { entity: 'order', action: 'cancel', run: ({ trx, before }) => giveStockBack(trx, before) },
 *     { entity: 'applicant', action: 'shortlist', afterCommit: ({ id, context }) => mailApplicant(context, id) },
 *   ];
 *   createApp({ ..., actionHooks: hooks });
 */
import type { Knex } from 'knex';
import type { EntityMeta } from '../../runtime-shared/meta';
import type { AuthUser } from '../auth/accounts';
import type { HookRegistry } from '../local-api/hooks';
import type { Mailer } from '../mail/mailer';
import type { UploadStore } from '../uploads/store';
import type { Subscriptions } from '../webhooks/subscriptions';
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
  /** The app's services: a hook writes other records through the local API with them (runtime-server/local-api), in `trx`. */
  services: LocalServices;
}

/**
 * The app's services a side effect may use: the part of the app's context (http/context.ts) hooks see.
 * Declared here, not imported from there, because the context holds the hooks: the two would import each other.
 */
export interface ActionHookServices {
  db: Knex;
  mailer: Mailer;
  uploads: UploadStore;
  /** Where visitors reach the site, without a trailing slash: links in mail point here. */
  publicUrl: string;
  /** Every served entity by name. */
  entities: ReadonlyMap<string, EntityMeta>;
}

/** What the local API (runtime-server/local-api) needs of the app: its services and the hooks it runs. */
export interface LocalServices extends ActionHookServices {
  actionHooks: readonly ActionHook[];
  /** Which webhooks listen to which change (webhooks/subscriptions.ts); without it, no write is announced. */
  webhooks?: Subscriptions;
  /** Every entity's lifecycle hooks (local-api/hooks.ts); none when left out. */
  hooks?: HookRegistry<LocalServices>;
}

export interface CommittedActionEvent {
  entity: string;
  action: string;
  id: number;
  /** The app's database, mailer and public URL. */
  context: ActionHookServices;
}

export interface ActionHook {
  /** The entity's name, e.g. `order`. */
  entity: string;
  /** The declared action's name, e.g. `cancel`. */
  action: string;
  run?: (event: ActionEvent) => Promise<void>;
  afterCommit?: (event: CommittedActionEvent) => Promise<void>;
}

/** The hooks registered for one entity's action, in registration order. */
export const hooksFor = (hooks: readonly ActionHook[], entity: string, action: string): ActionHook[] =>
  hooks.filter((h) => h.entity === entity && h.action === action);

/** Runs the `afterCommit` hooks of an applied action; a failing one is logged and the others still run. */
export async function runAfterCommit(hooks: readonly ActionHook[], event: CommittedActionEvent): Promise<void> {
  for (const hook of hooksFor(hooks, event.entity, event.action)) {
    try {
      await hook.afterCommit?.(event);
    } catch (error) {
      console.error(`after the action ${event.entity}.${event.action} on ${event.id}:`, error);
    }
  }
}
