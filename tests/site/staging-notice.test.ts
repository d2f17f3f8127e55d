/**
 * Issue 29, item 1: a production site that runs the test payment provider (a
 * staging site, ALLOW_TEST_PAYMENTS=1) says on every page, in the first HTML,
 * that no real money is taken; a site with a real provider, or in development,
 * says nothing of the kind.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server';
import { STRIPE_TEST_KEY, STRIPE_WEBHOOK_SECRET } from '../helpers/stripe-server';
import { ROOT } from '../helpers/temp-project';

const WEB_DIR = path.join(ROOT, 'dist/web');
const NOTICE = '<p class="site-notice" role="note"><strong>Test payments:</strong> this is a staging site; no real money is taken.</p>';
const SHOP_PAGES = ['/', '/products', '/cart', '/checkout', '/payment?order=NC-261126-AAAAAA', '/payment-success?order=NC-261126-AAAAAA', '/login', '/no-such-page'];

let staging: TestServer;
let stripe: TestServer;
let development: TestServer;

beforeAll(async () => {
  if (!existsSync(path.join(ROOT, 'dist/server/entry-server.js'))) throw new Error('dist/server is missing: run `npm run build:web` first (npm test does)');
  [staging, stripe, development] = await Promise.all([
    startTestServer({ webDir: WEB_DIR, payment: { provider: 'test', staging: true } }),
    // The API address is never used: these tests only read pages.
    startTestServer({ webDir: WEB_DIR, payment: { provider: 'stripe', secretKey: STRIPE_TEST_KEY, webhookSecret: STRIPE_WEBHOOK_SECRET } }),
    startTestServer({ webDir: WEB_DIR }),
  ]);
});
afterAll(() => Promise.all([staging?.close(), stripe?.close(), development?.close()]));

const html = async (server: TestServer, pathname: string) => (await fetch(`${server.url}${pathname}`)).text();

describe('the test-payments notice', () => {
  it('is on every page of a staging site, above the page (outside what the browser hydrates)', async () => {
    for (const pathname of SHOP_PAGES) {
      const page = await html(staging, pathname);
      expect(page, pathname).toContain(NOTICE);
      expect(page.indexOf(NOTICE), pathname).toBeLessThan(page.indexOf('<div id="root">'));
    }
  });

  it('is nowhere with Stripe, nor in development', async () => {
    for (const server of [stripe, development]) {
      for (const pathname of SHOP_PAGES) expect(await html(server, pathname), pathname).not.toContain('Test payments');
    }
  });
});
