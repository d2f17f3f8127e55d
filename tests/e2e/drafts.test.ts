/**
 * An editor's journey with drafts, in headless Chromium: edit a live content
 * page, the change autosaves as a draft (the public page stays as it was),
 * "Preview" gives a link that a second browser context, signed out, opens on
 * the public page with the draft and a banner; "Publish" makes it live; the
 * list shows each page's state; a change is scheduled in the site's time zone.
 * TEST_SCREENSHOTS=<folder> saves screenshots at 1366 and 390 px there (looked at, not compared).
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectProblems, screenshot } from '../helpers/browser';
import { call } from '../helpers/http';
import { openPageEditor, type PageEditor } from '../helpers/page-editor';
import type { TestServer } from '../helpers/server';

let server: TestServer;
let browser: Browser;
let page: Page;
let problems: string[] = [];
let token: string;
let id: number;
let editor: PageEditor | undefined;

beforeAll(async () => {
  editor = await openPageEditor({ slug: 'delivery-terms', title: 'Delivery terms', body: '<p>We deliver within five days.</p>' }, async (server, token) => {
    await call(`${server.url}/api/page`, { method: 'POST', token, json: { slug: 'returns', title: 'Returns', body: '<p>Thirty days.</p>', published: false } });
  });
  ({ server, browser, page, problems, token, id } = editor);
  // "Preview" also opens the link in a new tab: its host is PUBLIC_URL's (site.test), not this server.
  page.context().on('page', (tab) => void tab.close());
}, 60_000);

afterAll(() => editor?.close());

const publicTitle = async () => (await call(`${server.url}/api/page/${id}`)).body.data.title as string;

describe('drafts in the admin', () => {
  it('autosaves an edit of a live page as a draft, previews it in another browser, and publishes it', async () => {
    const status = page.getByRole('status').filter({ hasText: /draft|published version/i });
    await page.getByText('No draft: this is the published version').waitFor();
    await expect(page.locator('.draft-controls .status-pill').innerText()).resolves.toBe('Published');

    await page.locator('input#title').fill('Delivery terms 2027');
    // Typing pauses: the draft saves itself.
    await page.locator('.draft-controls').getByText(/^Draft saved .* by admin@test\.local$/).waitFor();
    await expect(page.locator('.draft-controls .status-pill').innerText()).resolves.toBe('Changed since published');
    expect(await publicTitle()).toBe('Delivery terms');
    expect((await call(`${server.url}/api/page/${id}?draft=1`, { token })).body.data.title).toBe('Delivery terms 2027');
    expect(await status.count()).toBe(1);

    await page.getByRole('button', { name: 'Preview', exact: true }).click();
    const link = page.locator('.preview-link a');
    await link.waitFor();
    const url = (await link.getAttribute('href'))!.replace('http://site.test', server.url);
    await screenshot(page, 'drafts-editor-1366');

    // A colleague's browser: no session, opens the link.
    const colleague = await (await browser.newContext({ viewport: { width: 1366, height: 900 } })).newPage();
    const colleagueProblems = collectProblems(colleague);
    await colleague.goto(url);
    await colleague.getByText('Preview of unpublished changes').waitFor();
    await expect(colleague.getByRole('heading', { level: 1 }).innerText()).resolves.toBe('Delivery terms 2027');
    await screenshot(colleague, 'drafts-preview-1366');
    await colleague.setViewportSize({ width: 390, height: 844 });
    await screenshot(colleague, 'drafts-preview-390');
    // The public page for everyone else is still the published one.
    await colleague.goto(`${server.url}/delivery-terms`);
    await expect(colleague.getByRole('heading', { level: 1 }).innerText()).resolves.toBe('Delivery terms');
    expect(await colleague.getByText('Preview of unpublished changes').count()).toBe(0);

    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByText('Published', { exact: true }).first().waitFor();
    await page.getByText('No draft: this is the published version').waitFor();
    expect(await publicTitle()).toBe('Delivery terms 2027');
    await colleague.reload();
    await expect(colleague.getByRole('heading', { level: 1 }).innerText()).resolves.toBe('Delivery terms 2027');
    expect(colleagueProblems).toEqual([]);
    await colleague.context().close();
  });

  it('schedules publishing in the site time zone and lists it with the other scheduled changes', async () => {
    await page.locator('input#title').fill('Delivery terms from March');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await page.getByText('Changed since published').first().waitFor();
    await page.getByLabel('Date and time (America/New_York)').fill('2027-03-01T09:00');
    await page.getByRole('button', { name: 'Schedule' }).click();
    await page.locator('.schedule-list').getByText('Mar 1, 2027, 9:00 AM EST').waitFor();
    const scheduled = (await call(`${server.url}/api/page/${id}/schedule`, { token })).body.data;
    expect(scheduled.map((c: { action: string; run_at: string }) => [c.action, c.run_at])).toEqual([['publish', '2027-03-01T14:00:00.000Z']]);
    await screenshot(page, 'drafts-editor-390', { width: 390 });
    await page.setViewportSize({ width: 1366, height: 900 });

    await page.goto(`${server.url}/admin/scheduled-changes`);
    await page.getByRole('link', { name: 'Content Page: Delivery terms 2027' }).waitFor();
    await expect(page.getByRole('cell', { name: 'Mar 1, 2027, 9:00 AM EST' }).count()).resolves.toBe(1);
    await screenshot(page, 'drafts-scheduled-1366');
  });

  it('shows each page\'s state in the list', async () => {
    await page.goto(`${server.url}/admin/page-list`);
    const row = (title: string) => page.getByRole('row').filter({ hasText: title });
    await row('Returns').getByText('Draft', { exact: true }).waitFor();
    await row('Delivery terms 2027').getByText('Changed since published').waitFor();
    await screenshot(page, 'drafts-list-1366');
    await screenshot(page, 'drafts-list-390', { width: 390 });
    expect(problems).toEqual([]);
  });
});
