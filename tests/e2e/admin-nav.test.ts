/**
 * Every admin navigation entry of the spec opens a working screen for an
 * admin; a user with the HR role sees only HR's entries, and a screen it may
 * not use says so.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminNav } from '../../site/admin/nav';
import { builtWebDir, launchBrowser, PAGE_TIMEOUT_MS, submitLogin } from '../helpers/browser';
import { ADMIN, startTestServer, type TestServer } from '../helpers/server';

let server: TestServer;
let browser: Browser;
/** The admin's browser profile, signed in once: each admin test opens a page of its own in it. */
let admin: BrowserContext;
const problems: string[] = [];

// The spec's side navigation, top to bottom, with the labels it gives.
const SPEC_NAV = [
  'dashboard', 'user-role', 'products', 'service-list', 'team-list', 'testimonial-list', 'job-list', 'notice-list', 'contact-list',
  'partner-list', 'address-list', 'category-list', 'subcategory-list', 'order-list', 'news-letter-list', 'subscribe-list',
  'question-type-list', 'single-question-list', 'exam-question-list', 'applicants-submit-answer', 'footer-header-list',
  'footer-content-list', 'header-menu-list', 'about-feature-list', 'partner-count-list', 'consulting-step-list',
  'it-consulting-list', 'about-data', 'banner-list',
];
// Entries the product adds beyond the spec, after its last one: content pages, pricing plans, the media library,
// scheduled changes, redirects, webhooks and their log, and the audit log (a fresh demo has nothing scheduled, no
// redirect, no webhook and no staff change yet: these may be empty).
const BEYOND_SPEC = ['page-list', 'pricing-plan-list', 'media-list', 'scheduled-changes', 'redirect-list', 'webhook-list', 'webhook-delivery-list', 'audit-log'];
const MAY_BE_EMPTY = ['scheduled-changes', 'redirect-list', 'webhook-list', 'webhook-delivery-list', 'audit-log'];
const NAV = [...SPEC_NAV, ...BEYOND_SPEC];
const SPEC_LABELS: Record<string, string> = {
  'address-list': 'Company Address',
  'subscribe-list': 'Subscriber',
  'applicants-submit-answer': 'Applicants Answer',
  'about-feature-list': 'Client About Feature',
  'consulting-step-list': 'CMS Consulting Steps',
  'it-consulting-list': 'IT Consulting Service',
  'banner-list': 'Home Banner',
};

/** A new page in `context`, its page errors collected under `who`. */
async function newPage(context: BrowserContext, who: string): Promise<Page> {
  const page = await context.newPage();
  page.setDefaultTimeout(PAGE_TIMEOUT_MS);
  page.on('pageerror', (error) => problems.push(`${who}: ${error.message}`));
  return page;
}

/** Signs in on the login page of a new browser profile, which leads staff to the dashboard. */
async function signedInPage(email: string, password: string): Promise<Page> {
  const page = await newPage(await browser.newContext({ viewport: { width: 1280, height: 900 } }), email);
  await submitLogin(page, server.url, email, password);
  await page.waitForURL('**/admin/dashboard');
  return page;
}

/** A new page of the admin, signed in (the session is in the profile's localStorage), on `path`. */
async function adminPage(path: string): Promise<Page> {
  const page = await newPage(admin, ADMIN.email);
  await page.goto(`${server.url}/admin/${path}`);
  return page;
}

const byOrder = [...adminNav].sort((a, b) => a.order - b.order);

async function navPaths(page: Page): Promise<string[]> {
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link').first().waitFor();
  const hrefs = await page.getByRole('navigation', { name: 'Admin' }).getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  return hrefs.map((h) => h.replace(/^\/admin\//, '').replace(/\?.*$/, ''));
}

beforeAll(async () => {
  server = await startTestServer({ webDir: builtWebDir(), demoContent: true });
  browser = await launchBrowser();
  // Signed in through the login page once; the other admin tests reuse the session (each signing in again cost
  // a page load and the dashboard's).
  admin = (await signedInPage(ADMIN.email, ADMIN.password)).context();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('admin navigation', () => {
  it('has the spec’s entries, in order, with its labels', () => {
    expect(byOrder.map((e) => e.path)).toEqual(NAV);
    for (const [path, label] of Object.entries(SPEC_LABELS)) expect(adminNav.find((e) => e.path === path)?.label, path).toBe(label);
  });

  it('opens every entry as admin, each showing its screen with data', async () => {
    const page = admin.pages()[0]!; // on the dashboard, where signing in led
    expect(await navPaths(page)).toEqual(NAV);
    for (const entry of byOrder) {
      await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: entry.label, exact: true }).click();
      await page.waitForURL(`**/admin/${entry.path}${entry.query ? `?${entry.query}` : ''}`);
      const active = page.getByRole('navigation', { name: 'Admin' }).locator('[aria-current="page"]');
      await active.filter({ hasText: entry.label }).waitFor();
      await expect(active.innerText(), entry.path).resolves.toBe(entry.label);
      await page.locator('main h1').first().waitFor();
      await page.waitForFunction(() => !document.body.innerText.includes('Loading...'));
      const text = await page.locator('main').innerText();
      expect(text, entry.path).not.toMatch(MAY_BE_EMPTY.includes(entry.path) ? /Not allowed|Something went wrong|could not be loaded/i : /Not allowed|Something went wrong|could not be loaded|Empty List/i);
    }
    await page.close();
  });

  it('reaches the job views and a job’s applicants from the job list, and runs a declared action', async () => {
    const page = await adminPage('job-list?state=posted');
    await page.getByRole('link', { name: 'Drafted Jobs' }).click();
    await page.waitForURL('**/admin/drafted-job-list');
    const draft = page.getByRole('row').filter({ has: page.getByRole('button', { name: 'Publish' }) }).first();
    const title = (await draft.getByRole('link').first().innerText()).trim();
    await draft.getByRole('button', { name: 'Publish' }).click();
    await page.getByRole('row', { name: new RegExp(title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).waitFor({ state: 'detached' });
    const job = await server.db('jobs').where({ title }).first('state');
    expect(job.state).toBe('posted');

    await page.getByRole('link', { name: 'All jobs' }).click();
    const first = page.getByRole('row').nth(1);
    await first.getByRole('link', { name: 'Applicants' }).click();
    await page.waitForURL(/\/admin\/applicant-list\/\d+$/);
    await page.getByRole('heading', { name: 'Applicants' }).waitFor();
    await page.close();
  });

  it('shows HR only the HR entries, and "Not allowed" elsewhere', async () => {
    const page = await signedInPage('hr@example.com', 'demo12345');
    const paths = await navPaths(page);
    expect(paths).toEqual(expect.arrayContaining(['dashboard', 'job-list', 'question-type-list', 'single-question-list', 'exam-question-list', 'applicants-submit-answer']));
    for (const forbidden of ['products', 'order-list', 'banner-list', 'user-role', 'subscribe-list']) expect(paths, forbidden).not.toContain(forbidden);
    await page.goto(`${server.url}/admin/order-list`);
    await page.getByText('Not allowed').first().waitFor();
    await page.close();
  });

  it('on a phone, the side navigation closes once one of its links is followed', async () => {
    const page = await adminPage('dashboard');
    await page.setViewportSize({ width: 390, height: 844 });
    const toggle = page.getByRole('button', { name: 'Toggle navigation' });
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await page.locator('#admin-sidenav a[href="/admin/service-list"]').click();
    await page.waitForURL('**/admin/service-list');
    await page.getByRole('button', { name: 'Toggle navigation', expanded: false }).waitFor();
    expect(await page.locator('#admin-sidenav.open').count()).toBe(0);
    await page.close();
  });

  it("a list's search box follows the address when it changes from outside: a link, Back", async () => {
    const page = await adminPage('service-list?q=cloud');
    const searchShows = (text: string) => page.waitForFunction((t) => document.querySelector<HTMLInputElement>('input[type="search"]')?.value === t, text);
    await searchShows('cloud');
    await page.locator('#admin-sidenav a[href="/admin/service-list"]').click();
    await page.waitForURL((url) => url.pathname === '/admin/service-list' && !url.searchParams.has('q'));
    await searchShows('');
    await page.goBack();
    await searchShows('cloud');
    await page.close();
  });

  it('raised no errors in the pages', () => {
    expect(problems).toEqual([]);
  });
});
