/**
 * createApp(): the whole HTTP server, generic: security headers, JSON and
 * multipart bodies, authentication, the generated APIs, extra hand-written
 * routers, uploads, the built web app, and one error handler.
 */
import express, { type RequestHandler, type Router } from 'express';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { authenticate } from './auth/authenticate';
import { apiKeyRouter } from './auth/api-key-routes';
import { authRouter } from './auth/routes';
import type { ActionHook, LocalServices } from './crud/action-hooks';
import { hookRegistry, type RegisteredHooks } from './local-api/hooks';
import { searchIndexHooks } from './search/index-hooks';
import type { Resource } from './crud/resource';
import { docsHandlers } from './docs/routes';
import type { OpenApiDocument } from '../runtime-shared/openapi';
import type { AppContext } from './http/context';
import { compressAnswers, compressedAssets } from './http/compression';
import { apiNotFound, errorHandler } from './http/error-handler';
import { createLimiters, type RateLimits } from './http/rate-limit';
import { capPerRecipient } from './mail/recipient-cap';
import { serveUploads } from './uploads/serve';
import { health } from './http/health';
import { afterWrites } from './http/data-changes';
import { keepRawBody } from './http/raw-body';
import { securityHeaders } from './http/security-headers';
import { scheduledChangesRoute } from './drafts/routes';

export interface AppOptions extends Omit<AppContext, 'entities' | 'limiters' | 'actionHooks' | 'hooks'> {
  resources: Resource[];
  /** Hand-written API routers, mounted under /api at the given paths. */
  routers?: { path: string; router: Router }[];
  /** The built web app (index.html and assets); omitted in API-only tests. */
  webDir?: string;
  /**
   * Answers the requests outside /api and /uploads that no built file answers
   * (server-rendered pages, and the form posts they take without JavaScript);
   * without it every GET gets the web app's index.html.
   */
  render?: RequestHandler;
  /**
   * Called when the API has answered a write (any method but GET, HEAD and OPTIONS) with success:
   * whatever keeps answers derived from the data (the public pages) drops them.
   */
  onDataChange?: () => void;
  /**
   * The API's OpenAPI document (generated/openapi.json), served at /api/openapi.json and rendered at /api/docs:
   * loaded on the first request for it, since it is megabytes that nothing else needs.
   */
  openapi?: () => OpenApiDocument;
  /** Rate limits; every one not given keeps its default (DEFAULT_LIMITS). */
  limits?: Partial<RateLimits>;
  /** Hand-written code run after declared actions, in their transaction (crud/action-hooks.ts). @default [] */
  actionHooks?: ActionHook[];
  /** Lifecycle hooks of the entities, each from the generated `defineHooks(entity, {...})` (local-api/hooks.ts). @default [] */
  hooks?: readonly RegisteredHooks<LocalServices>[];
  /** Count rate limits in the database, shared by every process on it (its table must exist: ensureRateLimitTable). @default false */
  sharedRateLimits?: boolean;
}

/**
 * The JSON body parser for the methods whose routes read a body: no GET or HEAD route does, so their bodies
 * (which clients rarely send, and HTTP gives no meaning) are not read, checked or parsed; Node discards them.
 */
function jsonBodies(parse: RequestHandler): RequestHandler {
  return (req, res, next) => (req.method === 'GET' || req.method === 'HEAD' ? next() : parse(req, res, next));
}

export function createApp(options: AppOptions) {
  const app = express();
  const entities = new Map(options.resources.map((r) => [r.meta.name, r.meta]));
  const limiters = createLimiters(options.limits, options.sharedRateLimits ? options.db : undefined);
  const context: AppContext = {
    db: options.db,
    uploads: options.uploads,
    jwtSecret: options.jwtSecret,
    tokenLifetime: options.tokenLifetime,
    limiters,
    // Whatever sends mail through the context, each recipient gets a limited number of messages.
    mailer: capPerRecipient(options.mailer, limiters.mailRecipient),
    publicUrl: options.publicUrl,
    entities,
    actionHooks: options.actionHooks ?? [],
    ...(options.webhooks ? { webhooks: options.webhooks } : {}),
    // The search index follows every write of an entity that declares `search`, before the app's own hooks run.
    hooks: hookRegistry([...searchIndexHooks(options.resources.map((r) => r.meta)), ...(options.hooks ?? [])]),
  };
  app.locals.context = context;
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');
  app.use(securityHeaders);

  compressAnswers(app); // on the app's response prototype: res.send and res.json of every route

  const api = express.Router();
  api.get('/health', health); // before body parsing and authentication: nothing to spend time on
  api.use(jsonBodies(express.json({ limit: '1mb', verify: keepRawBody }))); // the bytes too, for webhook signatures (rawBodyOf)
  api.use(authenticate);
  // Accounts, sessions and API keys are never part of a kept public page (those render anonymously): a sign-in
  // or a password change leaves the pages kept. Every route mounted below tells of its accepted writes.
  api.use('/auth', authRouter(context.limiters));
  api.use('/api-keys', apiKeyRouter());
  if (options.onDataChange) api.use(afterWrites(options.onDataChange));
  if (options.openapi) {
    const docs = docsHandlers(options.openapi);
    api.get('/openapi.json', docs.json);
    api.get('/docs', docs.html);
  }
  for (const { path: mount, router } of options.routers ?? []) api.use(mount, router);
  if (options.resources.some((r) => r.meta.drafts)) api.get('/scheduled-changes', scheduledChangesRoute);
  // One layer for all entities: the router tried each entity's mount path in turn, about a tenth of a read by id.
  const entityRouters = new Map(options.resources.map(({ meta, router }) => [meta.name, router]));
  api.use('/:entity', (req, res, next) => {
    const router = entityRouters.get(String(req.params.entity));
    if (router) router(req, res, next);
    else next();
  });
  api.use(apiNotFound);
  app.use('/api', api);

  // Uploaded files: never executed, never sniffed; documents are downloads (uploads/serve.ts).
  app.use('/uploads', serveUploads(options.uploads));

  if (options.webDir && existsSync(options.webDir)) {
    const webDir = options.webDir;
    app.use(compressedAssets(webDir));
    const files = express.static(webDir, { index: false, maxAge: '1h' });
    // Pages (`/`, `/products`) have no file extension: they skip the file system, which cost a stat and
    // a 404 error object per page view (a fifth of the time of a kept page, page-cache.ts).
    app.use((req, res, next) => (path.extname(req.path) ? files(req, res, next) : next()));
    // Client-side routes (/, /login, /admin/...) all load the single-page app.
    if (!options.render) app.get('/{*path}', (_req, res) => res.sendFile(path.join(webDir, 'index.html')));
  }
  // GETs, and the POSTs of forms that work without JavaScript: the handler decides which paths and methods it answers.
  if (options.render) app.use(options.render);

  app.use(errorHandler);
  return app;
}
