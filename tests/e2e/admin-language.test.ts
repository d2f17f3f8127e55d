/**
 * The admin's own language (docs/localization.md, "The admin's own language"), in headless Chromium: a
 * user whose `language` is German sees the list toolbar, the form's buttons and a validation message in
 * German, `<html lang>` follows, and choosing English in the top bar turns the admin back. Screenshots at
 * 1366 and 390 px go to /tmp.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtWebDir, launchBrowser, openDesktopPage, signInToAdmin } from '../helpers/browser';
import { call, login } from '../helpers/http';
import { ADMIN, startTestServer, type TestServer } from '../helpers/server';

let server: TestServer;
let browser: Browser;
let page: Page;
let problems: string[] = [];
let token: string;

beforeAll(async () => {
  server = await startTestServer({ webDir: builtWebDir() });
  token = await login(server.url, ADMIN.email, ADMIN.password);
  browser = await launchBrowser();
  ({ page, problems } = await openDesktopPage(browser, { viewport: { width: 1366, height: 900 } }, 15_000));
  // The route itself is tested in tests/api/admin-language.test.ts.
  expect((await call(`${server.url}/api/auth/language`, { method: 'POST', token, json: { language: 'de' } })).status).toBe(200);
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** A 390 px screenshot once the side navigation has finished sliding away (it animates on the resize). */
async function screenshotSmall(path: string) {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.locator('#admin-sidenav').evaluate((nav) => Promise.all(nav.getAnimations().map((animation) => animation.finished)));
  await page.screenshot({ path, fullPage: true });
}

describe("the admin's own language", () => {
  it('shows the list and the form in German, then in English once chosen', async () => {
    await signInToAdmin(page, server.url, 'banner-list', ADMIN.email, ADMIN.password);
    await page.getByRole('link', { name: 'Banner hinzufügen' }).waitFor();
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('de');
    await page.getByPlaceholder('Suchen…').waitFor();
    await page.getByRole('button', { name: 'CSV exportieren' }).waitFor();
    await page.getByText('Zeilen pro Seite').waitFor();
    await page.getByRole('button', { name: 'Abmelden' }).waitFor();
    await page.screenshot({ path: '/tmp/admin-language-list-1366.png', fullPage: true });
    await screenshotSmall('/tmp/admin-language-list-390.png');
    await page.setViewportSize({ width: 1366, height: 900 });

    await page.getByRole('link', { name: 'Banner hinzufügen' }).click();
    await page.getByRole('heading', { name: 'Banner hinzufügen' }).waitFor();
    await page.getByRole('link', { name: 'Abbrechen' }).waitFor();
    await page.getByRole('button', { name: 'Speichern' }).click();
    await page.locator('.field-error').getByText('Dieses Feld ist erforderlich').first().waitFor();
    await page.screenshot({ path: '/tmp/admin-language-form-1366.png', fullPage: true });
    await screenshotSmall('/tmp/admin-language-form-390.png');
    await page.setViewportSize({ width: 1366, height: 900 });

    await page.getByLabel('Sprache der Verwaltung').selectOption('en');
    await page.getByRole('button', { name: 'Submit' }).waitFor();
    await page.locator('.field-error').getByText('This field is required').first().waitFor();
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('en');
    expect((await call(`${server.url}/api/auth/me`, { token })).body.data.language).toBe('en');
    expect(problems).toEqual([]);
  });
});
