/**
 * The live preview beside the form of a record with drafts, in headless Chromium: a published page without a
 * draft has nothing to publish (Publish disabled); "Live preview" frames the public page with the draft; typing
 * autosaves the draft and the framed page follows without a reload (its scroll position stays); on a phone the
 * preview is a tab of its own. TEST_SCREENSHOTS=<folder> saves screenshots at 1366 and 390 px there (looked at, not compared).
 */
import type { Browser, Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtWebDir, launchBrowser, openDesktopPage, screenshot, signInToAdmin } from '../helpers/browser';
import { call, login } from '../helpers/http';
import { ADMIN, startTestServer, type TestServer } from '../helpers/server';

let server: TestServer;
let browser: Browser;
let page: Page;
let problems: string[] = [];
let id: number;

beforeAll(async () => {
  server = await startTestServer({ webDir: builtWebDir() });
  const token = await login(server.url, ADMIN.email, ADMIN.password);
  // A long page: the preview is scrolled down before the editor types.
  const body = Array.from({ length: 30 }, (_, i) => `<p>Paragraph ${i + 1} of the shipping terms.</p>`).join('');
  const created = await call(`${server.url}/api/page`, { method: 'POST', token, json: { slug: 'shipping', title: 'Shipping', body, published: true } });
  id = created.body.data.id as number;
  browser = await launchBrowser();
  ({ page, problems } = await openDesktopPage(browser, { viewport: { width: 1366, height: 900 } }));
  await signInToAdmin(page, server.url, `edit-page/${id}`, ADMIN.email, ADMIN.password);
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const previewFrame = (): Frame => {
  const frame = page.frames().find((f) => f.url().includes('?preview='));
  if (!frame) throw new Error('no preview frame');
  return frame;
};
const framedTitle = () => page.frameLocator('.live-preview-frame').getByRole('heading', { level: 1 });

describe('live preview beside the form', () => {
  it('has nothing to publish without a draft, and the framed page follows the typing', async () => {
    await page.getByText('No draft: this is the published version').waitFor();
    const publish = page.getByRole('button', { name: 'Publish' });
    expect(await publish.isDisabled()).toBe(true);
    expect(await publish.getAttribute('title')).toBe('Nothing to publish: there is no draft, this is the published version');

    await page.getByRole('button', { name: 'Live preview' }).click();
    await framedTitle().filter({ hasText: /^Shipping$/ }).waitFor();
    await page.frameLocator('.live-preview-frame').getByText('Preview of unpublished changes').waitFor();
    await page.locator('.live-preview [role="status"]').getByText('Shows the draft as last saved').waitFor();
    await previewFrame().evaluate(() => window.scrollTo(0, 600));

    const typed = Date.now();
    await page.locator('input#title').fill('Shipping 2027');
    await framedTitle().filter({ hasText: 'Shipping 2027' }).waitFor({ timeout: 8_000 });
    const followedAfter = Date.now() - typed;
    // The draft autosaves 1.5 s after the typing stops; the frame follows within a moment of it.
    expect(followedAfter).toBeLessThan(5_000);
    console.log(`live preview: the framed page showed the typed title ${followedAfter} ms after the typing`);
    // Shown by the page's router, not a reload: still scrolled down.
    expect(await previewFrame().evaluate(() => window.scrollY)).toBe(600);
    await page.getByText('Changed since published').first().waitFor();
    expect(await publish.isDisabled()).toBe(false);

    await page.locator('input#title').fill('Shipping and returns');
    await framedTitle().filter({ hasText: 'Shipping and returns' }).waitFor({ timeout: 8_000 });
    expect((await call(`${server.url}/api/page/${id}`)).body.data.title).toBe('Shipping'); // the public still sees the live page
    await page.locator('.live-preview [role="status"]').getByText('Shows the draft as last saved').waitFor();
    await screenshot(page, 'live-preview-1366', { fullPage: false });
  });

  it('is a tab of its own on a phone', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.locator('input#title').waitFor({ state: 'hidden' });
    expect(await page.locator('.live-preview-frame').isVisible()).toBe(true);
    await screenshot(page, 'live-preview-390', { fullPage: false });
    await page.getByRole('tab', { name: 'Form' }).click();
    await page.locator('input#title').fill('Shipping worldwide');
    await screenshot(page, 'live-preview-390-form', { fullPage: false });
    await page.getByRole('tab', { name: 'Live preview' }).click();
    await framedTitle().filter({ hasText: 'Shipping worldwide' }).waitFor({ timeout: 8_000 });
    expect(problems).toEqual([]);
  });
});
