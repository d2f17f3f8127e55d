/**
 * The public site in headless Chromium against a real server with the demo
 * content: a banner an admin just created shows on the home page; the
 * products page filters by category and applies the price rule; the contact
 * form reaches the admin's contact list; the newsletter subscribes an address once.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gradientPng } from '../../site/server/seed/png';
import { builtWebDir, collectProblems, gotoHydrated, launchBrowser, PAGE_TIMEOUT_MS, submitLogin } from '../helpers/browser';
import { dayFromToday } from '../helpers/careers';
import { call, form, login } from '../helpers/http';
import { ADMIN, startTestServer, type TestServer } from '../helpers/server';

const photo = () => ({ data: gradientPng(60, 40, [20, 40, 90], [90, 160, 240]), name: 'photo.png', type: 'image/png' });
let server: TestServer;
let browser: Browser;
let admin: string;
let page: Page;
let problems: string[];

beforeAll(async () => {
  server = await startTestServer({ webDir: builtWebDir(), demoContent: true });
  admin = await login(server.url, ADMIN.email, ADMIN.password);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function freshPage(width = 1280): Promise<Page> {
  page = await browser.newPage({ viewport: { width, height: 900 } });
  page.setDefaultTimeout(PAGE_TIMEOUT_MS);
  problems = collectProblems(page);
  return page;
}

/** Problems other than the API's expected refusals (the browser logs every 4xx answer as a console error). */
const unexpected = (list: string[], status: number) => list.filter((p) => !p.includes(`Failed to load resource: the server responded with a status of ${status}`));


describe('home page', () => {
  it('shows a banner an admin just created through the API, linking to its service', async () => {
    const created = await call(`${server.url}/api/banner`, {
      method: 'POST',
      token: admin,
      body: form({ title: 'Zero-downtime upgrades, guaranteed', sub_title: 'A brand-new banner from the admin', service_id: 2 }, { photo: photo() }),
    });
    expect(created.status).toBe(201);
    await freshPage();
    await page.goto(`${server.url}/`);
    await expect(page.locator('.hero h1').textContent()).resolves.toBe('Zero-downtime upgrades, guaranteed');
    await expect(page.locator('.hero-eyebrow').textContent()).resolves.toBe('A brand-new banner from the admin');
    await expect(page.locator('.hero-cta').getAttribute('href')).resolves.toBe('/service-details/2');
    expect(problems).toEqual([]);
    await page.close();
  });
});

describe('header', () => {
  it.each([1366, 390])('keeps "Sign in" on one line and the page within its width at %i px', async (width) => {
    await freshPage(width);
    await page.goto(`${server.url}/`);
    if (width < 960) await page.locator('.menu-toggle-label').click(); // on a phone the account corner is inside the folded menu
    const link = page.locator('.site-account .account-link');
    await expect(link.textContent()).resolves.toBe('Sign in');
    const { height, lineHeight } = await link.evaluate((el) => ({ height: el.getBoundingClientRect().height, lineHeight: parseFloat(getComputedStyle(el).lineHeight) }));
    expect(height).toBeGreaterThan(0);
    expect(height).toBeLessThan(1.6 * lineHeight);
    const register = await page.locator('.site-account .site-btn').evaluate((el) => el.getBoundingClientRect().height);
    expect(register).toBeLessThan(50); // one line: 25.6 px of text, 19.2 px of padding and its border (two lines: 72 px)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    expect(problems).toEqual([]);
  });
});

describe('products page', () => {
  it('filters by category on the server, and shows the discount price only inside the window', async () => {
    const category = await call(`${server.url}/api/category`, { method: 'POST', token: admin, json: { name: 'E2E Deals', slug: 'e2e-deals', active: true } });
    expect(category.status).toBe(201);
    const base = { category_id: category.body.data.id, billing: 'one_time', quantity: 10, active: 'true' };
    const inside = await call(`${server.url}/api/product`, {
      method: 'POST',
      token: admin,
      body: form({ ...base, name: 'Window Deal Licence', slug: 'window-deal', price: 10000, discount_price: 7500, discount_start_date: dayFromToday(-1), discount_end_date: dayFromToday(1) }, { photo: photo() }),
    });
    const outside = await call(`${server.url}/api/product`, {
      method: 'POST',
      token: admin,
      body: form({ ...base, name: 'Expired Deal Licence', slug: 'expired-deal', price: 20000, discount_price: 15000, discount_start_date: dayFromToday(-10), discount_end_date: dayFromToday(-1) }, { photo: photo() }),
    });
    expect([inside.status, outside.status]).toEqual([201, 201]);

    await freshPage();
    await page.goto(`${server.url}/products`);
    // The filter navigates from its change handler: wait until React has hydrated the server's HTML.
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await expect(page.locator('.results-count').textContent()).resolves.toBe('11 products');
    await page.getByLabel('Category', { exact: true }).selectOption({ label: 'E2E Deals' });
    await page.waitForURL(`**/products?category=${category.body.data.id}*`);
    await page.locator('.results-count', { hasText: '2 products' }).waitFor();
    const cards = page.locator('.product-card');
    await expect(cards.count()).resolves.toBe(2);
    const deal = cards.filter({ hasText: 'Window Deal Licence' });
    await expect(deal.locator('.price-now').textContent()).resolves.toBe('$75.00');
    await expect(deal.locator('del.price-was').textContent()).resolves.toBe('$100.00');
    const expired = cards.filter({ hasText: 'Expired Deal Licence' });
    await expect(expired.locator('.price-now').textContent()).resolves.toBe('$200.00');
    await expect(expired.locator('del').count()).resolves.toBe(0);
    // The details page applies the same rule.
    await deal.getByRole('link', { name: 'Window Deal Licence' }).click();
    await page.getByRole('heading', { level: 1, name: 'Window Deal Licence' }).waitFor();
    await expect(page.locator('.price-now').textContent()).resolves.toBe('$75.00');
    // The shop is open: the product can go into the cart (tests/e2e/shop.test.ts follows it to payment).
    await expect(page.getByRole('button', { name: 'Add to cart' }).isEnabled()).resolves.toBe(true);
    expect(problems).toEqual([]);
    await page.close();
  });
});

describe('contact form', () => {
  it('shows the API field errors inline, thanks the sender, and the message appears in the admin contact list', async () => {
    await freshPage();
    await gotoHydrated(page, `${server.url}/contact`);
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.locator('#name-error', { hasText: 'This field is required' }).waitFor();
    await expect(page.locator('#subject-error').textContent()).resolves.toBe('This field is required');
    await expect(page.locator('#name').getAttribute('aria-invalid')).resolves.toBe('true');

    await page.locator('#name').fill('Grace Hopper');
    await page.locator('#email').fill('grace@example.com');
    await page.getByLabel('Interested in').selectOption({ label: 'Cloud Migration' });
    await page.locator('#subject').fill('Moving our billing system to the cloud');
    await page.locator('#message').fill('We run a 15-year-old billing system and want to move it.');
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.getByRole('heading', { name: 'Thank you, Grace Hopper!' }).waitFor();
    expect(unexpected(problems, 400)).toEqual([]);
    problems.length = 0;

    await submitLogin(page, server.url, ADMIN.email, ADMIN.password);
    await page.waitForURL('**/admin/dashboard');
    await page.goto(`${server.url}/admin/contact-list`);
    await page.getByText('Moving our billing system to the cloud').waitFor();
    expect(problems).toEqual([]);
    await page.close();
  });
});

describe('newsletter', () => {
  it('subscribes an address once; the second try says it is already subscribed', async () => {
    await freshPage(390);
    await gotoHydrated(page, `${server.url}/about`);
    const email = page.getByLabel('E-mail address');
    await email.fill('ada@example.com');
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await page.getByText('Thank you! You are now subscribed to our newsletter.').waitFor();
    await page.reload();
    await email.fill('ada@example.com');
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await page.getByText('This address is already subscribed.').waitFor();
    const stored = await call(`${server.url}/api/subscriber?filter[email]=ada@example.com`, { token: admin });
    expect(stored.body.meta.total).toBe(1);
    expect(unexpected(problems, 409)).toEqual([]);
    await page.close();
  });
});
