/** Headless Chromium from Debian, driven by playwright-core. No browser is ever downloaded. */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContextOptions, type Download, type LaunchOptions, type Page } from 'playwright-core';
import { BROWSER_POOL_VARIABLE } from './browser-pool';
import { ROOT } from './temp-project';

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * Debian's Chromium: its headless shell when installed (package chromium-headless-shell, the same Chromium
 * release built without the browser's window and tab strip, which headless `chromium` still draws off screen),
 * else `chromium` itself. The same pages, on the same engine: 39 browser test files took 257 s against 435 s
 * (docs/testing.md, "The browser"). `CHROMIUM_PATH` names another binary, e.g. `/usr/bin/chromium`.
 */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

/**
 * How long a browser test's page waits for an element or a navigation: the first admin load of a fresh server
 * took over 8 s now and then on a busy 2-core machine. A wait lasts only as long as the page takes.
 */
export const PAGE_TIMEOUT_MS = 15_000;

/** How the tests' Chromium is started. */
export function launchOptions(): LaunchOptions {
  return {
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  };
}

/**
 * The browser of a test file. Under Vitest, a connection to its worker's browser, which stays up for the
 * worker's next files (browser-pool.ts; `close()` closes this file's contexts and the connection); elsewhere
 * (e.g. `npm run bench:web`) a browser of its own. On a connection a download has no local `path()`:
 * read it with `downloadedBytes`.
 */
export async function launchBrowser(): Promise<Browser> {
  const pool = process.env[BROWSER_POOL_VARIABLE];
  if (!pool) return chromium.launch(launchOptions());
  const answer = await fetch(`${pool}/?worker=${process.env.VITEST_POOL_ID ?? '0'}`);
  const text = await answer.text();
  if (!answer.ok) throw new Error(`the worker's browser did not start: ${text}`);
  return chromium.connect(text);
}

/** The bytes of a finished download, whether the browser is this process's or a shared one. */
export async function downloadedBytes(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The built web app the browser tests load, and its server-side renderer (`npm test` builds both before running them). */
export function builtWebDir(): string {
  const dir = path.join(ROOT, 'dist/web');
  for (const file of [path.join(dir, 'index.html'), path.join(ROOT, 'dist/server/entry-server.js')]) {
    if (!existsSync(file)) throw new Error(`${path.relative(ROOT, file)} is missing: run \`npm run build:web\` first (npm test does)`);
  }
  return dir;
}

/**
 * A page of a desktop-sized window in a context of its own (axe-core's AxeBuilder needs one), with its
 * errors collected for "no error" assertions.
 */
export async function openDesktopPage(browser: Browser, options: BrowserContextOptions = {}, timeoutMs = PAGE_TIMEOUT_MS): Promise<{ page: Page; problems: string[] }> {
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 }, ...options })).newPage();
  page.setDefaultTimeout(timeoutMs);
  return { page, problems: collectProblems(page) };
}

/**
 * With TEST_SCREENSHOTS=<folder>, saves what the page shows as `<folder>/<name>.png` (the whole page unless
 * `fullPage: false`), at `width` px wide if given (the page keeps that width), once an admin side navigation
 * has finished sliding; without it, does nothing. Screenshots are there to be looked at (no test compares
 * them) and cost a run seconds: `TEST_SCREENSHOTS=/tmp npx vitest run --project sqlite tests/e2e/drafts.test.ts`.
 */
export async function screenshot(page: Page, name: string, { width, fullPage = true }: { width?: number; fullPage?: boolean } = {}): Promise<void> {
  const folder = process.env.TEST_SCREENSHOTS;
  if (!folder) return;
  if (width !== undefined && page.viewportSize()?.width !== width) await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
  // The side navigation slides out of view when the width crosses the phone layout.
  for (const nav of await page.locator('#admin-sidenav').all()) await nav.evaluate((element) => Promise.all(element.getAnimations().map((a) => a.finished)));
  await page.screenshot({ path: path.join(folder, `${name}.png`), fullPage });
}

/** Collects uncaught page errors and console errors of a page, for "no error" assertions. */
export function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
  });
  return problems;
}

/**
 * Opens `url` and waits until React has hydrated the page (site/main.tsx marks the document). Before then a
 * click is the browser's own: a sign-in form posts itself natively instead of signing in, as a busy run saw.
 */
export async function gotoHydrated(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}

/** Opens the login page, and once it is hydrated types the email and password and presses Sign In. */
export async function submitLogin(page: Page, baseUrl: string, email: string, password: string): Promise<void> {
  await gotoHydrated(page, `${baseUrl}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** Opens an admin screen signed out, signs in on the login page it leads to, and waits to be back on the screen. */
export async function signInToAdmin(page: Page, baseUrl: string, adminPath: string, email: string, password: string): Promise<void> {
  await page.goto(`${baseUrl}/admin/${adminPath}`);
  await page.waitForURL('**/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(`**/admin/${adminPath}`);
}
