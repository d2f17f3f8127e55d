/**
 * The public site hydrates without react-router's navigation engine
 * (site/client/deferred-router.ts): a visitor who only reads never downloads
 * it; the first sign of a move (pointer, focus) fetches it, and the first
 * client navigation then behaves as before: Back and Forward included.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtWebDir, gotoHydrated, launchBrowser, openDesktopPage } from '../helpers/browser';
import { startTestServer, type TestServer } from '../helpers/server';

let server: TestServer;
let browser: Browser;
let engineFile: string;

beforeAll(async () => {
  const webDir = builtWebDir();
  // The engine's chunk: the one file holding an error message of react-router's createRouter.
  const assets = readdirSync(path.join(webDir, 'assets')).filter((name) => name.endsWith('.js'));
  engineFile = assets.find((name) => readFileSync(path.join(webDir, 'assets', name), 'utf8').includes('You must provide a non-empty routes array to createRouter'))!;
  expect(engineFile).toBeDefined();
  server = await startTestServer({ webDir, demoContent: true });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function hydrated(route: string): Promise<{ page: Page; fetched: string[]; problems: string[] }> {
  const { page, problems } = await openDesktopPage(browser);
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(path.basename(new URL(request.url()).pathname)));
  await gotoHydrated(page, `${server.url}${route}`);
  return { page, fetched, problems };
}

describe('the deferred navigation engine', () => {
  it('is not downloaded by a visitor who only reads', async () => {
    const { page, fetched, problems } = await hydrated('/');
    await page.waitForLoadState('networkidle');
    expect(fetched).not.toContain(engineFile);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('loads when the pointer moves over the page; then navigation, Back and Forward work on the client', async () => {
    const { page, fetched, problems } = await hydrated('/');
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 7));
    await page.locator('header').getByRole('link', { name: 'Pricing' }).hover();
    await expect.poll(() => fetched.includes(engineFile)).toBe(true);
    await page.locator('header').getByRole('link', { name: 'Pricing' }).click();
    await page.waitForURL('**/pricing');
    await page.getByRole('heading', { level: 1 }).filter({ hasText: /pric/i }).waitFor();
    await page.goBack();
    await page.waitForURL(`${server.url}/`);
    await page.goForward();
    await page.waitForURL('**/pricing');
    // No page load happened: the marker set on the first page is still there.
    await expect(page.evaluate(() => (window as unknown as { marker?: number }).marker)).resolves.toBe(7);
    expect(problems).toEqual([]);
    await page.close();
  });
});
