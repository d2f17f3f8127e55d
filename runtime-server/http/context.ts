/** What every handler needs from the app: set once by `createApp`, read with `contextOf(req)`. */
import type { Request } from 'express';
import type { Knex } from 'knex';
import type { EntityMeta } from '../../runtime-shared/meta';
import type { ActionHook, LocalServices } from '../crud/action-hooks';
import type { HookRegistry } from '../local-api/hooks';
import type { Viewer } from '../crud/visibility';
import type { Mailer } from '../mail/mailer';
import type { UploadStore } from '../uploads/store';
import type { Subscriptions } from '../webhooks/subscriptions';
import type { Limiters } from './rate-limit';

export interface AppContext {
  db: Knex;
  /** Where uploaded files are stored (uploads/store.ts); public ones are served at /uploads. */
  uploads: UploadStore;
  jwtSecret: string;
  /** How long a sign-in lasts, e.g. '8h'. */
  tokenLifetime: string;
  /** Every served entity by name: answers look up the access of related entities here. */
  entities: ReadonlyMap<string, EntityMeta>;
  /** This app's rate limiters (runtime-server/http/rate-limit.ts). */
  limiters: Limiters;
  /** The one way to send mail (runtime-server/mail). */
  mailer: Mailer;
  /** Where visitors reach the site, without a trailing slash: links in mail point here. */
  publicUrl: string;
  /** Hand-written code run after declared actions, in their transaction (crud/action-hooks.ts). */
  actionHooks: readonly ActionHook[];
  /** Which webhooks listen to which change: the local API writes their outbox rows (runtime-server/webhooks). */
  webhooks?: Subscriptions;
  /** The scheduler of publishing (drafts/scheduler.ts), once started: told when a change is scheduled here. */
  scheduler?: { wake(): void };
  /** Every entity's lifecycle hooks, run by the local API around each write (local-api/hooks.ts). */
  hooks: HookRegistry<LocalServices>;
}

export function contextOf(req: Request): AppContext {
  return req.app.locals.context as AppContext;
}

/** Who a request's answer is for (crud/visibility.ts decides what they may read). */
export function viewerOf(req: Request): Viewer {
  return { user: req.user, entities: contextOf(req).entities };
}
