/**
 * The media library in headless Chromium against the real server and the built admin: a banner's photo is
 * chosen from the library (searched, picked, saved: the banner then shows the library file), and a library
 * image's focal point is set by clicking on it (the marker moves, the saved record has the point and its
 * crops are cut around it; the file's page lists the banner that shows it, and to an editor who may not read
 * banners only counts it). MEDIA_SCREENSHOTS=/tmp/media saves the picker and the focal-point input at
 * 1366 and 390 px (/tmp/media-picker-1366.png, ...), to look at.
 */
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtWebDir, launchBrowser, openDesktopPage, signInToAdmin } from '../helpers/browser';
import { createStaff } from '../helpers/accounts';
import { call, form, login } from '../helpers/http';
import { ADMIN, startTestServer, type TestServer } from '../helpers/server';

let server: TestServer;
let browser: Browser;
let page: Page;
let problems: string[] = [];
let token: string;
let bannerId: number;
let skyline: { id: number; file: string };

const shots = process.env.MEDIA_SCREENSHOTS;
const png = (width: number, height: number, background: string) => sharp({ create: { width, height, channels: 3, background } }).png().toBuffer();

beforeAll(async () => {
  server = await startTestServer({ webDir: builtWebDir() });
  token = await login(server.url, ADMIN.email, ADMIN.password);
  const serviceId = (await call(`${server.url}/api/service`, { method: 'POST', token, json: { name: 'Cloud Migration' } })).body.data.id;
  const upload = async (name: string, alt: string, data: Buffer) =>
    (await call(`${server.url}/api/media`, { method: 'POST', token, body: form({ name, alt }, { file: { data, name: `${name}.png`, type: 'image/png' } }) })).body.data as { id: number; file: string };
  await upload('Harbour at dawn', 'Boats in a harbour', await png(640, 400, '#2a6f97'));
  skyline = await upload('City skyline', 'Towers against an evening sky', await png(800, 400, '#c2410c'));
  const banner = await call(`${server.url}/api/banner`, { method: 'POST', token, body: form({ title: 'Move to the cloud', sub_title: 'Sub', service_id: serviceId }, { photo: { data: await png(300, 200, '#111111'), name: 'b.png', type: 'image/png' } }) });
  bannerId = banner.body.data.id;
  browser = await launchBrowser();
  ({ page, problems } = await openDesktopPage(browser));
  await signInToAdmin(page, server.url, `edit-banner/${bannerId}`, ADMIN.email, ADMIN.password);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('the media library in the admin', () => {
  it('picks a banner photo from the library and saves it', async () => {
    await page.getByRole('button', { name: 'Choose from library' }).click();
    const dialog = page.getByRole('dialog', { name: 'Choose the photo from the media library' });
    await dialog.getByRole('button', { name: 'Choose Harbour at dawn' }).waitFor();
    await dialog.getByLabel('Search').fill('skyline');
    await dialog.getByRole('button', { name: 'Choose Harbour at dawn' }).waitFor({ state: 'detached' });
    if (shots) for (const width of [1366, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.waitForTimeout(400); // the side navigation's slide when the width crosses the phone layout
      await page.screenshot({ path: `${shots}-picker-${width}.png` });
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    await dialog.getByRole('button', { name: 'Choose City skyline' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await page.locator('img.upload-preview').getAttribute('src')).toBe(`/${skyline.file}`);
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.waitForURL('**/admin/banner-list');
    expect((await call(`${server.url}/api/banner/${bannerId}`, { token })).body.data.photo).toBe(skyline.file);
    expect(problems).toEqual([]);
  });

  it('sets the focal point where the image is clicked', async () => {
    await page.goto(`${server.url}/admin/edit-media/${skyline.id}`);
    const image = page.getByRole('button', { name: /^Focal point: click on the subject/ });
    await image.waitFor();
    await page.getByText('50 % from the left, 50 % from the top (the centre)').waitFor();
    // Where it is used: the banner just saved, linked to its edit screen.
    expect(await page.getByRole('link', { name: 'Move to the cloud' }).getAttribute('href')).toBe(`/admin/edit-banner/${bannerId}`);
    const box = (await image.boundingBox())!;
    // A quarter of the way across, three quarters down (the button is the image's own size, plus its 1 px border).
    await image.click({ position: { x: (box.width - 2) * 0.25 + 1, y: (box.height - 2) * 0.75 + 1 } });
    await page.getByText(/^2[45](\.\d)? % from the left, 7[45](\.\d)? % from the top/).waitFor();
    const marker = await page.locator('.focal-point-marker').evaluate((el) => [(el as HTMLElement).style.left, (el as HTMLElement).style.top]);
    expect(marker.map((v) => Math.round(parseFloat(v)))).toEqual([25, 75]);
    if (shots) for (const width of [1366, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.waitForTimeout(400); // the side navigation's slide when the width crosses the phone layout
      await image.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${shots}-focal-${width}.png` });
      await page.locator('.library-usage').scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${shots}-usage-${width}.png` });
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.waitForURL('**/admin/media-list');
    await page.getByRole('cell', { name: 'City skyline' }).waitFor();
    if (shots) for (const width of [1366, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.waitForTimeout(400);
      await page.screenshot({ path: `${shots}-list-${width}.png` });
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    const saved = (await call(`${server.url}/api/media/${skyline.id}`, { token })).body.data;
    expect(saved.focal_point.split(',').map((v: string) => Math.round(Number(v)))).toEqual([25, 75]);
    // The banner follows the file to its new name (new crops, around the point).
    expect(saved.file).not.toBe(skyline.file);
    expect((await call(`${server.url}/api/banner/${bannerId}`, { token })).body.data.photo).toBe(saved.file);
    expect(problems).toEqual([]);
  });

  it('counts, without naming, the places an editor may not read', async () => {
    const editor = await createStaff(server.url, token, 'media-editor', { media: ['read', 'update'] });
    const { page: own, problems: ownProblems } = await openDesktopPage(browser);
    await signInToAdmin(own, server.url, `edit-media/${skyline.id}`, editor.email, editor.password);
    await own.getByText('One other record you cannot see').waitFor();
    expect(await own.locator('.library-usage').getByRole('link').count()).toBe(0);
    if (shots) for (const width of [1366, 390]) {
      await own.setViewportSize({ width, height: 900 });
      await own.waitForTimeout(400);
      await own.locator('.library-usage').scrollIntoViewIfNeeded();
      await own.screenshot({ path: `${shots}-hidden-${width}.png` });
    }
    expect(ownProblems).toEqual([]);
    await own.context().close();
  });
});
