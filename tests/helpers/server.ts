/**
 * A real server for a test file: its own temporary SQLite file and uploads
 * folder, listening on a free port. Nothing is mocked. With
 * `TEST_DATABASE=postgres` (the "postgres" Vitest project) each server gets a
 * fresh PostgreSQL database instead, created on TEST_DATABASE_URL and dropped
 * at close, so the same HTTP suites run on both databases. Either starts as a
 * copy of a database given the schema once per run (database-template.ts).
 */
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Knex } from 'knex';
import type { AppContext } from '../../runtime-server/http/context';
import type { WebhookWorker } from '../../runtime-server/webhooks/worker';
import { buildServer, type BuiltServer, type StartOptions } from '../../site/server/start';
import { createMigratedPostgresDatabase, createPostgresDatabase } from './postgres';
import { copyMigratedSqlite, demoTemplate } from './database-template';
import { login } from './http';

export const ADMIN = { email: 'admin@test.local', password: 'correct-horse-battery' };

export interface TestServer {
  url: string;
  db: Knex;
  /** The database the server runs on: `sqlite` unless TEST_DATABASE=postgres. */
  database: 'sqlite' | 'postgres';
  /** Its URL (or SQLite file): a second server started on it shares its data. */
  databaseUrl: string;
  dir: string;
  uploadsDir: string;
  /** Where this server's mail lands; read it with `readOutbox` (runtime-server/mail/outbox.ts). */
  outboxDir: string;
  /** The app's context (its database, uploads, mailer, entities, action hooks): what the local API runs with in-process. */
  context: AppContext;
  /** The webhook delivery worker, not started: tests call `deliverDue()` (or `start()` it). */
  webhooks: WebhookWorker;
  /** Publishing at scheduled times: tests call `scheduler.runDueJobs(now)` (its loop runs only with `scheduler: true`). */
  scheduler: BuiltServer['scheduler'];
  /** Makes uploaded images' thumbnails off the request: `await thumbnails.whenIdle()` before looking for them. */
  thumbnails: BuiltServer['thumbnails'];
  close(): Promise<void>;
}

export const TEST_SECRET = 'test-secret-not-for-production';

/** Which database startTestServer() gives a server by default (TEST_DATABASE, set per Vitest project). */
export const TEST_DATABASE: 'sqlite' | 'postgres' = process.env.TEST_DATABASE === 'postgres' ? 'postgres' : 'sqlite';

type ServerOptions = Pick<StartOptions, 'webDir' | 'demoContent' | 'limits' | 'uploadStore' | 's3' | 'rateLimitStore' | 'pageRenders' | 'pageCacheTimes' | 'payment' | 'webhooks' | 'scheduler' | 'timeZone' | 'locales' | 'hooks'> & {
  databaseUrl?: string;
  /**
   * Tests write fixtures straight into `db` and then read the public pages: by default such writes drop the
   * rendered pages the server keeps, as the API's writes do. `false` leaves them to the cache's own expiry,
   * as for another server's writes (tests of the page cache).
   */
  directWritesRefreshPages?: boolean;
  /** The sender of this server's mail (default `Test <no-reply@test.local>`), and its Reply-To. */
  mail?: { from: string; replyTo?: string };
  /**
   * Start on an empty database and build the schema as a first start does (migrations, search indexes),
   * for tests of that start. By default the database is a copy of the run's template (database-template.ts).
   */
  buildSchema?: boolean;
  /**
   * `false`: this server's start seeds the demo content itself, instead of starting on a copy of the run's
   * demo template (database-template.ts), for tests of the seed (tests/site/demo-seed.test.ts).
   */
  demoTemplate?: false;
};

/**
 * The options a server started with `demoContent: true` may be given and still start on a copy of the run's
 * demo template: none changes what the seed writes or where its files go, so the copy holds exactly what
 * the server's own seed would write. Any other option does, and the server seeds for itself:
 * `databaseUrl` (a database that has its own rows), `buildSchema` (a test of the first start), `uploadStore`
 * and `s3` (the seed's files go to a table or a bucket), `timeZone` (the seed's calendar dates: a discount's
 * end, a job's deadline), `locales` (which translations the seed writes), `hooks` (they see the seed's writes),
 * `demoTemplate: false`; and any option added later until it is listed here.
 */
const SEED_NEUTRAL_OPTIONS: ReadonlySet<string> = new Set<keyof ServerOptions>([
  'demoContent',
  'webDir', // the public pages' renderer: it reads
  'limits', // HTTP rate limits: the seed writes through the local API, not over HTTP
  'rateLimitStore', // where those limits count: its table is made by every start, after a copy too
  'pageRenders', // how many pages render at once
  'pageCacheTimes', // how long rendered pages are kept
  'payment', // the checkout's provider: the seed's orders are paid by updates, as staff's "Mark as paid"
  'webhooks', // the delivery worker's settings: the seed makes no subscription, so no delivery
  'scheduler', // its loop starts after the seed, on a copy alike
  'mail', // the sender's address: the seed sends no mail (tests/site/demo-seed.test.ts)
  'directWritesRefreshPages', // the test's own writes
]);

/** Whether a server given `options` starts on a copy of the run's demo template (else it seeds, or not, for itself). */
export const startsOnDemoTemplate = (options: ServerOptions): boolean =>
  options.demoContent === true && Object.entries(options).every(([name, value]) => value === undefined || SEED_NEUTRAL_OPTIONS.has(name));

/** What buildServer is given for a test server: the demo template's seeder gives the same. */
const startOptions = (databaseUrl: string, uploadsDir: string, outboxDir: string, options: ServerOptions): StartOptions => ({
  databaseUrl,
  uploadsDir,
  jwtSecret: TEST_SECRET,
  adminEmail: ADMIN.email,
  adminPassword: ADMIN.password,
  demoContent: options.demoContent ?? false,
  mail: { from: 'Test <no-reply@test.local>', ...options.mail, outboxDir },
  publicUrl: 'http://site.test',
  ...(options.webDir ? { webDir: options.webDir } : {}),
  ...(options.limits ? { limits: options.limits } : {}),
  ...(options.uploadStore ? { uploadStore: options.uploadStore } : {}),
  ...(options.s3 ? { s3: options.s3 } : {}),
  ...(options.rateLimitStore ? { rateLimitStore: options.rateLimitStore } : {}),
  ...(options.pageRenders ? { pageRenders: options.pageRenders } : {}),
  ...(options.pageCacheTimes ? { pageCacheTimes: options.pageCacheTimes } : {}),
  ...(options.payment ? { payment: options.payment } : {}),
  ...(options.webhooks ? { webhooks: options.webhooks } : {}),
  ...(options.scheduler ? { scheduler: true } : {}),
  ...(options.timeZone ? { timeZone: options.timeZone } : {}),
  ...(options.locales ? { locales: options.locales } : {}),
  ...(options.hooks ? { hooks: options.hooks } : {}),
});

/** Makes the demo template's content: a test server's start with the demo content and no other option, its thumbnails made. */
async function seedDemoTemplate(databaseUrl: string, uploadsDir: string): Promise<void> {
  const built = await buildServer(startOptions(databaseUrl, uploadsDir, path.join(path.dirname(uploadsDir), 'outbox'), { demoContent: true }));
  try {
    await built.adoptLibraryFiles();
    await built.thumbnails.whenIdle();
  } finally {
    await built.close();
  }
}

/** A test server and the configured admin's API token: how most API files start. */
export async function startWithAdmin(options: ServerOptions = {}): Promise<{ server: TestServer; admin: string }> {
  const server = await startTestServer(options);
  try {
    return { server, admin: await login(server.url, ADMIN.email, ADMIN.password) };
  } catch (error) {
    await server.close();
    throw error;
  }
}

export async function startTestServer(options: ServerOptions = {}): Promise<TestServer> {
  const dir = mkdtempSync(path.join(tmpdir(), 'company-admin-test-'));
  const uploadsDir = path.join(dir, 'uploads');
  const outboxDir = path.join(dir, 'outbox');
  // A database of its own, already migrated (a copy of the run's template: database-template.ts), or
  // migrated and seeded with the demo content when the server would seed it just so.
  const demo = startsOnDemoTemplate(options) ? await demoTemplate(TEST_DATABASE, seedDemoTemplate) : undefined;
  const postgres = options.databaseUrl || TEST_DATABASE !== 'postgres' ? undefined : options.buildSchema ? await createPostgresDatabase('http_test') : await createMigratedPostgresDatabase('http_test', demo?.source);
  const databaseUrl = options.databaseUrl ?? postgres?.url ?? path.join(dir, 'test.sqlite');
  if (demo) {
    if (!postgres) copyFileSync(demo.source, databaseUrl);
    demo.copyFiles(uploadsDir);
  } else if (!options.databaseUrl && !postgres && !options.buildSchema) await copyMigratedSqlite(databaseUrl);
  const { app, db, dataChanged, webhooks, scheduler, thumbnails, adoptLibraryFiles, close } = await buildServer(startOptions(databaseUrl, uploadsDir, outboxDir, options));
  await adoptLibraryFiles(); // npm start does this once it listens; tests start from the state it leaves
  if (options.directWritesRefreshPages !== false) {
    db.on('query', (query: { sql?: string }) => {
      if (/^\s*(insert|update|delete)\b/i.test(query.sql ?? '')) dataChanged();
    });
  }
  const server = app.listen(0, '127.0.0.1');
  // A test that keeps the event loop busy for seconds (schema validation on a loaded machine) must not find
  // its kept-alive connection closed under it (ECONNRESET): idle connections live as long as the test file.
  server.keepAliveTimeout = 10 * 60_000;
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    db,
    database: /^postgres/.test(databaseUrl) ? 'postgres' : 'sqlite',
    databaseUrl,
    dir,
    uploadsDir,
    outboxDir,
    context: app.locals.context as AppContext,
    webhooks,
    scheduler,
    thumbnails,
    async close() {
      await webhooks.stop();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await close();
      await postgres?.drop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
