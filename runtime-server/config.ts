/**
 * Settings from the environment. Development gets working defaults (printed
 * at start); production refuses to start without a JWT secret or with the
 * default admin password.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export interface Config {
  port: number;
  databaseUrl: string;
  dataDir: string;
  uploadsDir: string;
  jwtSecret: string;
  tokenLifetime: string;
  adminEmail: string;
  adminPassword: string;
  production: boolean;
  /** `DATABASE_CREATE=1`: production may create a missing SQLite file (the first start). */
  databaseCreate: boolean;
  /** `SHUTDOWN_TIMEOUT` (seconds, default 10): how long SIGTERM waits for requests in flight. */
  shutdownTimeoutMs: number;
  /** `MIGRATION_LOCK_WAIT` (seconds, default 60): how long a start waits for another process's migration. */
  migrationLockWaitMs: number;
  /** What was defaulted, to print at start. */
  notes: string[];
}

export const DEFAULT_ADMIN = { email: 'admin@example.com', password: 'admin12345' };

export function loadConfig(env: NodeJS.ProcessEnv, root: string): Config {
  const production = env.NODE_ENV === 'production';
  const dataDir = path.resolve(root, env.DATA_DIR ?? 'data');
  const notes: string[] = [];
  const adminEmail = env.ADMIN_EMAIL ?? DEFAULT_ADMIN.email;
  const adminPassword = env.ADMIN_PASSWORD ?? DEFAULT_ADMIN.password;
  if (production && (!env.JWT_SECRET || !env.ADMIN_PASSWORD || adminPassword === DEFAULT_ADMIN.password)) {
    throw new Error('In production, set JWT_SECRET and ADMIN_PASSWORD (not the development default) before starting.');
  }
  if (!env.ADMIN_PASSWORD) notes.push(`admin sign-in: ${adminEmail} / ${adminPassword} (set ADMIN_EMAIL and ADMIN_PASSWORD to change)`);
  return {
    port: Number(env.PORT ?? 3000),
    databaseUrl: env.DATABASE_URL ?? path.join(dataDir, 'app.sqlite'),
    dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    jwtSecret: env.JWT_SECRET ?? developmentSecret(dataDir, notes),
    tokenLifetime: env.TOKEN_LIFETIME ?? '8h',
    adminEmail,
    adminPassword,
    production,
    databaseCreate: env.DATABASE_CREATE === '1',
    shutdownTimeoutMs: seconds(env, 'SHUTDOWN_TIMEOUT', 10),
    migrationLockWaitMs: seconds(env, 'MIGRATION_LOCK_WAIT', 60),
    notes,
  };
}

function seconds(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback * 1000;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a number of seconds, e.g. ${name}=${fallback}; it is "${raw}".`);
  return value * 1000;
}

/** A random secret kept in the data folder, so sign-ins survive a restart without a secret in the repository. */
function developmentSecret(dataDir: string, notes: string[]): string {
  const file = path.join(dataDir, '.jwt-secret');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 });
  }
  notes.push(`JWT_SECRET not set: using a development secret from ${file}`);
  return readFileSync(file, 'utf8').trim();
}
