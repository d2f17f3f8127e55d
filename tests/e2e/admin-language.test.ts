/**
 * The admin's own language (docs/localization.md, "The admin's own language"), in headless Chromium: a
 * user whose `language` is German sees the list toolbar, the form's buttons and a validation message in
 * German, `<html lang>` follows, and choosing English in the top bar turns the admin back; then the rest of
 * the admin in German: navigation, breadcrumb, dashboard (money in German), the list's filters, the import
 * dialog and its toast, the relation select, the file button, the media library, and an API error; the
 * user-role, API-key and webhook screens in German.
 * TEST_SCREENSHOTS=<folder> saves screenshots at 1366 and 390 px there.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtWebDir, launchBrowser, openDesktopPage, screenshot, signInToAdmin } from '../helpers/browser';
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
  ({ page, problems } = await openDesktopPage(browser, { viewport: { width: 1366, height: 900 } }));
  // The route itself is tested in tests/api/admin-language.test.ts.
  expect((await call(`${server.url}/api/auth/language`, { method: 'POST', token, json: { language: 'de' } })).status).toBe(200);
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** 390 px wide, once the side navigation has finished sliding away (it animates on the resize). */
async function phoneWidth() {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.locator('#admin-sidenav').evaluate((nav) => Promise.all(nav.getAnimations().map((animation) => animation.finished)));
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
    await screenshot(page, 'admin-language-list-1366');
    await screenshot(page, 'admin-language-list-390', { width: 390 });
    await page.setViewportSize({ width: 1366, height: 900 });

    await page.getByRole('link', { name: 'Banner hinzufügen' }).click();
    await page.getByRole('heading', { name: 'Banner hinzufügen' }).waitFor();
    await page.getByRole('link', { name: 'Abbrechen' }).waitFor();
    await page.getByRole('button', { name: 'Speichern' }).click();
    await page.locator('.field-error').getByText('Dieses Feld ist erforderlich').first().waitFor();
    await screenshot(page, 'admin-language-form-1366');
    await screenshot(page, 'admin-language-form-390', { width: 390 });
    await page.setViewportSize({ width: 1366, height: 900 });

    await page.getByLabel('Sprache der Verwaltung').selectOption('en');
    await page.getByRole('button', { name: 'Submit' }).waitFor();
    await page.locator('.field-error').getByText('This field is required').first().waitFor();
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('en');
    expect((await call(`${server.url}/api/auth/me`, { token })).body.data.language).toBe('en');
    expect(problems).toEqual([]);
  });

  it('shows the navigation, dashboard, filters, import, relation and file inputs, media library and API errors in German', async () => {
    expect((await call(`${server.url}/api/auth/language`, { method: 'POST', token, json: { language: 'de' } })).status).toBe(200);
    // The admin reads the user again when it opens (/api/auth/me): German from here on.
    await page.goto(`${server.url}/admin/dashboard`);
    await page.getByRole('heading', { name: 'Übersicht', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'Bereiche' }).waitFor();
    const nav = page.getByRole('navigation', { name: 'Verwaltung' });
    await nav.getByRole('link', { name: 'Mediathek' }).waitFor();
    await nav.getByRole('link', { name: 'Geplante Änderungen' }).waitFor();
    const revenue = page.locator('.stat-card', { hasText: 'Umsatz diesen Monat' });
    await expect(revenue.locator('.stat-value').innerText()).resolves.toMatch(/^0,00\s\$$/);
    await page.getByText('Neueste Bestellungen').waitFor();
    await screenshot(page, 'admin-german-dashboard-1366');
    await phoneWidth();
    await screenshot(page, 'admin-german-dashboard-390');
    // German compounds are long: on a phone they still fit, nothing scrolls sideways.
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(390);
    await page.setViewportSize({ width: 1366, height: 900 });

    await page.goto(`${server.url}/admin/service-list`);
    await page.locator('summary', { hasText: 'Weitere Filter' }).click();
    await page.getByPlaceholder('von').first().waitFor();
    await page.getByPlaceholder('bis').first().waitFor();
    await page.getByRole('navigation', { name: 'Brotkrumennavigation' }).getByText('Seiten').waitFor();
    await screenshot(page, 'admin-german-list-1366');
    await phoneWidth();
    await screenshot(page, 'admin-german-list-390');
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(390);
    await page.setViewportSize({ width: 1366, height: 900 });

    await page.getByRole('button', { name: 'CSV importieren' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('CSV-Datei').waitFor();
    await dialog.locator('input[type=file]').setInputFiles({ name: 'services.csv', mimeType: 'text/csv', buffer: Buffer.from('name,slug\r\nCloud Audit,cloud-audit\r\nData Care,data-care\r\n') });
    await dialog.getByText('2 neu, 0 zu aktualisieren, 0 fehlerhaft').waitFor();
    await screenshot(page, 'admin-german-import-1366', { fullPage: false });
    await dialog.getByRole('button', { name: '2 Zeilen importieren' }).click();
    await page.getByText('Importiert: 2 neu angelegt, 0 aktualisiert').waitFor();
    await page.locator('.toasts').getByRole('button', { name: 'Schließen' }).first().waitFor();

    await page.goto(`${server.url}/admin/add-banner`);
    await page.getByText('Tippen zum Suchen …').waitFor();
    await page.getByRole('button', { name: 'Datei auswählen' }).waitFor();
    await page.getByRole('navigation', { name: 'Brotkrumennavigation' }).getByRole('link', { name: 'Hinzufügen' }).waitFor();
    await screenshot(page, 'admin-german-form-1366');
    await phoneWidth();
    await screenshot(page, 'admin-german-form-390');
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(390);
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.getByRole('button', { name: 'Aus der Mediathek wählen' }).click();
    const library = page.getByRole('dialog', { name: 'Photo: aus der Mediathek wählen' });
    await library.getByRole('heading', { name: 'Neue Datei hochladen' }).waitFor();
    await library.getByText('Keine passenden Dateien. Laden Sie unten eine hoch.').waitFor();
    await expect(library.getByLabel('Art').locator('option').allInnerTexts()).resolves.toEqual(['Alle Dateien', 'Bilder', 'Dokumente']);
    await screenshot(page, 'admin-german-library-1366', { fullPage: false });
    await library.getByRole('button', { name: 'Abbrechen' }).click();

    // The API answers English; the admin shows its common messages in German, the names kept.
    await page.goto(`${server.url}/admin/edit-service/99999`);
    await page.getByRole('alert').getByText('Service 99999 wurde nicht gefunden').waitFor();
    expect(problems.filter((p) => !/\b404\b/.test(p))).toEqual([]);
  });

  it('shows the user-role, API-key and webhook screens in German', async () => {
    await page.goto(`${server.url}/admin/user-role`);
    await page.getByRole('heading', { name: 'Benutzer & Rollen', level: 1 }).waitFor();
    await page.getByRole('columnheader', { name: 'Anmeldungen' }).waitFor();
    await screenshot(page, 'admin-german-user-role-1366');
    await page.getByRole('tab', { name: 'Rollen' }).click();
    await page.locator('summary', { hasText: 'Berechtigungen' }).first().click();
    await page.getByRole('columnheader', { name: 'Bereich' }).first().waitFor();
    await screenshot(page, 'admin-german-roles-1366');

    await page.goto(`${server.url}/admin/api-keys`);
    await page.getByRole('heading', { name: 'API-Schlüssel', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Schlüssel erstellen' }).waitFor();
    await screenshot(page, 'admin-german-api-keys-1366');

    await page.goto(`${server.url}/admin/add-webhook`);
    await page.getByRole('heading', { name: 'Webhook hinzufügen', level: 1 }).waitFor();
    await page.getByRole('group', { name: 'Ereignisse je Eintragstyp' }).waitFor();
    await screenshot(page, 'admin-german-webhook-1366');
    expect(problems.filter((p) => !/\b404\b/.test(p))).toEqual([]);
  });
});
