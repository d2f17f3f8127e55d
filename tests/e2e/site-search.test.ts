/**
 * The site search in Chromium with the demo content: the header's box is a plain GET form (it works with
 * JavaScript off, on a phone, behind the Menu toggle), the results page shows the matches marked, and the
 * empty and "nothing matches" states speak to people. SEARCH_SCREENSHOTS=<folder> keeps screenshots.
 */
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtWebDir, launchBrowser, PAGE_TIMEOUT_MS } from '../helpers/browser';
import { startTestServer, type TestServer } from '../helpers/server';

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  server = await startTestServer({ webDir: builtWebDir(), demoContent: true });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const shots = process.env.SEARCH_SCREENSHOTS;
/** A screenshot of the page (`whole`) or of what the window shows, when SEARCH_SCREENSHOTS names a folder. */
const keep = async (page: Page, name: string, whole = true) => {
  if (shots) await page.screenshot({ path: path.join(shots, `${name}.png`), fullPage: whole });
};

describe('site search', () => {
  it('searches from the header with JavaScript off on a phone, and shows the empty state', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    page.setDefaultTimeout(PAGE_TIMEOUT_MS);
    await page.goto(`${server.url}/`);
    await page.getByText('Menu', { exact: true }).click();
    await page.getByRole('searchbox', { name: 'Search the site' }).fill('rollback plans');
    await keep(page, 'header-390', false);
    await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
    await page.getByRole('heading', { name: 'Results for “rollback plans”' }).waitFor();
    expect(new URL(page.url()).search).toBe('?q=rollback+plans');
    await expect(page.locator('.search-count').textContent()).resolves.toBe('1 result');
    const hit = page.locator('.search-hit');
    await expect(hit.getByRole('link').textContent()).resolves.toBe('Cloud Migration');
    await expect(hit.getByRole('link').getAttribute('href')).resolves.toBe('/service-details/1');
    await expect(hit.locator('mark').allTextContents()).resolves.toEqual(['rollback', 'plans']);
    await keep(page, 'results-390', false);
    await page.goto(`${server.url}/search`);
    await page.getByText('Type a word or two above to search').waitFor();
    await context.close();
  });

  it('shows ranked results and the "nothing matches" state at desktop width', async () => {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    page.setDefaultTimeout(PAGE_TIMEOUT_MS);
    await page.goto(`${server.url}/services`);
    await page.getByRole('searchbox', { name: 'Search the site' }).fill('cloud');
    await keep(page, 'header-1366', false);
    await page.getByRole('searchbox', { name: 'Search the site' }).press('Enter');
    await page.getByRole('heading', { name: 'Results for “cloud”' }).waitFor();
    const kinds = await page.locator('.search-kind').allTextContents();
    expect(kinds.length).toBeGreaterThan(3);
    await keep(page, 'results-1366');
    await page.getByRole('searchbox', { name: 'Search words' }).fill('xylophone quartet');
    await page.getByRole('searchbox', { name: 'Search words' }).press('Enter');
    await page.getByText('Nothing matches “xylophone quartet”.').waitFor();
    await keep(page, 'no-results-1366');
    await context.close();
  });
});
