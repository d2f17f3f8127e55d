/** Headless Chromium from Debian, driven by playwright-core. No browser is ever downloaded. */
import { chromium, type Browser } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

/** Collects uncaught page errors and console errors of a page, for "no error" assertions. */
export function collectProblems(page: import('playwright-core').Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
  });
  return problems;
}

/** Opens an admin screen signed out, signs in on the login page it leads to, and waits to be back on the screen. */
export async function signInToAdmin(page: import('playwright-core').Page, baseUrl: string, adminPath: string, email: string, password: string): Promise<void> {
  await page.goto(`${baseUrl}/admin/${adminPath}`);
  await page.waitForURL('**/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(`**/admin/${adminPath}`);
}
