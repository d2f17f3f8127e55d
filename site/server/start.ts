/**
 * Builds the running product from its parts: database, migrations, first
 * admin, demo content and the app. Used by main.ts and by the tests.
 */
import express from 'express';
import type { Knex } from 'knex';
import { resources } from '../../generated/server';
import { localApiRegistry } from '../../generated/server/local-api';
import { migrations } from '../../generated/migrations';
import { createApp, type AppOptions } from '../../runtime-server/app';
import type { LocalServices } from '../../runtime-server/crud/action-hooks';
import type { RegisteredHooks } from '../../runtime-server/local-api/hooks';
import { connectDatabase, refreshStatistics } from '../../runtime-server/db/connect';
import type { LockWait } from '../../runtime-server/db/migration-lock';
import { libraryAdoption } from '../../runtime-server/start/library-adoption';
import { prepareData } from '../../runtime-server/start/prepare-data';
import { migrateToLatest } from '../../runtime-server/db/migration-source';
import { createScheduler, type Scheduler } from '../../runtime-server/drafts/scheduler';
import type { AppContext } from '../../runtime-server/http/context';
import type { EntityTarget } from '../../runtime-server/local-api/operations';
import { DEFAULT_SITE_TIME_ZONE, setSiteTimeZone } from '../../runtime-shared/site-time';
import { DEFAULT_LOCALES, setLocales } from '../../runtime-shared/locales';
import { createMailer, type MailSettings } from '../../runtime-server/mail/mailer';
import { openUploadStore } from '../../runtime-server/uploads/open-store';
import type { S3Settings } from '../../runtime-server/uploads/s3-store';
import { webhookRouters } from '../../runtime-server/webhooks/routes';
import { Subscriptions } from '../../runtime-server/webhooks/subscriptions';
import { createWebhookWorker, type WebhookWorker, type WorkerOptions } from '../../runtime-server/webhooks/worker';
import { sweepOrphanFiles } from '../../runtime-server/uploads/sweep';
import { createThumbnailPool, type ThumbnailPool } from '../../runtime-server/uploads/thumbnail-jobs';
import { loadSiteDocument } from './openapi';
import { siteRenderer, type SiteRendererOptions } from './render';
import type { PageCacheTimes, RenderLimit } from './render/render-page';
import { careersHooks } from '../careers/server';
import { siteRouters } from './routers';
import { createProvider } from '../shop/server/payment/providers';
import type { PaymentSettings } from '../shop/server/payment/settings';
import { siteNotice } from './render/site-notice';
import { redirectAnswers } from './redirects/lookup';
import { redirectHooks } from './redirects/redirect.hooks';
import { redirectWhenPathChanges } from './redirects/path-redirects';
import { PREVIEW_PATHS } from '../preview-paths';
import { orderHooks } from '../shop/server/order.hooks';
import { seedDemoContent } from './seed/seed';
import { noticeOfDisabledWebhook } from './webhook-notice';

export interface StartOptions {
  databaseUrl: string;
  uploadsDir: string;
  /** Where uploads live: the folder `uploadsDir` (and its sibling `private`), a table or an S3 bucket (`s3`) every process shares. @default 'folder' */
  uploadStore?: 'folder' | 'database' | 's3';
  /** The bucket, with `uploadStore: 's3'`. */
  s3?: S3Settings;
  /** Where rate-limit counters live: this process's memory, or a table every process shares. @default 'memory' */
  rateLimitStore?: 'memory' | 'database';
  jwtSecret: string;
  tokenLifetime?: string;
  adminEmail: string;
  adminPassword: string;
  webDir?: string;
  /** Seed the demo roles, accounts and content; main.ts decides from DEMO_CONTENT (never in production). @default false */
  demoContent?: boolean;
  /** Rate limits; tests set small ones. */
  limits?: AppOptions['limits'];
  /** Mail settings (config.ts); every message goes to the outbox folder unless `smtpUrl` is set. */
  mail: MailSettings;
  /** Where visitors reach the site; links in mail point here. */
  publicUrl: string;
  /** Public pages rendered per second when no kept copy answers (site/server/render/render-page.ts). @default 10 per second, 20 at once */
  pageRenders?: RenderLimit;
  /** How long a rendered page is kept fresh and sent at all (site/server/render/page-cache.ts). @default 1 s and 5 s */
  pageCacheTimes?: PageCacheTimes;
  /** How long to wait for another process's migration, and whom to tell. */
  migrationLock?: LockWait;
  /** How the shop takes payment (payment/settings.ts); tests point Stripe's `api` at a local server. @default { provider: 'test' } */
  payment?: PaymentSettings;
  /**
   * Webhook deliveries (runtime-server/webhooks/worker.ts): `allowPrivate` is WEBHOOK_ALLOW_PRIVATE; tests
   * shorten the timings. The worker does not run until `webhooks.start()` (main.ts starts it).
   */
  webhooks?: Omit<WorkerOptions, 'db' | 'subscriptions' | 'onDisabled'>;
  /** SITE_TIME_ZONE: the site's one time zone (runtime-shared/site-time.ts). @default 'America/New_York' */
  timeZone?: string;
  /** LOCALES: the content's languages, the default first (runtime-shared/locales.ts). @default ['en', 'de'] */
  locales?: readonly string[];
  /**
   * Run the scheduler's loop (runtime-server/drafts/scheduler.ts): a catch-up pass before the server is
   * built, then at each scheduled time; `BuiltServer.close` stops it. Tests leave it off and call
   * `scheduler.runDueJobs(now)` with their own clock. @default false
   */
  scheduler?: boolean;
  /** SCHEDULER_INTERVAL_MS: the scheduler's longest sleep between passes. @default 10_000 */
  schedulerIntervalMs?: number;
  /** THUMBNAIL_CONCURRENCY: images whose thumbnails are made at once, off the request (runtime-server/uploads/thumbnail-jobs.ts). @default 1 */
  thumbnailConcurrency?: number;
  /** Lifecycle hooks beside the site's own (tests add ones that record what they saw). @default [] */
  hooks?: RegisteredHooks<LocalServices>[];
}

export interface BuiltServer {
  app: ReturnType<typeof createApp>;
  db: Knex;
  log: string[];
  /**
   * For writes this process makes outside the API (the API's own writes are followed already):
   * rendered public pages kept for visitors are dropped (site/server/render/page-cache.ts).
   */
  dataChanged: () => void;
  /** The webhook delivery worker: `start()` it to deliver in the background, `stop()` it before closing the database. */
  webhooks: WebhookWorker;
  /** Publishes and unpublishes at scheduled times; its loop runs when `scheduler` was set. */
  scheduler: Scheduler;
  /** Makes uploaded images' thumbnails off the request; tests wait for `whenIdle()`. */
  thumbnails: ThumbnailPool;
  /**
   * Takes the files records show into the media library (runtime-server/start/library-adoption.ts): call it
   * once the server listens. Answers their paths.
   */
  adoptLibraryFiles: () => Promise<string[]>;
  /** Stops the scheduler's loop and closes the database (after the HTTP server stopped taking requests). */
  close: () => Promise<void>;
}

export async function buildServer(o: StartOptions): Promise<BuiltServer> {
  setSiteTimeZone(o.timeZone ?? DEFAULT_SITE_TIME_ZONE);
  setLocales(o.locales ?? DEFAULT_LOCALES);
  const db = connectDatabase({ url: o.databaseUrl });
  const log: string[] = [];
  const ran = await migrateToLatest(db, migrations, o.migrationLock);
  if (ran.length) log.push(`applied migrations: ${ran.join(', ')}`);
  const uploads = await openUploadStore(o.uploadStore, { uploadsDir: o.uploadsDir, db, ...(o.s3 ? { s3: o.s3 } : {}) });
  const payment = o.payment ?? { provider: 'test' };
  const site = o.webDir ? rendering(o.webDir, db, { notice: siteNotice(payment), ...(o.pageRenders ? { renders: o.pageRenders } : {}), ...(o.pageCacheTimes ? { cacheTimes: o.pageCacheTimes } : {}) }) : {};
  const subscriptions = new Subscriptions(db);
  // Built before the data steps below, which write nothing yet: the demo seed writes through the app's local API (its hooks, audit).
  const app = createApp({
    db,
    uploads,
    sharedRateLimits: o.rateLimitStore === 'database',
    jwtSecret: o.jwtSecret,
    tokenLifetime: o.tokenLifetime ?? '8h',
    mailer: createMailer(o.mail),
    publicUrl: o.publicUrl,
    resources,
    routers: [
      ...webhookRouters(localApiRegistry.webhook, localApiRegistry['webhook-delivery'].meta, { allowPrivate: o.webhooks?.allowPrivate ?? false }),
      ...siteRouters(await createProvider(payment, { jwtSecret: o.jwtSecret, publicUrl: o.publicUrl })),
    ],
    webhooks: subscriptions,
    // Every entity's lifecycle hooks (docs/hooks.md), and any a test adds.
    // A published content page that moves leaves a redirect behind (site/server/redirects).
    hooks: [orderHooks, ...careersHooks, redirectHooks, redirectWhenPathChanges('page', { path: PREVIEW_PATHS.page!, live: (r) => r.published === true }), ...(o.hooks ?? [])],
    // The generated document plus the site's hand-written routes (shop, careers, dashboard).
    openapi: loadSiteDocument,
    ...site,
    ...(o.limits ? { limits: o.limits } : {}),
  });
  const context = app.locals.context as AppContext;
  // The runtime's tables, the first admin, the demo content (as system('demo content'): validated, hooks run,
  // audited) and the search index, once, under the migration lock. The media library's adoption waits for the listen.
  log.push(...(await prepareData({
    services: context,
    targets: localApiRegistry,
    adminEmail: o.adminEmail,
    adminPassword: o.adminPassword,
    sharedUploads: o.uploadStore === 'database',
    sharedRateLimits: o.rateLimitStore === 'database',
    seed: async () => {
      if (!o.demoContent) return [];
      const seeded = await seedDemoContent(context);
      return seeded.length ? [`seeded demo content: ${seeded.join(', ')}`] : [];
    },
    ...(o.migrationLock ? { lock: o.migrationLock } : {}),
  })));
  const swept = await sweepOrphanFiles(db, uploads, resources.map((r) => r.meta));
  if (swept.length) log.push(`removed ${swept.length} stored file${swept.length === 1 ? '' : 's'} that no record refers to (left by an interrupted upload)`);
  // Thumbnails left to make by a process that stopped (or died) are made now (the demo pictures' too), then every upload's as it comes.
  const thumbnails = createThumbnailPool({ db, uploads, ...(o.thumbnailConcurrency ? { concurrency: o.thumbnailConcurrency } : {}) });
  await thumbnails.start();
  await refreshStatistics(db);
  const webhooks = createWebhookWorker({ ...o.webhooks, db, subscriptions, onDisabled: noticeOfDisabledWebhook(context) });
  const dataChanged = () => site.onDataChange?.();
  const targets = new Map<string, EntityTarget>(Object.values(localApiRegistry).filter((t) => t.meta.drafts).map((t) => [t.meta.name, t]));
  // The scheduler's changes are no API requests: it drops the rendered pages itself, the moment a change is made.
  const scheduler = createScheduler({ services: context, targets, onChange: dataChanged, ...(o.schedulerIntervalMs ? { pollMs: o.schedulerIntervalMs } : {}) });
  if (o.scheduler) {
    await scheduler.start();
    context.scheduler = scheduler;
  }
  const library = libraryAdoption(context, Object.values(localApiRegistry), o.migrationLock);
  const close = async () => {
    await library.stop();
    await webhooks.stop();
    await scheduler.stop();
    await thumbnails.stop();
    await db.destroy();
  };
  return { app, db, log, dataChanged, scheduler, thumbnails, adoptLibraryFiles: () => library.run(), close, webhooks };
}

/**
 * The public pages, told of every write the API accepts so that none is shown stale. Redirects are answered
 * first, before the page cache and the site's router (site/server/redirects/lookup.ts).
 */
function rendering(webDir: string, db: Knex, options: SiteRendererOptions): Pick<AppOptions, 'webDir' | 'render' | 'onDataChange'> {
  const site = siteRenderer(webDir, options);
  const redirects = redirectAnswers(db);
  const render = express.Router();
  render.use(redirects.handler, site.router);
  return {
    webDir,
    render,
    onDataChange: () => {
      redirects.dataChanged();
      site.dataChanged();
    },
  };
}
