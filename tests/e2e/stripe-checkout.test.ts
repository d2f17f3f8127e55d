/**
 * Issue 29, item 1, in headless Chromium: with Stripe as the provider, the
 * payment page offers "Pay … by card" (no test card form), which starts a
 * Checkout Session and leaves for its page (a local stand-in for Stripe's);
 * after Stripe's signed webhook, the page Stripe returns to shows the order
 * paid. A staging site (test provider in production) shows its notice.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gradientPng } from '../../site/server/seed/png';
import { builtWebDir, collectProblems, gotoHydrated, launchBrowser, submitLogin } from '../helpers/browser';
import { call } from '../helpers/http';
import { startTestServer, type TestServer } from '../helpers/server';
import { addCustomer, addProduct, checkoutBody, stockOf } from '../helpers/shop';
import { sessionEvent, signWebhook, startLocalStripe, STRIPE_TEST_KEY, STRIPE_WEBHOOK_SECRET, type LocalStripe } from '../helpers/stripe-server';

const SHOTS = process.env.SHOP_SCREENSHOTS; // a folder: save screenshots of each step there, to look at the pages
let stripe: LocalStripe;
let server: TestServer;
let staging: TestServer;
let browser: Browser;

beforeAll(async () => {
  stripe = await startLocalStripe();
  [server, staging] = await Promise.all([
    startTestServer({ webDir: builtWebDir(), payment: { provider: 'stripe', secretKey: STRIPE_TEST_KEY, webhookSecret: STRIPE_WEBHOOK_SECRET, api: stripe.api } }),
    startTestServer({ webDir: builtWebDir(), payment: { provider: 'test', staging: true } }),
  ]);
  // The products' photo (tests/helpers/shop.ts addProduct), which the order lines show.
  mkdirSync(path.join(server.uploadsDir, 'product'), { recursive: true });
  writeFileSync(path.join(server.uploadsDir, 'product/test.png'), gradientPng(120, 80, [20, 40, 90], [90, 160, 240]));
  browser = await launchBrowser();
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await Promise.all([server?.close(), staging?.close()]);
  await stripe?.close();
});

async function signedIn(base: string, email: string, width: number): Promise<{ page: Page; problems: string[] }> {
  const page = await (await browser.newContext({ viewport: { width, height: 900 } })).newPage();
  page.setDefaultTimeout(10_000);
  const problems = collectProblems(page);
  await submitLogin(page, base, email, 'buyer-password-1');
  await page.waitForURL((url) => url.pathname !== '/login');
  return { page, problems };
}

const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
};

describe('paying with Stripe Checkout', () => {
  it('the payment page sends the buyer to the session; the webhook pays; the return page shows it paid', async () => {
    const id = await addProduct(server.db, { name: 'Managed Firewall', price: 18_000, quantity: 5 });
    const buyer = await addCustomer(server.url, 'card@stripe.test');
    const placed = await call(`${server.url}/api/checkout`, { method: 'POST', token: buyer.token, json: checkoutBody([{ product_id: id, quantity: 1 }]), headers: { 'Idempotency-Key': 'stripe-e2e-key-1' } });
    const number = placed.body.data.order_number as string;
    const { page, problems } = await signedIn(server.url, 'card@stripe.test', 1366);
    await gotoHydrated(page, `${server.url}/payment?order=${number}`);
    await expect(page.getByRole('form', { name: 'Test card' }).count()).resolves.toBe(0);
    await shot(page, 'stripe-payment-1366');
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, 'stripe-payment-390');
    await page.getByRole('button', { name: 'Pay $180.00 by card' }).click();
    await page.waitForURL(`http://127.0.0.1:${stripe.api.port}/c/pay/*`);
    await expect(page.getByRole('heading', { name: 'Local Stripe Checkout' }).count()).resolves.toBe(1);
    expect(stripe.requests.at(-1)!.fields).toMatchObject({ 'line_items[0][price_data][unit_amount]': '18000', 'line_items[0][price_data][currency]': 'usd', client_reference_id: number });

    const sessionId = new URL(page.url()).pathname.split('/').pop()!;
    const payload = sessionEvent('evt_e2e_paid_1', 'checkout.session.completed', { id: sessionId, order_number: number, amount_total: 18_000, currency: 'usd', payment_status: 'paid' });
    const delivered = await call(`${server.url}/api/payment/stripe/webhook`, { method: 'POST', body: payload, headers: { 'content-type': 'application/json', 'stripe-signature': signWebhook(payload) } });
    expect(delivered.status).toBe(200);
    // Stripe's success_url, which our server gave it: the public address (PUBLIC_URL is http://site.test in tests).
    const back = await page.getByRole('link', { name: 'Back to the shop' }).getAttribute('href');
    expect(back).toBe(`http://site.test/payment-success?order=${number}`);
    await page.goto(`${server.url}/payment-success?order=${number}`);
    await page.getByRole('heading', { name: 'Thank you: payment received' }).waitFor();
    expect(await stockOf(server.db, id)).toBe(4);
    expect(problems, problems.join('\n')).toEqual([]);
  });

  it('says what went wrong when Stripe cannot start the payment', async () => {
    const id = await addProduct(server.db, { name: 'Backup Appliance', price: 5_000, quantity: 5 });
    const buyer = await addCustomer(server.url, 'refused@stripe.test');
    const placed = await call(`${server.url}/api/checkout`, { method: 'POST', token: buyer.token, json: checkoutBody([{ product_id: id, quantity: 1 }]), headers: { 'Idempotency-Key': 'stripe-e2e-key-2' } });
    const { page } = await signedIn(server.url, 'refused@stripe.test', 1366);
    await gotoHydrated(page, `${server.url}/payment?order=${placed.body.data.order_number}`);
    stripe.failNext(400);
    await page.getByRole('button', { name: 'Pay $50.00 by card' }).click();
    await expect(page.getByRole('alert').textContent()).resolves.toBe('The payment provider could not start the payment; please try again in a moment');
    await expect(page.getByRole('button', { name: 'Pay $50.00 by card' }).isEnabled()).resolves.toBe(true);
  });
});

describe('a staging site', () => {
  it('shows the test-payments notice above the header, on the shop pages', async () => {
    await addCustomer(staging.url, 'stage@stripe.test');
    for (const width of [1366, 390]) {
      const { page, problems } = await signedIn(staging.url, 'stage@stripe.test', width);
      for (const pathname of ['/products', '/cart']) {
        await gotoHydrated(page, `${staging.url}${pathname}`);
        await expect(page.getByRole('note').textContent()).resolves.toBe('Test payments: this is a staging site; no real money is taken.');
        await shot(page, `staging${pathname.replace('/', '-')}-${width}`);
      }
      expect(problems).toEqual([]);
    }
  });
});
