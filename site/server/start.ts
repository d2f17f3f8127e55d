/**
 * Builds the running product from its parts: database, migrations, first
 * admin, demo content and the app. Used by main.ts and by the tests.
 */
import type { Knex } from 'knex';
import openapi from '../../generated/openapi.json';
import { resources } from '../../generated/server';
import { migrations } from '../../generated/migrations';
import type { OpenApiDocument } from '../../runtime-shared/openapi';
import { createApp } from '../../runtime-server/app';
import { ensureAdmin } from '../../runtime-server/auth/ensure-admin';
import { connectDatabase } from '../../runtime-server/db/connect';
import { migrateToLatest } from '../../runtime-server/db/migration-source';
import { siteRenderer } from './render';
import { siteRouters } from './routers';
import { seedDemoContent } from './seed/seed';

export interface StartOptions {
  databaseUrl: string;
  uploadsDir: string;
  jwtSecret: string;
  tokenLifetime?: string;
  adminEmail: string;
  adminPassword: string;
  webDir?: string;
  /** @default true */
  demoContent?: boolean;
  loginAttemptsPerWindow?: number;
}

export async function buildServer(o: StartOptions): Promise<{ app: ReturnType<typeof createApp>; db: Knex; log: string[] }> {
  const db = connectDatabase({ url: o.databaseUrl });
  const log: string[] = [];
  const ran = await migrateToLatest(db, migrations);
  if (ran.length) log.push(`applied migrations: ${ran.join(', ')}`);
  await ensureAdmin(db, o.adminEmail, o.adminPassword);
  if (o.demoContent !== false) {
    const seeded = await seedDemoContent(db, o.uploadsDir);
    if (seeded.length) log.push(`seeded demo content: ${seeded.join(', ')}`);
  }
  const app = createApp({
    db,
    uploadsDir: o.uploadsDir,
    jwtSecret: o.jwtSecret,
    tokenLifetime: o.tokenLifetime ?? '8h',
    resources,
    routers: siteRouters,
    openapi: openapi as OpenApiDocument,
    ...(o.webDir ? { webDir: o.webDir, render: siteRenderer(o.webDir) } : {}),
    ...(o.loginAttemptsPerWindow ? { loginAttemptsPerWindow: o.loginAttemptsPerWindow } : {}),
  });
  return { app, db, log };
}
