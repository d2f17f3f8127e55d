/**
 * The public site with the keyboard alone, in Chromium: the skip link, the
 * header's drop-down entries (open while focus is inside), the phone menu
 * toggle (a checkbox: Space opens it), and links followed with Enter.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtWebDir, collectProblems, gotoHydrated, launchBrowser, PAGE_TIMEOUT_MS } from '../helpers/browser';
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

async function open(width: number, route: string): Promise<{ page: Page; problems: string[] }> {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  page.setDefaultTimeout(PAGE_TIMEOUT_MS);
  // The first page of a fresh server can be slow on a busy machine.
  page.setDefaultNavigationTimeout(30_000);
  const problems = collectProblems(page);
  await gotoHydrated(page, `${server.url}${route}`);
  return { page, problems };
}

/** Presses Tab until the focused element's text is `text` (at most `max` times). */
async function tabTo(page: Page, text: string, max = 40): Promise<void> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if ((await page.evaluate(() => document.activeElement?.textContent?.trim())) === text) return;
  }
  throw new Error(`"${text}" was never focused`);
}

describe('keyboard only', () => {
  it('the first Tab reaches "Skip to content", which jumps to the page', async () => {
    const { page, problems } = await open(1280, '/');
    await page.keyboard.press('Tab');
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Skip to content');
    await page.keyboard.press('Enter');
    await expect(page.evaluate(() => window.location.hash)).resolves.toBe('#main');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('on a desktop, a drop-down opens while focus is in it, and Enter follows its entry', async () => {
    const { page, problems } = await open(1280, '/');
    const designStudio = page.locator('header .submenu').getByRole('link', { name: 'Design studio' });
    await expect(designStudio.isVisible()).resolves.toBe(false);
    await tabTo(page, 'Services');
    await expect(designStudio.isVisible()).resolves.toBe(true);
    await tabTo(page, 'Design studio', 3);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Design studio' }).waitFor();
    expect(problems).toEqual([]);
    await page.close();
  });

  it('on a phone, Space on the Menu toggle opens the menu and Enter follows an entry', async () => {
    const { page, problems } = await open(390, '/');
    const products = page.locator('header').getByRole('link', { name: 'Products' });
    await expect(products.isVisible()).resolves.toBe(false);
    for (let i = 0; i < 10 && (await page.evaluate(() => document.activeElement?.id)) !== 'menu-toggle'; i++) await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await expect(products.isVisible()).resolves.toBe(true);
    await tabTo(page, 'Products');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Products' }).waitFor();
    // The new page starts with the menu folded again.
    await expect(products.isVisible()).resolves.toBe(false);
    expect(problems).toEqual([]);
    await page.close();
  });
});
