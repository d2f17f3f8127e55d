/**
 * Settings from the environment, checked before anything starts. Development
 * gets working defaults (printed at start); production refuses to start
 * without a strong JWT secret, with the default admin password, or with demo
 * content. A malformed value stops the start with a message naming the
 * variable, rather than failing later (a 500 at every sign-in).
 */
import { DEFAULT_LOCALES, parseLocales } from '../runtime-shared/locales';
import { DEFAULT_SITE_TIME_ZONE, isTimeZone } from '../runtime-shared/site-time';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { passwordValue, textValue } from '../runtime-shared/validation';
import { MIN_PRODUCTION_BCRYPT_COST, parseBcryptCost } from './auth/passwords';
import type { MailSettings } from './mail/mailer';
import type { S3Settings } from './uploads/s3-store';
import { DEFAULT_THUMBNAIL_CONCURRENCY } from './uploads/thumbnail-jobs';

export interface Config {
  port: number;
  databaseUrl: string;
  dataDir: string;
  uploadsDir: string;
  jwtSecret: string;
  /** A jsonwebtoken lifetime with its unit, e.g. '8h'. */
  tokenLifetime: string;
  adminEmail: string;
  adminPassword: string;
  /** Seed the demo roles, accounts and content (development only). */
  demoContent: boolean;
  production: boolean;
  /** `DATABASE_CREATE=1`: production may create a missing SQLite file (the first start). */
  databaseCreate: boolean;
  /** `SHUTDOWN_TIMEOUT` (seconds, default 10): how long SIGTERM waits for requests in flight. */
  shutdownTimeoutMs: number;
  /** `MIGRATION_LOCK_WAIT` (seconds, default 60): how long a start waits for another process's migration. */
  migrationLockWaitMs: number;
  /**
   * Mail: SMTP when `SMTP_URL` is set, otherwise the outbox folder `DATA_DIR/outbox` (runtime-server/mail).
   * The sender is `MAIL_FROM`, or the site's name (the `brand` loadConfig is given) at no-reply@ PUBLIC_URL's
   * domain; `MAIL_REPLY_TO` is where answers to any message go.
   */
  mail: MailSettings;
  /** `PUBLIC_URL`: where visitors reach the site; links in mail point here. */
  publicUrl: string;
  /**
   * `UPLOAD_STORE`: `folder` (DATA_DIR/uploads, the default), `database` (a table every server process shares)
   * or `s3` (an S3-compatible bucket every process shares, with `s3` below).
   */
  uploadStore: 'folder' | 'database' | 's3';
  /** With `UPLOAD_STORE=s3`: S3_BUCKET, S3_REGION, S3_ENDPOINT, S3_ACCESS_KEY_ID / S3_SECRET_ACCESS_KEY, S3_PUBLIC_URL, S3_SIGNED_URL_SECONDS. */
  s3?: S3Settings;
  /** `RATE_LIMIT_STORE`: `memory` (per process, the default) or `database` (counted once across every process). */
  rateLimitStore: 'memory' | 'database';
  /**
   * `PAGE_RENDERS_PER_SECOND` (default 10, and twice as many at once): public pages rendered per second when
   * no kept copy answers; beyond, 503 (site/server/render). A rendering costs 60-130 ms of this process's one
   * thread (its API reads included), so 10 a second leaves about half of it to the API and to kept pages.
   */
  pageRendersPerSecond: number;
  /**
   * Webhooks (runtime-server/webhooks): `WEBHOOK_ALLOW_PRIVATE=1` lets webhooks reach private, loopback and
   * link-local addresses (refused by default: SSRF); `WEBHOOK_TIMEOUT` (seconds, default 10) bounds each request.
   */
  webhooks: { allowPrivate: boolean; timeoutMs: number };
  /**
   * `SITE_TIME_ZONE` (an IANA zone, default America/New_York, the head office's): every "today" (prices,
   * visibility, the footer's year), every date shown and every scheduled time (runtime-shared/site-time.ts).
   */
  siteTimeZone: string;
  /**
   * `SCHEDULER_INTERVAL_MS` (default 10000, from 100 up): the longest the scheduler of scheduled publishing sleeps
   * before it looks for jobs other processes scheduled (runtime-server/drafts/scheduler.ts). Its own jobs wake it
   * on time anyway; a shorter interval costs one small query per interval and process.
   */
  schedulerIntervalMs: number;
  /**
   * `THUMBNAIL_CONCURRENCY` (default 1, from 1 to 16): images whose thumbnails are made at once, off the upload
   * request (runtime-server/uploads/thumbnail-jobs.ts). libvips spreads one image over every core already; more
   * only helps on machines with cores to spare for it.
   */
  thumbnailConcurrency: number;
  /**
   * `LOCALES` (language codes, comma-separated, the first the default; default `en,de`): the languages of
   * the content (runtime-shared/locales.ts, docs/localization.md).
   */
  locales: string[];
  /** What was defaulted, to print at start. */
  notes: string[];
}

export const DEFAULT_ADMIN = { email: 'admin@example.com', password: 'admin12345' };

/** A secret shorter than this can be brute-forced offline from any token (HS256 is only as strong as its key). */
export const MIN_SECRET_LENGTH = 32;
/** `aaaa…` or `abab…` is long but guessable: require some variety. */
const MIN_SECRET_DISTINCT_CHARS = 10;

/** Thrown with every problem found, one per line, so an operator fixes them all at once. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Refusing to start; fix these settings:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/**
 * `8h`, `30m`, `7d`, `45s`. A bare number is refused: jsonwebtoken reads the
 * string `3600` as milliseconds (3.6 seconds), and a malformed value would
 * only fail when the first token is signed.
 */
export function parseLifetime(raw: string): string | undefined {
  const match = /^([1-9]\d{0,5})(s|m|h|d)$/.exec(raw.trim());
  return match ? `${match[1]}${match[2]}` : undefined;
}

export function weakSecretProblem(secret: string): string | undefined {
  if (secret.length < MIN_SECRET_LENGTH) return `JWT_SECRET must be at least ${MIN_SECRET_LENGTH} characters (it has ${secret.length}); e.g. openssl rand -hex 32`;
  if (new Set(secret).size < MIN_SECRET_DISTINCT_CHARS) return `JWT_SECRET is too predictable (fewer than ${MIN_SECRET_DISTINCT_CHARS} different characters); e.g. openssl rand -hex 32`;
  return undefined;
}

export function parseFlag(name: string, raw: string | undefined, fallback: boolean, problems: string[]): boolean {
  if (raw === undefined || raw === '') return fallback;
  if (['1', 'true', 'yes'].includes(raw.toLowerCase())) return true;
  if (['0', 'false', 'no'].includes(raw.toLowerCase())) return false;
  problems.push(`${name} must be 1 or 0 (got "${raw}")`);
  return fallback;
}

const firstIssue = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

export interface ConfigDefaults {
  /** The site's name, the display name of the mail sender unless MAIL_FROM is set. @example 'Nimbus Consulting' */
  brand?: string;
}

export function loadConfig(env: NodeJS.ProcessEnv, root: string, defaults: ConfigDefaults = {}): Config {
  const production = env.NODE_ENV === 'production';
  const dataDir = path.resolve(root, env.DATA_DIR ?? 'data');
  const notes: string[] = [];
  const problems: string[] = [];

  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) problems.push(`PORT must be a whole number from 0 to 65535 (got "${env.PORT}")`);

  const email = textValue({ required: true, max: 254, format: 'email' }).safeParse(env.ADMIN_EMAIL ?? DEFAULT_ADMIN.email);
  if (!email.success) problems.push(`ADMIN_EMAIL: ${firstIssue(email)} (got "${env.ADMIN_EMAIL}")`);
  const adminEmail = email.success ? email.data.toLowerCase() : '';
  const adminPassword = env.ADMIN_PASSWORD ?? DEFAULT_ADMIN.password;
  const password = passwordValue({ required: true }).safeParse(adminPassword);
  if (!password.success) problems.push(`ADMIN_PASSWORD: ${firstIssue(password)}`);
  if (production && (!env.ADMIN_PASSWORD || adminPassword === DEFAULT_ADMIN.password)) problems.push('In production, set ADMIN_PASSWORD (not the development default)');
  if (!env.ADMIN_PASSWORD) notes.push(`admin sign-in: ${adminEmail} / ${adminPassword} (set ADMIN_EMAIL and ADMIN_PASSWORD to change)`);

  if (production && !env.JWT_SECRET) problems.push('In production, set JWT_SECRET (at least 32 random characters; e.g. openssl rand -hex 32)');
  const secretProblem = env.JWT_SECRET !== undefined ? weakSecretProblem(env.JWT_SECRET) : undefined;
  if (secretProblem && production) problems.push(secretProblem);
  else if (secretProblem) notes.push(`warning: ${secretProblem} (refused in production)`);

  const tokenLifetime = parseLifetime(env.TOKEN_LIFETIME ?? '8h');
  if (!tokenLifetime) problems.push(`TOKEN_LIFETIME must be a whole number and a unit: s, m, h or d, e.g. 8h, 30m, 7d (got "${env.TOKEN_LIFETIME}")`);

  const demoContent = parseFlag('DEMO_CONTENT', env.DEMO_CONTENT, !production, problems);
  if (production && demoContent) problems.push('DEMO_CONTENT=1 is refused in production: the demo accounts have published passwords');

  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, '');
  if (!/^https?:\/\/[^/\s]+$/.test(publicUrl)) problems.push(`PUBLIC_URL must be an http(s) origin without a path, e.g. https://www.example.com (got "${env.PUBLIC_URL}")`);
  if (production && !env.PUBLIC_URL) problems.push('In production, set PUBLIC_URL (links in mail point there), e.g. https://www.example.com');
  const smtpUrl = env.SMTP_URL || undefined;
  if (smtpUrl && !/^smtps?:\/\//.test(smtpUrl)) problems.push(`SMTP_URL must start with smtp:// or smtps:// (got "${smtpUrl}")`);
  if (!smtpUrl) notes.push(`SMTP_URL not set: mail goes to the outbox folder ${path.join(dataDir, 'outbox')}`);
  const replyTo = env.MAIL_REPLY_TO || undefined;
  if (replyTo && !textValue({ required: true, max: 254, format: 'email' }).safeParse(replyTo).success) problems.push(`MAIL_REPLY_TO must be an email address (got "${replyTo}")`);

  // Read again where passwords are hashed (auth/passwords.ts); checked here so a bad value stops the start.
  const bcryptCost = parseBcryptCost(env.BCRYPT_COST);
  if (bcryptCost === undefined) problems.push(`BCRYPT_COST must be a whole number from 4 to 31 (got "${env.BCRYPT_COST}")`);
  else if (production && bcryptCost < MIN_PRODUCTION_BCRYPT_COST) problems.push(`BCRYPT_COST below ${MIN_PRODUCTION_BCRYPT_COST} is for tests only: production refuses it (got "${env.BCRYPT_COST}")`);

  const uploadStore = oneOf('UPLOAD_STORE', env.UPLOAD_STORE, ['folder', 'database', 's3'] as const, problems);
  const s3 = uploadStore === 's3' ? s3Settings(env, problems) : undefined;
  const rateLimitStore = oneOf('RATE_LIMIT_STORE', env.RATE_LIMIT_STORE, ['memory', 'database'] as const, problems);

  const pageRendersPerSecond = Number(env.PAGE_RENDERS_PER_SECOND || 10);
  if (!Number.isInteger(pageRendersPerSecond) || pageRendersPerSecond < 1) problems.push(`PAGE_RENDERS_PER_SECOND must be a whole number from 1 up (got "${env.PAGE_RENDERS_PER_SECOND}")`);

  const webhookAllowPrivate = parseFlag('WEBHOOK_ALLOW_PRIVATE', env.WEBHOOK_ALLOW_PRIVATE, false, problems);
  if (webhookAllowPrivate) notes.push('WEBHOOK_ALLOW_PRIVATE=1: webhooks may be sent to private, loopback and link-local addresses');
  const siteTimeZone = env.SITE_TIME_ZONE || DEFAULT_SITE_TIME_ZONE;
  if (!isTimeZone(siteTimeZone)) problems.push(`SITE_TIME_ZONE must be an IANA time zone, e.g. Europe/London or America/New_York (got "${env.SITE_TIME_ZONE}")`);

  const schedulerIntervalMs = Number(env.SCHEDULER_INTERVAL_MS || 10_000);
  if (!Number.isInteger(schedulerIntervalMs) || schedulerIntervalMs < 100) problems.push(`SCHEDULER_INTERVAL_MS must be a whole number of milliseconds from 100 up (got "${env.SCHEDULER_INTERVAL_MS}")`);
  const thumbnailConcurrency = Number(env.THUMBNAIL_CONCURRENCY || DEFAULT_THUMBNAIL_CONCURRENCY);
  if (!Number.isInteger(thumbnailConcurrency) || thumbnailConcurrency < 1 || thumbnailConcurrency > 16) problems.push(`THUMBNAIL_CONCURRENCY must be a whole number from 1 to 16 (got "${env.THUMBNAIL_CONCURRENCY}")`);
  const parsedLocales = parseLocales(env.LOCALES || DEFAULT_LOCALES.join(','));
  if ('problem' in parsedLocales) problems.push(`LOCALES must be language codes separated by commas, the default first, e.g. en,de (got "${env.LOCALES}": ${parsedLocales.problem})`);

  if (problems.length) throw new ConfigError(problems);
  return {
    port,
    databaseUrl: env.DATABASE_URL ?? path.join(dataDir, 'app.sqlite'),
    dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    jwtSecret: env.JWT_SECRET ?? developmentSecret(dataDir, notes),
    tokenLifetime: tokenLifetime!,
    adminEmail,
    adminPassword,
    demoContent,
    production,
    databaseCreate: env.DATABASE_CREATE === '1',
    shutdownTimeoutMs: seconds(env, 'SHUTDOWN_TIMEOUT', 10),
    migrationLockWaitMs: seconds(env, 'MIGRATION_LOCK_WAIT', 60),
    mail: {
      from: env.MAIL_FROM || defaultSender(defaults.brand, publicUrl),
      outboxDir: path.join(dataDir, 'outbox'),
      ...(smtpUrl ? { smtpUrl } : {}),
      ...(replyTo ? { replyTo } : {}),
    },
    publicUrl,
    uploadStore,
    ...(s3 ? { s3 } : {}),
    rateLimitStore,
    pageRendersPerSecond,
    webhooks: { allowPrivate: webhookAllowPrivate, timeoutMs: seconds(env, 'WEBHOOK_TIMEOUT', 10) },
    siteTimeZone,
    schedulerIntervalMs,
    thumbnailConcurrency,
    locales: 'locales' in parsedLocales ? parsedLocales.locales : [...DEFAULT_LOCALES],
    notes,
  };
}

/**
 * `Brand <no-reply@domain>`, the domain being PUBLIC_URL's host without `www.`
 * (`https://www.nimbus.example` → `no-reply@nimbus.example`). A name with
 * characters that mean something in an address header is quoted.
 */
export function defaultSender(brand: string | undefined, publicUrl: string): string {
  let host = 'localhost';
  try {
    host = new URL(publicUrl).hostname.replace(/^www\./, '') || host;
  } catch {
    // PUBLIC_URL was refused above; the start stops before this address is used.
  }
  const address = `no-reply@${host}`;
  if (!brand) return address;
  const name = /^[\w .-]+$/.test(brand) ? brand : `"${brand.replace(/["\\]/g, '')}"`;
  return `${name} <${address}>`;
}

/**
 * The bucket settings of `UPLOAD_STORE=s3`. The keys come from the environment only (never a file in the
 * repository); both or neither: without them the SDK's own chain applies (an instance role, AWS_* variables).
 */
export function s3Settings(env: NodeJS.ProcessEnv, problems: string[]): S3Settings {
  const bucket = env.S3_BUCKET ?? '';
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) problems.push(`With UPLOAD_STORE=s3, set S3_BUCKET to the bucket's name (3 to 63 lower-case letters, digits, dots and dashes; got "${bucket}")`);
  const url = (name: string): string | undefined => {
    const raw = env[name]?.replace(/\/+$/, '') || undefined;
    if (raw && !/^https?:\/\/[^\s]+$/.test(raw)) problems.push(`${name} must be an http(s) URL, e.g. https://s3.example.com (got "${raw}")`);
    return raw;
  };
  const endpoint = url('S3_ENDPOINT');
  const publicUrl = url('S3_PUBLIC_URL');
  const [accessKeyId, secretAccessKey] = [env.S3_ACCESS_KEY_ID || undefined, env.S3_SECRET_ACCESS_KEY || undefined];
  if (!accessKeyId !== !secretAccessKey) problems.push('Set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither (the SDK then finds credentials itself)');
  const signed = env.S3_SIGNED_URL_SECONDS || undefined;
  const signedUrlSeconds = signed === undefined ? undefined : Number(signed);
  if (signedUrlSeconds !== undefined && !(Number.isInteger(signedUrlSeconds) && signedUrlSeconds >= 1 && signedUrlSeconds <= 3600)) {
    problems.push(`S3_SIGNED_URL_SECONDS must be a whole number of seconds from 1 to 3600 (got "${signed}")`);
  }
  return {
    bucket,
    region: env.S3_REGION || 'us-east-1',
    ...(endpoint ? { endpoint } : {}),
    ...(publicUrl ? { publicUrl } : {}),
    ...(signedUrlSeconds !== undefined ? { signedUrlSeconds } : {}),
    ...(accessKeyId && secretAccessKey ? { credentials: { accessKeyId, secretAccessKey } } : {}),
  };
}

/** One of `choices` (the first is the default when unset). */
export function oneOf<const C extends readonly string[]>(name: string, raw: string | undefined, choices: C, problems: string[]): C[number] {
  if (raw === undefined || raw === '') return choices[0]!;
  if (choices.includes(raw)) return raw;
  problems.push(`${name} must be one of ${choices.join(', ')} (got "${raw}")`);
  return choices[0]!;
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
