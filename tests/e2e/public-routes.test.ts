/**
 * Every public route of the spec (but account and careers, built elsewhere)
 * renders its page after hydration with no page error and no console error;
 * client navigation keeps the page and updates the head; axe-core finds no
 * serious or critical accessibility violation on the key pages and the pages built from blocks.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { severeViolations } from '../helpers/axe';
import { builtWebDir, collectProblems, launchBrowser, PAGE_TIMEOUT_MS } from '../helpers/browser';
import { startTestServer, type TestServer } from '../helpers/server';


/** Route → the page's main heading (from the demo seed). */
const ROUTES: [string, string][] = [
  ['/', 'Security you can prove'],
  ['/home', 'Security you can prove'],
  ['/about', 'Nimbus Consulting'],
  ['/services', 'Services'],
  ['/service-details/1', 'Cloud Migration'],
  ['/products', 'Products'],
  ['/product-details/1', 'Microsoft 365 Business Premium (per user)'],
  ['/pricing', 'Simple, transparent pricing'],
  ['/notice', 'News and notices'],
  ['/contact', 'Contact us'],
  ['/newsletter', 'Our newsletter'],
  ['/ideas', 'Ideas & insights'],
  ['/design-studio', 'Design studio'],
  ['/campaigns', 'Campaigns'],
  ['/sustainability-commitment', 'Our sustainability commitment'],
  ['/help-center', 'Help center'],
  ['/accessibility', 'Accessibility statement'],
  ['/security', 'Security at Nimbus Consulting'],
  ['/return-policy', 'Return policy'],
  ['/terms-of-use', 'Terms of use'],
  ['/terms-conditions', 'Terms & conditions'],
  ['/privacy-policy', 'Privacy policy'],
  // In German (docs/localization.md): the seed's translations, and a page that falls back to English.
  ['/de/privacy-policy', 'Datenschutzerklärung'],
  ['/de/sustainability-commitment', 'Unser Nachhaltigkeitsversprechen'],
  ['/de/help-center', 'Hilfe-Center'],
  ['/de/return-policy', 'Return policy'],
  ['/de', 'Sicherheit, die Sie belegen können'],
  ['/de/service-details/1', 'Cloud-Migration'],
  ['/de/product-details/1', 'Microsoft 365 Business Premium (pro Benutzer)'],
];

let server: TestServer;
let browser: Browser;
let page: Page;
let problems: string[];

beforeAll(async () => {
  server = await startTestServer({ webDir: builtWebDir(), demoContent: true });
  browser = await launchBrowser();
  // A page of its own context: @axe-core/playwright needs one.
  page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  page.setDefaultTimeout(PAGE_TIMEOUT_MS);
  problems = collectProblems(page);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/**
 * Opens a route and waits until React has hydrated it (the mark site/main.tsx sets) and the page's loads are
 * done (`goto` waits for the load event: its images and scripts), its finite animations have ended, then for the
 * browser to flush what it logs:
 * a problem it reports late still belongs to this route. Waiting for the network to be idle (500 ms of
 * nothing, each route) cost this file a third of its time.
 */
async function open(route: string) {
  await page.goto(`${server.url}${route}`);
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  // Transitions that are running (a hero fading in) end first: axe reads the colours they end on.
  await page.evaluate(() => Promise.all(document.getAnimations().filter((a) => a.effect?.getTiming().iterations !== Infinity).map((a) => a.finished.catch(() => undefined))));
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
}

describe('every public route', () => {
  it.each(ROUTES)('%s renders its page with no page error and no console error', async (route, heading) => {
    await open(route);
    await expect(page.locator('main h1').first().textContent()).resolves.toBe(heading);
    await expect(page.locator('footer').getByText(`© ${new Date().getFullYear()} Nimbus Consulting`).count()).resolves.toBe(1);
    expect(problems).toEqual([]);
  });

  it('navigates on the client: no reload, the head follows, "Loading..." shows while data loads, the page starts at the top', async () => {
    await open('/');
    await page.evaluate(() => {
      (window as unknown as { marker: number }).marker = 42;
      window.scrollTo(0, document.body.scrollHeight);
    });
    // Slow the next page's data so the loading state can be seen.
    await page.route('**/api/about-feature**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    await page.locator('footer').getByRole('link', { name: 'About us' }).click();
    await page.getByText('Loading...').waitFor();
    await page.getByRole('heading', { level: 1, name: 'Nimbus Consulting' }).waitFor();
    await page.unroute('**/api/about-feature**');
    await expect(page.title()).resolves.toBe('About us | Nimbus Consulting');
    await expect(page.locator('link[rel="canonical"]').getAttribute('href')).resolves.toBe('http://site.test/about');
    await expect(page.evaluate(() => (window as unknown as { marker?: number }).marker)).resolves.toBe(42);
    await expect(page.evaluate(() => window.scrollY)).resolves.toBe(0);
    await expect(page.locator('.site-nav a.active').first().textContent()).resolves.toBe('Company');
    expect(problems).toEqual([]);
  });

  it("drops the last page's head tags the next page does not set: a product's picture", async () => {
    await open('/product-details/1');
    await expect(page.locator('meta[property="og:image"]').count()).resolves.toBe(1);
    await page.locator('footer').getByRole('link', { name: 'Privacy policy' }).click();
    await page.getByRole('heading', { level: 1, name: 'Privacy policy' }).waitFor();
    await expect(page.locator('meta[property="og:image"]').count()).resolves.toBe(0);
    await expect(page.locator('meta[name="twitter:card"]').getAttribute('content')).resolves.toBe('summary');
    await expect(page.locator('link[rel="alternate"][hreflang="de"]').getAttribute('href')).resolves.toBe('http://site.test/de/privacy-policy');
    expect(problems).toEqual([]);
  });

  it('switches language in the header, keeping the page, and stays in German on client navigation', async () => {
    await open('/service-details/1');
    await page.locator('header').getByRole('link', { name: 'Deutsch' }).click();
    await page.getByRole('heading', { level: 1, name: 'Cloud-Migration' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/de/service-details/1');
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('de');
    await page.locator('header').getByRole('link', { name: 'Produkte' }).click();
    await page.getByRole('heading', { level: 1, name: 'Produkte' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/de/products');
    await expect(page.title()).resolves.toBe('Produkte | Nimbus Consulting');
    await expect(page.locator('link[rel="alternate"][hreflang="en"]').getAttribute('href')).resolves.toBe('http://site.test/products');
    await page.locator('header').getByRole('link', { name: 'English' }).click();
    await page.getByRole('heading', { level: 1, name: 'Products' }).waitFor();
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('en');
    expect(problems).toEqual([]);
  });

  it('shows a message and a retry when a page cannot load its data, and the retry recovers', async () => {
    await open('/');
    await page.route('**/api/pricing-plan**', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":{"message":"The database is busy; try again"}}' }));
    await page.locator('header').getByRole('link', { name: 'Pricing' }).click();
    await page.getByRole('heading', { name: 'This page could not be loaded' }).waitFor();
    await page.getByText('The database is busy; try again').waitFor();
    await page.unroute('**/api/pricing-plan**');
    await page.getByRole('link', { name: 'Try again' }).click();
    await page.getByRole('heading', { level: 1, name: 'Simple, transparent pricing' }).waitFor();
    problems.length = 0; // the refused call was logged by the browser on purpose
  });
});

/** The demo pages built from blocks (site/blocks/): hero, text, key figures, questions, call to action, record sections. */
const BLOCK_PAGES = ['/about', '/sustainability-commitment', '/design-studio', '/help-center'];
/** German pages (docs/localization.md): German words are longer, and the header holds the language switch. */
const GERMAN_PAGES = ['/de', '/de/service-details/1', '/de/product-details/1'];

describe('pages built from blocks', () => {
  it('fit a 390 px phone screen: nothing wider than the page (and the German pages)', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    try {
      for (const route of [...BLOCK_PAGES, ...GERMAN_PAGES]) {
        await open(route);
        expect(await page.evaluate(() => document.documentElement.scrollWidth), route).toBeLessThanOrEqual(390);
      }
    } finally {
      await page.setViewportSize({ width: 1280, height: 900 });
    }
    expect(problems).toEqual([]);
  });
});

/**
 * One page of each template (a German page is the English one's markup with other words: axe's findings are about
 * markup, names and colours, and /de covers the document's language and the header's language switch).
 */
const AXE_PAGES = ['/', '/products', '/product-details/2', '/contact', '/privacy-policy', ...BLOCK_PAGES, '/de'];

describe('accessibility (axe-core)', () => {
  it.each(AXE_PAGES)('%s has no serious or critical violation', async (route) => {
    await open(route);
    expect(await severeViolations(page)).toEqual([]);
  });
});
