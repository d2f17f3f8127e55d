/**
 * Builds the running product from its parts: database, migrations, first
 * admin, demo content and the app. Used by main.ts and by the tests.
 */
import type { Knex } from 'knex';
import { resources } from '../../generated/server';
import { migrations } from '../../generated/migrations';
import { createApp, type AppOptions } from '../../runtime-server/app';
import type { LocalServices } from '../../runtime-server/crud/action-hooks';
import type { RegisteredHooks } from '../../runtime-server/local-api/hooks';
import { ensureAdmin } from '../../runtime-server/auth/ensure-admin';
import { connectDatabase, refreshStatistics } from '../../runtime-server/db/connect';
import { holdingMigrationLock, type LockWait } from '../../runtime-server/db/migration-lock';
import { migrateToLatest } from '../../runtime-server/db/migration-source';
import { ensureSearchIndexes } from '../../runtime-server/db/search-indexes';
import { ensureRateLimitTable } from '../../runtime-server/http/rate-limit-store';
import { createMailer, type MailSettings } from '../../runtime-server/mail/mailer';
import { databaseStore, ensureUploadTable } from '../../runtime-server/uploads/database-store';
import { folderStore } from '../../runtime-server/uploads/store';
import { sweepOrphanFiles } from '../../runtime-server/uploads/sweep';
import { loadSiteDocument } from './openapi';
import { siteRenderer, type SiteRendererOptions } from './render';
import type { RenderLimit } from './render/render-page';
import { careersHooks } from '../careers/server';
import { siteRouters } from './routers';
import { ensurePaymentEventTable } from '../shop/server/payment/events';
import { createProvider } from '../shop/server/payment/providers';
import type { PaymentSettings } from '../shop/server/payment/settings';
import { siteNotice } from './render/site-notice';
import { orderHooks } from '../shop/server/order.hooks';
import { seedDemoContent } from './seed/seed';

export interface StartOptions {
  databaseUrl: string;
  uploadsDir: string;
  /** Where uploads live: the folder `uploadsDir` (and its sibling `private`), or a table every process shares. @default 'folder' */
  uploadStore?: 'folder' | 'database';
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
  /** How long to wait for another process's migration, and whom to tell. */
  migrationLock?: LockWait;
  /** How the shop takes payment (payment/settings.ts); tests point Stripe's `api` at a local server. @default { provider: 'test' } */
  payment?: PaymentSettings;
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
}

export async function buildServer(o: StartOptions): Promise<BuiltServer> {
  const db = connectDatabase({ url: o.databaseUrl });
  const log: string[] = [];
  const ran = await migrateToLatest(db, migrations, o.migrationLock);
  if (ran.length) log.push(`applied migrations: ${ran.join(', ')}`);
  // Under the migration lock: two processes starting together create the admin and the demo content once.
  const uploads = o.uploadStore === 'database' ? databaseStore(db) : folderStore(o.uploadsDir);
  await holdingMigrationLock(db, async () => {
    // The shared stores' tables belong to the runtime, not to an entity: made here, once, under the lock.
    if (o.uploadStore === 'database') await ensureUploadTable(db);
    if (o.rateLimitStore === 'database') await ensureRateLimitTable(db);
    await ensurePaymentEventTable(db);
    log.push(...(await ensureSearchIndexes(db, resources.map((r) => r.meta))));
    await ensureAdmin(db, o.adminEmail, o.adminPassword);
    if (o.demoContent) {
      const seeded = await seedDemoContent(db, uploads);
      if (seeded.length) log.push(`seeded demo content: ${seeded.join(', ')}`);
    }
  }, o.migrationLock);
  const swept = await sweepOrphanFiles(db, uploads, resources.map((r) => r.meta));
  if (swept.length) log.push(`removed ${swept.length} stored file${swept.length === 1 ? '' : 's'} that no record refers to (left by an interrupted upload)`);
  await refreshStatistics(db);
  const payment = o.payment ?? { provider: 'test' };
  const site = o.webDir ? rendering(o.webDir, { notice: siteNotice(payment), ...(o.pageRenders ? { renders: o.pageRenders } : {}) }) : {};
  const app = createApp({
    db,
    uploads,
    sharedRateLimits: o.rateLimitStore === 'database',
    jwtSecret: o.jwtSecret,
    tokenLifetime: o.tokenLifetime ?? '8h',
    mailer: createMailer(o.mail),
    publicUrl: o.publicUrl,
    resources,
    routers: siteRouters(await createProvider(payment, { jwtSecret: o.jwtSecret, publicUrl: o.publicUrl })),
    // Every entity's lifecycle hooks (docs/hooks.md), and any a test adds.
    hooks: [orderHooks, ...careersHooks, ...(o.hooks ?? [])],
    // The generated document plus the site's hand-written routes (shop, careers, dashboard).
    openapi: loadSiteDocument,
    ...site,
    ...(o.limits ? { limits: o.limits } : {}),
  });
  return { app, db, log, dataChanged: () => site.onDataChange?.() };
}

/** The public pages, told of every write the API accepts so that none is shown stale. */
function rendering(webDir: string, options: SiteRendererOptions): Pick<AppOptions, 'webDir' | 'render' | 'onDataChange'> {
  const site = siteRenderer(webDir, options);
  return { webDir, render: site.router, onDataChange: site.dataChanged };
}
