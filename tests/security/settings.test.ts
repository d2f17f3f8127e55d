/**
 * Issue 7, items 1 and 6: weak or malformed settings stop the start with a
 * message naming the variable; demo content is opt-in and refused in production.
 * Issue 29, item 1: production names its payment provider; the test one only on a staging site.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../runtime-server/config';
import { loadSiteConfig } from '../../site/server/settings';
import { ROOT } from '../helpers/temp-project';

const dirs: string[] = [];
const dataDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'config-test-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

const STRONG = '9f3c1a7e5b2d8c4f6a0e1b3d5c7f9a2e4b6d8f0a1c3e5';
const STRIPE = { PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_live_51Hx9abcDEFghiJKL', STRIPE_WEBHOOK_SECRET: 'whsec_4f9aXbT2kLmN8qRs' };
const PRODUCTION = { NODE_ENV: 'production', JWT_SECRET: STRONG, ADMIN_EMAIL: 'owner@company.test', ADMIN_PASSWORD: 'a-long-admin-passphrase', PUBLIC_URL: 'https://www.company.test', ...STRIPE };

function problemsOf(env: NodeJS.ProcessEnv, load: typeof loadConfig = loadConfig): string[] {
  try {
    load({ DATA_DIR: dataDir(), ...env }, ROOT);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('loadConfig', () => {
  it('accepts a complete production configuration, without demo content', () => {
    const config = loadConfig({ ...PRODUCTION, DATA_DIR: dataDir() }, ROOT);
    expect(config).toMatchObject({ production: true, demoContent: false, tokenLifetime: '8h', jwtSecret: STRONG, adminEmail: 'owner@company.test' });
  });

  it('seeds demo content by default in development only, and lets development turn it off', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }, ROOT).demoContent).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir(), DEMO_CONTENT: '0' }, ROOT).demoContent).toBe(false);
  });

  it('takes the shared stores by name, keeps folder and memory by default, and refuses anything else', () => {
    const defaults = loadConfig({ DATA_DIR: dataDir() }, ROOT);
    expect([defaults.uploadStore, defaults.rateLimitStore]).toEqual(['folder', 'memory']);
    const shared = loadConfig({ DATA_DIR: dataDir(), UPLOAD_STORE: 'database', RATE_LIMIT_STORE: 'database' }, ROOT);
    expect([shared.uploadStore, shared.rateLimitStore]).toEqual(['database', 'database']);
    expect(problemsOf({ UPLOAD_STORE: 'ftp', RATE_LIMIT_STORE: 'redis' })).toEqual([
      'UPLOAD_STORE must be one of folder, database, s3 (got "ftp")',
      'RATE_LIMIT_STORE must be one of memory, database (got "redis")',
    ]);
  });

  it('takes the S3 store with its bucket settings from the environment, and names each bad one', () => {
    const s3 = loadConfig({ DATA_DIR: dataDir(), UPLOAD_STORE: 's3', S3_BUCKET: 'nimbus-media', S3_ENDPOINT: 'http://127.0.0.1:9000/', S3_ACCESS_KEY_ID: 'key', S3_SECRET_ACCESS_KEY: 'secret' }, ROOT);
    expect(s3.s3).toEqual({ bucket: 'nimbus-media', region: 'us-east-1', endpoint: 'http://127.0.0.1:9000', credentials: { accessKeyId: 'key', secretAccessKey: 'secret' } });
    expect(loadConfig({ DATA_DIR: dataDir() }, ROOT).s3).toBeUndefined();
    expect(problemsOf({ UPLOAD_STORE: 's3', S3_PUBLIC_URL: 'cdn.example.com', S3_ACCESS_KEY_ID: 'key' })).toEqual([
      'With UPLOAD_STORE=s3, set S3_BUCKET to the bucket\'s name (3 to 63 lower-case letters, digits, dots and dashes; got "")',
      'S3_PUBLIC_URL must be an http(s) URL, e.g. https://s3.example.com (got "cdn.example.com")',
      'Set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither (the SDK then finds credentials itself)',
    ]);
    const signed = loadConfig({ DATA_DIR: dataDir(), UPLOAD_STORE: 's3', S3_BUCKET: 'nimbus-media', S3_SIGNED_URL_SECONDS: '60' }, ROOT);
    expect(signed.s3).toEqual({ bucket: 'nimbus-media', region: 'us-east-1', signedUrlSeconds: 60 });
    for (const bad of ['0', '3601', '1.5', 'a minute']) {
      expect(problemsOf({ UPLOAD_STORE: 's3', S3_BUCKET: 'nimbus-media', S3_SIGNED_URL_SECONDS: bad })).toEqual([`S3_SIGNED_URL_SECONDS must be a whole number of seconds from 1 to 3600 (got "${bad}")`]);
    }
  });

  it('takes PAGE_RENDERS_PER_SECOND as a whole number from 1 up, 10 by default', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }, ROOT).pageRendersPerSecond).toBe(10);
    expect(loadConfig({ DATA_DIR: dataDir(), PAGE_RENDERS_PER_SECOND: '4' }, ROOT).pageRendersPerSecond).toBe(4);
    expect(problemsOf({ PAGE_RENDERS_PER_SECOND: '0' })).toEqual(['PAGE_RENDERS_PER_SECOND must be a whole number from 1 up (got "0")']);
    expect(problemsOf({ PAGE_RENDERS_PER_SECOND: 'fast' })).toEqual(['PAGE_RENDERS_PER_SECOND must be a whole number from 1 up (got "fast")']);
  });

  it('takes SCHEDULER_INTERVAL_MS as a whole number of milliseconds from 100 up, 10000 by default', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }, ROOT).schedulerIntervalMs).toBe(10000);
    expect(loadConfig({ DATA_DIR: dataDir(), SCHEDULER_INTERVAL_MS: '500' }, ROOT).schedulerIntervalMs).toBe(500);
    expect(problemsOf({ SCHEDULER_INTERVAL_MS: '50' })).toEqual(['SCHEDULER_INTERVAL_MS must be a whole number of milliseconds from 100 up (got "50")']);
    expect(problemsOf({ SCHEDULER_INTERVAL_MS: '1s' })).toEqual(['SCHEDULER_INTERVAL_MS must be a whole number of milliseconds from 100 up (got "1s")']);
  });

  it('takes THUMBNAIL_CONCURRENCY as a whole number from 1 to 16, 1 by default', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }, ROOT).thumbnailConcurrency).toBe(1);
    expect(loadConfig({ DATA_DIR: dataDir(), THUMBNAIL_CONCURRENCY: '3' }, ROOT).thumbnailConcurrency).toBe(3);
    expect(problemsOf({ THUMBNAIL_CONCURRENCY: '0' })).toEqual(['THUMBNAIL_CONCURRENCY must be a whole number from 1 to 16 (got "0")']);
    expect(problemsOf({ THUMBNAIL_CONCURRENCY: 'two' })).toEqual(['THUMBNAIL_CONCURRENCY must be a whole number from 1 to 16 (got "two")']);
  });

  it('takes LOCALES as language codes, the default first, en,de by default, and refuses anything else', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }, ROOT).locales).toEqual(['en', 'de']);
    expect(loadConfig({ DATA_DIR: dataDir(), LOCALES: 'de, en ,fr-CH' }, ROOT).locales).toEqual(['de', 'en', 'fr-CH']);
    expect(problemsOf({ LOCALES: 'en,German' })).toEqual(['LOCALES must be language codes separated by commas, the default first, e.g. en,de (got "en,German": "German" is not a language code such as en, de or de-AT)']);
    expect(problemsOf({ LOCALES: 'en,de,en' })).toEqual(['LOCALES must be language codes separated by commas, the default first, e.g. en,de (got "en,de,en": "en" is listed twice)']);
    expect(problemsOf({ LOCALES: 'en,,de' })).toEqual(['LOCALES must be language codes separated by commas, the default first, e.g. en,de (got "en,,de": an empty entry)']);
  });

  it('refuses demo content in production', () => {
    expect(problemsOf({ ...PRODUCTION, PUBLIC_URL: undefined })).toEqual(['In production, set PUBLIC_URL (links in mail point there), e.g. https://www.example.com']);
    expect(problemsOf({ ...PRODUCTION, DEMO_CONTENT: '1' })).toEqual(['DEMO_CONTENT=1 is refused in production: the demo accounts have published passwords']);
  });

  it('refuses a short or predictable JWT_SECRET in production, and a missing one', () => {
    expect(problemsOf({ ...PRODUCTION, JWT_SECRET: 'secret' })).toEqual(['JWT_SECRET must be at least 32 characters (it has 6); e.g. openssl rand -hex 32']);
    expect(problemsOf({ ...PRODUCTION, JWT_SECRET: 'ab'.repeat(20) })).toEqual([
      'JWT_SECRET is too predictable (fewer than 10 different characters); e.g. openssl rand -hex 32',
    ]);
    expect(problemsOf({ ...PRODUCTION, JWT_SECRET: undefined })).toEqual(['In production, set JWT_SECRET (at least 32 random characters; e.g. openssl rand -hex 32)']);
  });

  it('only warns about a weak JWT_SECRET in development', () => {
    const config = loadConfig({ DATA_DIR: dataDir(), JWT_SECRET: 'secret' }, ROOT);
    expect(config.notes).toContain('warning: JWT_SECRET must be at least 32 characters (it has 6); e.g. openssl rand -hex 32 (refused in production)');
  });

  it('takes TOKEN_LIFETIME only as a number with a unit', () => {
    expect(loadConfig({ DATA_DIR: dataDir(), TOKEN_LIFETIME: '30m' }, ROOT).tokenLifetime).toBe('30m');
    expect(loadConfig({ DATA_DIR: dataDir(), TOKEN_LIFETIME: '7d' }, ROOT).tokenLifetime).toBe('7d');
    for (const bad of ['3600', '8 hours', 'h', '0h', '-1h', '8H']) {
      expect(problemsOf({ TOKEN_LIFETIME: bad })).toEqual([`TOKEN_LIFETIME must be a whole number and a unit: s, m, h or d, e.g. 8h, 30m, 7d (got "${bad}")`]);
    }
  });

  it('checks ADMIN_PASSWORD against the password policy, and ADMIN_EMAIL', () => {
    expect(problemsOf({ ADMIN_PASSWORD: 'short' })).toEqual(['ADMIN_PASSWORD: Use at least 8 characters']);
    expect(problemsOf({ ADMIN_EMAIL: 'not-an-email' })).toEqual(['ADMIN_EMAIL: Enter a valid email address (got "not-an-email")']);
    expect(loadConfig({ DATA_DIR: dataDir(), ADMIN_EMAIL: ' Owner@Company.Test ' }, ROOT).adminEmail).toBe('owner@company.test');
  });

  it('refuses the development admin password in production, and lists every problem at once', () => {
    expect(problemsOf({ NODE_ENV: 'production', JWT_SECRET: STRONG, PUBLIC_URL: 'https://www.company.test', TOKEN_LIFETIME: '3600' })).toEqual([
      'In production, set ADMIN_PASSWORD (not the development default)',
      'TOKEN_LIFETIME must be a whole number and a unit: s, m, h or d, e.g. 8h, 30m, 7d (got "3600")',
    ]);
  });

  it('refuses a malformed PORT and DEMO_CONTENT', () => {
    expect(problemsOf({ PORT: 'eighty' })).toEqual(['PORT must be a whole number from 0 to 65535 (got "eighty")']);
    expect(problemsOf({ DEMO_CONTENT: 'maybe' })).toEqual(['DEMO_CONTENT must be 1 or 0 (got "maybe")']);
  });

  it('takes BCRYPT_COST from 4 to 31, and refuses a cost below 10 in production (it is for tests)', () => {
    expect(problemsOf({ BCRYPT_COST: '4' })).toEqual([]);
    expect(problemsOf({ ...PRODUCTION, BCRYPT_COST: '12' })).toEqual([]);
    expect(problemsOf({ BCRYPT_COST: 'fast' })).toEqual(['BCRYPT_COST must be a whole number from 4 to 31 (got "fast")']);
    expect(problemsOf({ BCRYPT_COST: '3' })).toEqual(['BCRYPT_COST must be a whole number from 4 to 31 (got "3")']);
    expect(problemsOf({ ...PRODUCTION, BCRYPT_COST: '9' })).toEqual(['BCRYPT_COST below 10 is for tests only: production refuses it (got "9")']);
  });
});

describe('payment settings', () => {
  const site = (env: NodeJS.ProcessEnv) => loadSiteConfig({ DATA_DIR: dataDir(), ...env }, ROOT);
  const siteProblems = (env: NodeJS.ProcessEnv) => problemsOf(env, loadSiteConfig);

  it('takes the test provider by default in development only, and says so', () => {
    const config = site({});
    expect(config.payment).toEqual({ provider: 'test', staging: false });
    expect(config.notes).toContain('PAYMENT_PROVIDER not set: the test provider takes payments (no real money); PAYMENT_PROVIDER=stripe for Stripe Checkout');
    expect(siteProblems({ ...PRODUCTION, PAYMENT_PROVIDER: undefined })).toEqual([
      'In production, set PAYMENT_PROVIDER=stripe (PAYMENT_PROVIDER=test only on a staging site, with ALLOW_TEST_PAYMENTS=1)',
    ]);
  });

  it('refuses the test provider in production unless ALLOW_TEST_PAYMENTS=1 marks a staging site', () => {
    expect(siteProblems({ ...PRODUCTION, PAYMENT_PROVIDER: 'test' })).toEqual([
      'PAYMENT_PROVIDER=test is refused in production: anyone signed in could mark an order paid. On a staging site set ALLOW_TEST_PAYMENTS=1 as well',
    ]);
    expect(siteProblems({ ...PRODUCTION, PAYMENT_PROVIDER: 'test', ALLOW_TEST_PAYMENTS: 'please' })).toEqual([
      'ALLOW_TEST_PAYMENTS must be 1 or 0 (got "please")',
      'PAYMENT_PROVIDER=test is refused in production: anyone signed in could mark an order paid. On a staging site set ALLOW_TEST_PAYMENTS=1 as well',
    ]);
    expect(site({ ...PRODUCTION, PAYMENT_PROVIDER: 'test', ALLOW_TEST_PAYMENTS: '1' }).payment).toEqual({ provider: 'test', staging: true });
  });

  it('takes Stripe with its two secrets, checked at start', () => {
    expect(site(PRODUCTION).payment).toEqual({ provider: 'stripe', secretKey: 'sk_live_51Hx9abcDEFghiJKL', webhookSecret: 'whsec_4f9aXbT2kLmN8qRs' });
    expect(siteProblems({ ...PRODUCTION, STRIPE_SECRET_KEY: undefined, STRIPE_WEBHOOK_SECRET: undefined })).toEqual([
      'PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY (Stripe dashboard → Developers → API keys: sk_live_… or sk_test_…)',
      "PAYMENT_PROVIDER=stripe needs STRIPE_WEBHOOK_SECRET (the webhook endpoint's signing secret, whsec_…)",
    ]);
    expect(siteProblems({ ...STRIPE, STRIPE_SECRET_KEY: 'pk_live_51Hx9abcDEFghiJKL', STRIPE_WEBHOOK_SECRET: 'secret' })).toEqual([
      'STRIPE_SECRET_KEY must be a Stripe secret key: sk_live_…, sk_test_… or a restricted rk_… key',
      "STRIPE_WEBHOOK_SECRET must be the webhook endpoint's signing secret: whsec_…",
    ]);
    expect(siteProblems({ PAYMENT_PROVIDER: 'paypal' })).toEqual(['PAYMENT_PROVIDER must be one of test, stripe (got "paypal")']);
  });

  it('lists the runtime problems and the payment ones together', () => {
    expect(siteProblems({ ...PRODUCTION, JWT_SECRET: undefined, PAYMENT_PROVIDER: 'test' })).toEqual([
      'In production, set JWT_SECRET (at least 32 random characters; e.g. openssl rand -hex 32)',
      'PAYMENT_PROVIDER=test is refused in production: anyone signed in could mark an order paid. On a staging site set ALLOW_TEST_PAYMENTS=1 as well',
    ]);
  });
});

/** Runs the real server entry (`npm start` without the web build) until it prints `until` or exits. */
function runServer(env: NodeJS.ProcessEnv, until: RegExp): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'site/server/main.ts'], { cwd: ROOT, env: { PATH: process.env.PATH, ...env } });
    let output = '';
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (until.test(output)) child.kill('SIGTERM');
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.on('exit', (code) => resolve({ code, output }));
  });
}

describe('the server entry', () => {
  it('exits non-zero with the message when a setting is bad', async () => {
    const { code, output } = await runServer({ DATA_DIR: dataDir(), TOKEN_LIFETIME: '3600', PORT: '0' }, /Ready:/);
    expect(code).toBe(1);
    expect(output).toContain('Refusing to start; fix these settings:\n  - TOKEN_LIFETIME must be a whole number and a unit: s, m, h or d, e.g. 8h, 30m, 7d (got "3600")');
  }, 60_000);

  it('refuses to start in production with the test payment provider', async () => {
    const { code, output } = await runServer({ ...PRODUCTION, PAYMENT_PROVIDER: 'test', DATA_DIR: dataDir(), PORT: '0', DATABASE_CREATE: '1' }, /Ready:/);
    expect(code).toBe(1);
    expect(output).toContain('  - PAYMENT_PROVIDER=test is refused in production: anyone signed in could mark an order paid.');
  }, 60_000);

  it('starts in production with the one admin from the environment and no demo accounts (a first start: DATABASE_CREATE=1)', async () => {
    const dir = dataDir();
    const { output } = await runServer({ ...PRODUCTION, DATA_DIR: dir, PORT: '0', DATABASE_CREATE: '1' }, /Ready:/);
    expect(output).toContain('Ready:');
    expect(output).not.toContain('seeded demo content');
    const { connectDatabase } = await import('../../runtime-server/db/connect');
    const db = connectDatabase({ url: path.join(dir, 'app.sqlite') });
    try {
      expect(await db('users').select('email')).toEqual([{ email: 'owner@company.test' }]);
    } finally {
      await db.destroy();
    }
  }, 60_000);
});
