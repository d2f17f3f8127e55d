/**
 * Issue 9, shop, in headless Chromium against a real server: a customer
 * (signed up through the API) signs in, adds two products, changes
 * quantities (decrement stops at 1), checks out, pays with the test provider
 * and sees payment-success; an admin sees the order in order-list and marks
 * it shipped; a declined payment shows payment-fail and leaves the stock alone;
 * the next checkout is filled in with the address of the last order, and the
 * country is chosen from the list.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gradientPng } from '../../site/server/seed/png';
import { severeViolations } from '../helpers/axe';
import { builtWebDir, collectProblems, gotoHydrated, launchBrowser, screenshot, submitLogin } from '../helpers/browser';
import { ADMIN, startTestServer, type TestServer } from '../helpers/server';
import { addCustomer, addProduct, stockOf } from '../helpers/shop';

const SHOTS = process.env.SHOP_SCREENSHOTS; // a folder: save screenshots of each step there, to look at the pages
let server: TestServer;
let browser: Browser;
let licence: number;
let seat: number;

beforeAll(async () => {
  server = await startTestServer({ webDir: builtWebDir() });
  mkdirSync(path.join(server.uploadsDir, 'product'), { recursive: true });
  writeFileSync(path.join(server.uploadsDir, 'product/test.png'), gradientPng(120, 80, [20, 40, 90], [90, 160, 240]));
  licence = await addProduct(server.db, { name: 'Cloud Backup Licence', price: 12_500, quantity: 10 });
  seat = await addProduct(server.db, { name: 'Security Workshop Seat', price: 4_000, quantity: 10 });
  await addCustomer(server.url, 'shopper@shop.test');
  browser = await launchBrowser();
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function signedIn(email: string, password: string, width = 1366): Promise<{ page: Page; problems: string[] }> {
  // A page of its own context: @axe-core/playwright needs one.
  const page = await (await browser.newContext({ viewport: { width, height: 900 } })).newPage();
  page.setDefaultTimeout(10_000);
  const problems = collectProblems(page);
  await submitLogin(page, server.url, email, password);
  await page.waitForURL((url) => url.pathname !== '/login');
  return { page, problems };
}

async function open(page: Page, pathname: string): Promise<void> {
  await gotoHydrated(page, `${server.url}${pathname}`);
}

/** A screenshot when SHOP_SCREENSHOTS is set, and (for the shop's own pages) no serious or critical axe-core violation. */
async function shot(page: Page, name: string, axe = true): Promise<void> {
  if (SHOTS) await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
  if (!axe) return;
  expect((await severeViolations(page)).map((v) => `${name}: ${v}`)).toEqual([]);
}
const headerCount = (page: Page) => page.locator('.site-header .cart-count').textContent();
const quantityOf = (page: Page, id: number) => page.locator(`[data-cart-line="${id}"] .cart-quantity-value`).textContent();

const addressFields = (page: Page) =>
  Promise.all(['#shipping_name', '#shipping_address', '#shipping_city', '#shipping_postcode', '#shipping_country'].map((f) => page.locator(f).inputValue()));

/** Checks out the cart; `fill` false keeps the address the form starts with. */
async function checkOut(page: Page, fill = true): Promise<string> {
  await page.getByRole('link', { name: 'Checkout' }).click();
  await page.waitForURL('**/checkout');
  if (fill) {
    await page.locator('#shipping_address').fill('1 Market Street');
    await page.locator('#shipping_city').fill('Springfield');
    await page.locator('#shipping_postcode').fill('12345');
    await page.locator('#shipping_country').selectOption('United States');
  }
  await shot(page, 'checkout');
  await page.getByRole('button', { name: 'Place order' }).click();
  await page.waitForURL('**/payment?order=*');
  return new URL(page.url()).searchParams.get('order')!;
}

describe('the shop', () => {
  it('signs in, fills the cart, checks out and pays; the admin ships the order', async () => {
    const { page, problems } = await signedIn('shopper@shop.test', 'buyer-password-1');
    await open(page, `/product-details/${licence}`);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect.poll(() => headerCount(page)).toBe('1');
    await open(page, `/product-details/${seat}`);
    await page.getByLabel('Quantity').fill('2');
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect.poll(() => headerCount(page)).toBe('3');
    await shot(page, 'product-details', false); // axe: tests/e2e/public-routes.test.ts

    await page.getByRole('link', { name: 'View cart' }).click();
    await page.waitForURL('**/cart');
    await expect.poll(() => quantityOf(page, licence)).toBe('1');
    await page.locator(`[data-cart-line="${licence}"]`).getByRole('button', { name: 'Increase quantity' }).click();
    await expect.poll(() => quantityOf(page, licence)).toBe('2');
    const decrease = page.locator(`[data-cart-line="${licence}"]`).getByRole('button', { name: 'Decrease quantity' });
    await decrease.click();
    await expect.poll(() => quantityOf(page, licence)).toBe('1');
    // at 1 decrement does nothing: the button is disabled, and the stored cart keeps 1
    expect(await decrease.isDisabled()).toBe(true);
    await decrease.click({ force: true });
    expect(await quantityOf(page, licence)).toBe('1');
    expect(await page.locator('[data-cart-total]').textContent()).toBe('$205.00');
    // the cart survives a reload, stored under `cart` as spec section 3 lists its fields
    await page.reload();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    expect(await quantityOf(page, seat)).toBe('2');
    const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('cart')))!);
    expect(stored).toEqual([
      { id: licence, name: 'Cloud Backup Licence', photo: 'uploads/product/test.png', price: 12_500, quantity: 1, discount: false },
      { id: seat, name: 'Security Workshop Seat', photo: 'uploads/product/test.png', price: 4_000, quantity: 2, discount: false },
    ]);
    await shot(page, 'cart');

    const number = await checkOut(page);
    // the name comes from the account
    await page.getByRole('button', { name: 'Pay $205.00' }).waitFor();
    await shot(page, 'payment');
    await page.getByRole('button', { name: 'Pay $205.00' }).click();
    await page.waitForURL('**/payment-success?order=*');
    await page.getByRole('heading', { name: 'Thank you: payment received' }).waitFor();
    await shot(page, 'payment-success');
    expect(await headerCount(page)).toBe('');
    const order = await server.db('orders').where({ order_number: number }).first();
    expect([order.status, Number(order.total), order.shipping_name]).toEqual(['paid', 20_500, 'Test Buyer']);
    expect([await stockOf(server.db, licence), await stockOf(server.db, seat)]).toEqual([9, 8]);
    expect(problems).toEqual([]);

    const staff = await signedIn(ADMIN.email, ADMIN.password);
    await open(staff.page, '/admin/order-list');
    const row = staff.page.getByRole('row').filter({ hasText: number });
    await row.getByRole('button', { name: 'Mark as shipped' }).click();
    await expect.poll(async () => (await server.db('orders').where({ order_number: number }).first('status')).status).toBe('shipped');
    await shot(staff.page, 'order-list', false);
    expect(staff.problems).toEqual([]);
  }, 240_000);

  it('shows payment-fail for a declined card and leaves the stock alone; the phone layout shows the cart count', async () => {
    const { page, problems } = await signedIn('shopper@shop.test', 'buyer-password-1', 390);
    await open(page, `/product-details/${licence}`);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect.poll(() => headerCount(page)).toBe('1');
    await open(page, '/cart');
    await shot(page, 'cart-phone');
    await page.getByRole('link', { name: 'Checkout' }).click();
    await page.waitForURL('**/checkout');
    // The address of the last order (the first test's), from the server; the country is a list to choose from.
    expect(await addressFields(page)).toEqual(['Test Buyer', '1 Market Street', 'Springfield', '12345', 'United States']);
    expect(await page.locator('#shipping_country option').count()).toBe(250); // "Choose a country" and ISO 3166-1's 249
    await screenshot(page, 'customers-checkout-390');
    await page.goBack();
    const number = await checkOut(page, false);
    await page.getByLabel('Payment fails (card declined)').check();
    await page.getByRole('button', { name: 'Pay $125.00' }).click();
    await page.waitForURL('**/payment-fail?order=*');
    await page.getByText('The card was declined (test provider)').waitFor();
    await shot(page, 'payment-fail');
    const order = await server.db('orders').where({ order_number: number }).first('status', 'shipping_address', 'shipping_country');
    expect(order).toEqual({ status: 'failed', shipping_address: '1 Market Street', shipping_country: 'United States' });
    expect(await stockOf(server.db, licence)).toBe(9);
    expect(problems).toEqual([]);
  }, 180_000);

  it('says an empty cart is empty, signed out too', async () => {
    const page = await (await browser.newContext()).newPage();
    await open(page, '/cart');
    await page.getByText('Your cart is empty.').waitFor();
    await page.close();
  });
});
