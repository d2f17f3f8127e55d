/**
 * Translating a content page in the admin, in headless Chromium (docs/localization.md): the language switch
 * above the form says how many fields German lacks, the German form starts from the German values (missing
 * ones empty and listed), and what is typed there autosaves as the German draft, the English untouched.
 * TEST_SCREENSHOTS=<folder> saves screenshots at 1366 and 390 px there (looked at, not compared).
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from '../helpers/browser';
import { call } from '../helpers/http';
import { openPageEditor, type PageEditor } from '../helpers/page-editor';
import type { TestServer } from '../helpers/server';

let server: TestServer;
let page: Page;
let problems: string[] = [];
let token: string;
let id: number;
let editor: PageEditor | undefined;

beforeAll(async () => {
  editor = await openPageEditor({ slug: 'delivery-terms', title: 'Delivery terms', meta_description: 'When your order arrives', body: '<p>We deliver within five days.</p>' }, async (server, token, id) => {
    await call(`${server.url}/api/page/${id}?locale=de`, { method: 'PATCH', token, json: { title: 'Lieferbedingungen' } });
  });
  ({ server, page, problems, token, id } = editor);
}, 60_000);

afterAll(() => editor?.close());

describe('translating in the admin', () => {
  it('switches the form to German, marks what is missing, and saves the German as a draft', async () => {
    const languages = page.getByRole('navigation', { name: 'Language of the content' });
    await expect(languages.getByRole('link', { name: 'English' }).getAttribute('aria-current')).resolves.toBe('page');
    // German lacks the meta description and the body.
    await expect(languages.getByRole('link', { name: /German/ }).innerText()).resolves.toMatch(/German\s*2 missing/);
    await expect(page.locator('input#title').inputValue()).resolves.toBe('Delivery terms');

    await languages.getByRole('link', { name: /German/ }).click();
    await page.getByText('Not yet in German: Meta description, Body. Until filled in, the site shows the English text.').waitFor();
    await expect(page.locator('input#title').inputValue()).resolves.toBe('Lieferbedingungen');
    await screenshot(page, 'localization-1366');

    await page.locator('textarea#meta_description').fill('Wann Ihre Bestellung ankommt');
    // The body is required: a German draft needs one (the form says so until it is filled).
    await page.locator('.ql-editor').first().fill('Wir liefern innerhalb von fünf Tagen.');
    await page.locator('.draft-controls').getByText(/^Draft saved /).waitFor();
    const draft = (await call(`${server.url}/api/page/${id}?draft=1`, { token })).body.data;
    expect(draft).toMatchObject({ title: 'Delivery terms', meta_description: 'When your order arrives', translations: { de: { title: 'Lieferbedingungen', meta_description: 'Wann Ihre Bestellung ankommt', body: '<p>Wir liefern innerhalb von fünf Tagen.</p>' } } });
    // The live German page is unchanged until the draft is published.
    expect((await call(`${server.url}/api/page/${id}?locale=de`)).body.data.meta_description).toBe('When your order arrives');

    // The list finds what German still lacks: this page (the body and meta description are only in the draft).
    await page.goto(`${server.url}/admin/page-list`);
    await page.getByLabel('Missing translation').selectOption('de');
    await page.waitForURL(/missing_translation=de/);
    await page.getByRole('cell', { name: 'Delivery terms' }).waitFor();
    await screenshot(page, 'localization-list-1366');

    await screenshot(page, 'localization-390', { width: 390 });
    expect(problems).toEqual([]);
  });
});
