/**
 * The profile pages in real Chromium, on the owner-access entities: a
 * customer fills in their profile (photo included), adds, edits and removes
 * skills, education and certificates (the API's errors shown inline), sees
 * their own orders with their status and nobody else's, opens an order (its
 * lines, totals, status, and "Pay now" into the payment page when its
 * payment failed; another customer's order is not found), sees a photo that
 * is not square as a circle, not an oval, and bookmarks a product from its
 * page. axe-core on each page. TEST_SCREENSHOTS=<folder> saves screenshots at 1366 and 390 px there.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gradientPng } from '../../site/server/seed/png';
import { registerCustomer } from '../helpers/accounts';
import { severeViolations } from '../helpers/axe';
import { builtWebDir, collectProblems, gotoHydrated, launchBrowser, PAGE_TIMEOUT_MS, screenshot, submitLogin } from '../helpers/browser';
import { call, login } from '../helpers/http';
import { ADMIN, startTestServer, type TestServer } from '../helpers/server';
import { addProduct, checkoutBody } from '../helpers/shop';

let server: TestServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let problems: string[];
/** Grace's order placed at checkout, whose card was declined. */
let failedOrder: string;

beforeAll(async () => {
  server = await startTestServer({ webDir: builtWebDir(), demoContent: true, limits: { anonymousWritesPerAddress: 1000 } });
  browser = await launchBrowser();
  const me = await registerCustomer(server.url, 'grace@test.local', 'grace-password-1');
  const other = await registerCustomer(server.url, 'linus@test.local');
  const admin = await login(server.url, ADMIN.email, ADMIN.password);
  // Orders are made by checkout or staff: the admin makes one for each customer.
  for (const [userId, number, status] of [[me.id, 'NC-1001', 'paid'], [other.id, 'NC-2002', 'pending']] as const) {
    const made = await call(`${server.url}/api/order`, { method: 'POST', token: admin, json: { order_number: number, user_id: userId, status, currency: 'USD', subtotal: 4900, total: 4900 } });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
  }
  const licence = await addProduct(server.db, { name: 'Backup Licence', price: 12_500, quantity: 10 });
  const seat = await addProduct(server.db, { name: 'Workshop Seat', price: 4_000, quantity: 10 });
  const placed = await call(`${server.url}/api/checkout`, {
    method: 'POST',
    token: me.token,
    headers: { 'Idempotency-Key': 'profile-order-0001' },
    json: checkoutBody([{ product_id: licence, quantity: 1 }, { product_id: seat, quantity: 3 }], { shipping_name: 'Grace Hopper', shipping_country: 'United States' }),
  });
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  failedOrder = placed.body.data.order_number;
  const declined = await call(`${server.url}/api/payment/test-card`, { method: 'POST', token: me.token, json: { order_number: failedOrder, outcome: 'failure' } });
  expect(declined.body.data.status).toBe('failed');
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
  page.setDefaultTimeout(PAGE_TIMEOUT_MS);
  problems = collectProblems(page);
  await submitLogin(page, server.url, 'grace@test.local', 'grace-password-1');
  await page.waitForURL(`${server.url}/`);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function open(route: string): Promise<void> {
  await gotoHydrated(page, `${server.url}${route}`);
}

const block = (title: string) => page.locator('.profile-block', { has: page.getByRole('heading', { name: title }) });

describe('the profile pages', () => {
  it('shows the profile with empty parts and only the user\'s own orders, with their status', async () => {
    await open('/profile');
    await page.getByRole('heading', { level: 1, name: 'Cust' }).waitFor();
    await block('Skills').getByText('Nothing here yet.').waitFor();
    await block('Orders').getByRole('cell', { name: 'NC-1001' }).waitFor();
    await expect(block('Orders').getByRole('cell', { name: 'Paid' }).count()).resolves.toBe(1);
    await expect(block('Orders').getByText('$49.00').count()).resolves.toBe(1);
    await expect(page.getByText('NC-2002').count()).resolves.toBe(0);
  });

  it('edits the profile with a photo', async () => {
    await open('/edit-profile');
    await page.getByLabel('Headline').fill('Compiler pioneer');
    await page.getByLabel('City').fill('Arlington');
    await page.getByLabel('Country').selectOption('Canada'); // a list, as at checkout
    await page.getByLabel('Photo (JPEG, PNG, WebP or GIF, up to 5 MB)').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: gradientPng(40, 40, [200, 0, 0], [0, 0, 200]) });
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL('**/profile');
    await page.getByText('Compiler pioneer').waitFor();
    await expect(page.locator('img.profile-photo').getAttribute('src')).resolves.toMatch(/^\/uploads\/user-profile\//);
    await open('/edit-profile');
    await page.getByLabel('Headline').fill('Rear admiral');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL('**/profile');
    await page.getByText('Rear admiral').waitFor();
    // Saved without a new photo: the photo stays.
    await expect(page.locator('img.profile-photo').count()).resolves.toBe(1);
  });

  it('shows a photo that is not square as a circle, cropped, not squashed into an oval', async () => {
    await page.getByText('Arlington, Canada').waitFor();
    // A country typed before the list existed stays as it is when the profile is saved.
    await server.db('user_profiles').update({ country: 'Narnia' });
    await open('/edit-profile');
    await expect(page.getByLabel('Country').inputValue()).resolves.toBe('Narnia');
    await page.getByLabel('Photo (JPEG, PNG, WebP or GIF, up to 5 MB)').setInputFiles({ name: 'wide.png', mimeType: 'image/png', buffer: gradientPng(240, 120, [0, 120, 0], [0, 0, 200]) });
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL('**/profile');
    await page.getByText('Arlington, Narnia').waitFor();
    const photo = page.locator('img.profile-photo');
    // The new picture (twice as wide as high, whichever thumbnail the browser chose) has loaded.
    await page.waitForFunction(() => {
      const img = document.querySelector<HTMLImageElement>('img.profile-photo');
      return img !== null && img.complete && img.naturalHeight > 0 && img.naturalWidth === 2 * img.naturalHeight;
    });
    expect(await photo.evaluate((img) => [img.getBoundingClientRect().width, img.getBoundingClientRect().height, getComputedStyle(img).objectFit])).toEqual([96, 96, 'cover']);
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await photo.evaluate((img) => [img.getBoundingClientRect().width, img.getBoundingClientRect().height])).toEqual([96, 96]);
    await screenshot(page, 'customers-profile-390');
    await page.setViewportSize({ width: 1366, height: 900 });
    await screenshot(page, 'customers-profile-1366');
  });

  it('opens an order from the profile: its lines, totals and status, and Pay now after a failed payment', async () => {
    await open('/profile');
    await block('Orders').getByRole('link', { name: failedOrder }).click();
    await page.waitForURL(`**/profile/orders/${failedOrder}`);
    await page.getByRole('heading', { level: 1, name: `Order ${failedOrder}` }).waitFor();
    await page.getByText('Payment failed', { exact: true }).waitFor();
    await page.getByText('The payment failed: The card was declined (test provider). Nothing was charged; you can pay again.').waitFor();
    const rows = await page.locator('.order-lines-table tbody tr').evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent)));
    expect(rows).toEqual([
      ['Backup Licence', '1', '$125.00', '$125.00'],
      ['Workshop Seat', '3', '$40.00', '$120.00'],
    ]);
    await expect(page.locator('.order-grand-total td').textContent()).resolves.toBe('$245.00');
    await page.getByText('Grace Hopper, 1 Market Street, 12345 Springfield, United States').waitFor();
    await screenshot(page, 'customers-order-1366');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'customers-order-390');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.setViewportSize({ width: 1366, height: 900 });

    await page.getByRole('link', { name: 'Pay now ($245.00)' }).click();
    await page.waitForURL(`**/payment?order=${failedOrder}`);
    await page.getByRole('button', { name: 'Pay $245.00' }).waitFor();
  });

  it('shows a paid order without Pay now, and says another customer\'s order is not found', async () => {
    await open('/profile/orders/NC-1001');
    await page.getByText('Paid', { exact: true }).waitFor();
    await expect(page.getByRole('link', { name: /Pay now/ }).count()).resolves.toBe(0);
    await open('/profile/orders/NC-2002');
    await page.getByText('We found no order NC-2002 in your account.').waitFor();
    await expect(page.getByText('Pending payment').count()).resolves.toBe(0);
    expect(problems.filter((p) => !p.includes('404'))).toEqual([]);
  });

  it('adds, edits and removes skills, with the API\'s errors inline', async () => {
    await open('/edit-skill');
    await page.getByRole('button', { name: 'Add' }).click();
    await expect(page.locator('#field-name-error').textContent()).resolves.toBe('This field is required');
    await page.locator('#field-name').fill('COBOL');
    await page.locator('#field-level').selectOption('expert');
    await page.getByRole('button', { name: 'Add' }).click();
    await page.getByText('The skill was added.').waitFor();
    await page.locator('.owned-list').getByText('COBOL').waitFor();
    await page.getByRole('button', { name: 'Edit' }).click();
    await expect(page.locator('#field-name').inputValue()).resolves.toBe('COBOL');
    await page.locator('#field-name').fill('FLOW-MATIC');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('The skill was saved.').waitFor();
    await page.locator('.owned-list').getByText('FLOW-MATIC').waitFor();
    await page.locator('#field-name').fill('Leadership');
    await page.getByRole('button', { name: 'Add' }).click();
    await page.locator('.owned-list li').nth(1).waitFor();
    await page.locator('.owned-list li', { hasText: 'Leadership' }).getByRole('button', { name: 'Remove' }).click();
    await page.getByRole('group', { name: 'Remove this skill?' }).getByRole('button', { name: 'Yes' }).click();
    await page.getByText('The skill was removed.').waitFor();
    // The list reloads after the message (the router revalidates): wait for it.
    await expect.poll(() => page.locator('.owned-list li').count()).toBe(1);
    await open('/profile');
    await block('Skills').getByText('FLOW-MATIC').waitFor();
    await expect(block('Skills').getByText('Expert').count()).resolves.toBe(1);
  });

  it('adds education and a certificate with its scan', async () => {
    await open('/edit-edu');
    await page.locator('#field-institution').fill('Yale University');
    await page.locator('#field-degree').fill('PhD');
    await page.getByRole('button', { name: 'Add' }).click();
    await expect(page.locator('#field-start_date-error').textContent()).resolves.toBe('This field is required');
    await page.locator('#field-start_date').fill('1930-09-01');
    await page.getByLabel('End date (empty while studying)').fill('1934-06-01');
    await page.getByRole('button', { name: 'Add' }).click();
    await page.locator('.owned-list').getByText('1930 – 1934').waitFor();

    await open('/edit-certificate');
    await page.locator('#field-name').fill('Naval Reserve commission');
    await page.locator('#field-issuer').fill('US Navy');
    await page.getByLabel('Scan (PDF, PNG or JPEG, up to 5 MB)').setInputFiles({ name: 'scan.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n') });
    await page.getByRole('button', { name: 'Add' }).click();
    await page.locator('.owned-list').getByText('scan attached').waitFor();

    await open('/profile');
    await block('Education').getByText('PhD').waitFor();
    await block('Certificates').getByText('Naval Reserve commission').waitFor();
    expect(problems.filter((p) => !/status of (400|404)/.test(p))).toEqual([]);
  });

  it('bookmarks a product from its page, lists it at /bookmark and removes it there', async () => {
    await open('/product-details/1');
    const name = (await page.locator('main h1').textContent())!;
    await page.getByRole('button', { name: 'Bookmark' }).click();
    await page.getByRole('button', { name: 'Bookmarked' }).waitFor();
    await page.getByRole('link', { name: 'Your bookmarks' }).click();
    await page.waitForURL('**/bookmark');
    await page.locator('.owned-list').getByRole('link', { name }).waitFor();
    await page.getByRole('button', { name: `Remove ${name} from bookmarks` }).click();
    await page.getByText('No bookmarks yet.', { exact: false }).waitFor();
  });
});

describe('accessibility of the profile pages (axe-core)', () => {
  it.each(['/profile', '/profile/orders/NC-1001', '/edit-profile', '/edit-skill', '/edit-edu', '/edit-certificate', '/bookmark'])('%s has no serious or critical violation', async (route) => {
    await open(route);
    await page.locator('h1').first().waitFor();
    await expect.poll(() => page.getByText('Loading...').count()).toBe(0); // the profile loads four parts at once
    expect(await severeViolations(page)).toEqual([]);
  });
});
