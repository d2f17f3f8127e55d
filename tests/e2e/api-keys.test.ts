/**
 * Issue 26, API keys in the back office (/admin/api-keys, linked from User Role), in headless
 * Chromium: the admin makes a key, sees it once and copies it (the clipboard
 * holds the key that works over the API), then revokes it: the list says so
 * and the key is refused from the next request.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtWebDir, launchBrowser, openDesktopPage, signInToAdmin } from '../helpers/browser';
import { call } from '../helpers/http';
import { ADMIN, startTestServer, type TestServer } from '../helpers/server';

let server: TestServer;
let browser: Browser;
let page: Page;
let problems: string[] = [];

beforeAll(async () => {
  server = await startTestServer({ webDir: builtWebDir() });
  browser = await launchBrowser();
  ({ page, problems } = await openDesktopPage(browser, { permissions: ['clipboard-read', 'clipboard-write'] }));
  await signInToAdmin(page, server.url, 'user-role', ADMIN.email, ADMIN.password);
  await page.getByRole('link', { name: 'API keys' }).click(); // opened from the User Role screen
  await page.waitForURL('**/admin/api-keys');
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('API keys', () => {
  it('creates a key shown once with a copy button, lists it, and revokes it at once', async () => {
    await page.getByLabel(/^Name/).fill('Warehouse sync');
    await page.getByLabel('Role').selectOption({ label: 'Administrator' });
    await page.getByRole('button', { name: 'Create key' }).click();
    const shown = page.getByTestId('new-api-key');
    await shown.waitFor();
    const key = await shown.innerText();
    expect(key).toMatch(/^ak_/);
    await page.getByRole('button', { name: 'Copy key' }).click();
    await page.getByText('The key is copied').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);

    const row = page.getByRole('row', { name: /Warehouse sync/ });
    await row.waitFor();
    expect(await row.getByRole('cell').allInnerTexts()).toEqual([`Warehouse sync ${key.slice(0, 10)}…`, 'Administrator', ADMIN.email, '—', '—', 'Active', 'Revoke']);
    expect((await call(`${server.url}/api/api-key`, { token: key })).status).toBe(200);

    await page.getByRole('button', { name: 'Done' }).click();
    expect(await page.getByTestId('new-api-key').count()).toBe(0); // shown once: gone for good
    await page.getByRole('button', { name: 'Revoke Warehouse sync' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
    await page.getByText('Warehouse sync is revoked').waitFor();
    await row.getByRole('cell', { name: 'Revoked' }).waitFor();
    expect((await call(`${server.url}/api/api-key`, { token: key })).status).toBe(401);
    expect(problems).toEqual([]);
  });
});
