/**
 * The audit log in the admin, in headless Chromium: an administrator browses
 * the entries, filters them by entity, record, operation and date, opens one
 * to see its values before and after, and finds no way to add, edit or delete.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtWebDir, launchBrowser, openDesktopPage } from '../helpers/browser';
import { call, login } from '../helpers/http';
import { ADMIN, startTestServer, type TestServer } from '../helpers/server';

let server: TestServer;
let browser: Browser;
let page: Page;
let serviceId: number;
let problems: string[] = [];

beforeAll(async () => {
  server = await startTestServer({ webDir: builtWebDir() });
  const token = await login(server.url, ADMIN.email, ADMIN.password);
  const service = await call(`${server.url}/api/service`, { method: 'POST', token, json: { name: 'Cloud Migration' } });
  serviceId = service.body.data.id;
  await call(`${server.url}/api/service/${serviceId}`, { method: 'PATCH', token, json: { name: 'Cloud Migration Plus' } });
  await call(`${server.url}/api/category`, { method: 'POST', token, json: { name: 'Laptops', slug: 'laptops' } });
  browser = await launchBrowser();
  ({ page, problems } = await openDesktopPage(browser));
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const rows = () => page.locator('tbody tr');

describe('the audit log screen', () => {
  it('lists the changes, newest first, with no add, edit or delete', async () => {
    await page.goto(`${server.url}/admin/audit-log`);
    await page.waitForURL('**/login');
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Password').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/admin/audit-log');
    // The three changes of this test, after the start's own: the admin role and the first admin, by the system.
    await expect.poll(() => rows().count()).toBe(5);
    expect(await rows().nth(0).innerText()).toContain('category');
    expect(await rows().nth(3).innerText()).toMatch(/Created[\s\S]*user[\s\S]*system: first admin/);
    expect(await rows().nth(4).innerText()).toMatch(/Created[\s\S]*role[\s\S]*system: first admin/);
    expect(await rows().nth(1).innerText()).toMatch(/Updated[\s\S]*service[\s\S]*admin@test\.local[\s\S]*name/);
    const screen = page.locator('main');
    expect(await screen.getByRole('link', { name: /^Add/ }).count()).toBe(0);
    expect(await screen.getByRole('button', { name: 'Delete' }).count()).toBe(0);
    expect(await screen.getByRole('link', { name: 'Edit' }).count()).toBe(0);
    expect(await rows().nth(1).getByRole('link', { name: 'service' }).count()).toBe(1); // to the entry's details
  });

  it('filters by entity, record, operation and date', async () => {
    await page.getByLabel('Entity', { exact: true }).fill('service');
    await page.getByLabel('Entity', { exact: true }).press('Enter');
    await expect.poll(() => rows().count()).toBe(2);
    await page.locator('label.list-filter', { hasText: 'Operation' }).locator('select').selectOption({ label: 'Created' });
    await expect.poll(() => rows().count()).toBe(1);
    await page.locator('label.list-filter', { hasText: 'Operation' }).locator('select').selectOption({ label: 'All' });
    await page.getByLabel('Record id', { exact: true }).fill(String(serviceId + 1));
    await page.getByLabel('Record id', { exact: true }).press('Enter');
    await expect.poll(() => page.getByText('Empty List').count()).toBe(1);
    await page.getByLabel('Record id', { exact: true }).fill('');
    await page.getByLabel('Record id', { exact: true }).press('Enter');
    await page.getByLabel('Date', { exact: true }).fill('2000-01-01');
    await page.getByLabel('Date', { exact: true }).press('Enter');
    await expect.poll(() => page.getByText('Empty List').count()).toBe(1);
    await page.getByLabel('Date', { exact: true }).fill(new Date().toISOString().slice(0, 10));
    await page.getByLabel('Date', { exact: true }).press('Enter');
    await expect.poll(() => rows().count()).toBe(2);
  });

  it('shows an entry with its values before and after', async () => {
    await page.goto(`${server.url}/admin/audit-log?filter[operation]=update`);
    await expect.poll(() => rows().count()).toBe(1);
    await rows().nth(0).getByRole('link', { name: 'service' }).click();
    await page.waitForURL('**/admin/audit-entry-details/*');
    await page.locator('.details-json').first().waitFor();
    const text = await page.locator('main').innerText();
    expect(text).toContain('Cloud Migration Plus');
    expect(text).toContain('"name": "Cloud Migration"');
    expect(problems).toEqual([]);
  });
});
