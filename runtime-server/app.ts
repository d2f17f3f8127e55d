/**
 * createApp(): the whole HTTP server, generic: security headers, JSON and
 * multipart bodies, authentication, the generated APIs, extra hand-written
 * routers, uploads, the built web app, and one error handler.
 */
import express, { type Router } from 'express';
import helmet from 'helmet';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { authenticate } from './auth/authenticate';
import { authRouter } from './auth/routes';
import type { Resource } from './crud/resource';
import { docsRouter } from './docs/routes';
import type { OpenApiDocument } from '../runtime-shared/openapi';
import type { AppContext } from './http/context';
import { compressedAssets } from './http/compression';
import { apiNotFound, errorHandler } from './http/error-handler';

export interface AppOptions extends AppContext {
  resources: Resource[];
  /** Hand-written API routers, mounted under /api at the given paths. */
  routers?: { path: string; router: Router }[];
  /** The built web app (index.html and assets); omitted in API-only tests. */
  webDir?: string;
  /** The API's OpenAPI document (generated/openapi.json): served at /api/openapi.json, rendered at /api/docs. */
  openapi?: OpenApiDocument;
  loginAttemptsPerWindow?: number;
}

export function createApp(options: AppOptions) {
  const app = express();
  const context: AppContext = { db: options.db, uploadsDir: options.uploadsDir, jwtSecret: options.jwtSecret, tokenLifetime: options.tokenLifetime };
  app.locals.context = context;
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          'img-src': ["'self'", 'data:', 'blob:', 'https:'],
          'style-src': ["'self'", "'unsafe-inline'"],
          'frame-src': ['https://www.youtube.com', 'https://www.youtube-nocookie.com', 'https://player.vimeo.com'],
        },
      },
    }),
  );

  const api = express.Router();
  api.use(express.json({ limit: '1mb' }));
  api.use(authenticate);
  api.use('/auth', authRouter({ loginAttemptsPerWindow: options.loginAttemptsPerWindow }));
  if (options.openapi) api.use(docsRouter(options.openapi));
  for (const { path: mount, router } of options.routers ?? []) api.use(mount, router);
  for (const { meta, router } of options.resources) api.use(`/${meta.name}`, router);
  api.use(apiNotFound);
  app.use('/api', api);

  // Uploaded files: never executed, never sniffed as HTML by the browser.
  app.use(
    '/uploads',
    express.static(options.uploadsDir, {
      index: false,
      dotfiles: 'deny',
      setHeaders: (res) => res.setHeader('Content-Security-Policy', "default-src 'none'; img-src 'self'; sandbox"),
    }),
  );

  if (options.webDir && existsSync(options.webDir)) {
    const webDir = options.webDir;
    app.use(compressedAssets(webDir));
    app.use(express.static(webDir, { index: false, maxAge: '1h' }));
    // Client-side routes (/, /login, /admin/...) all load the single-page app.
    app.get('/{*path}', (_req, res) => res.sendFile(path.join(webDir, 'index.html')));
  }

  app.use(errorHandler);
  return app;
}
