/**
 * The colour kind's input (kinds/color/ColorInput.tsx) in headless Chromium: the picker and the hex
 * box stay in step both ways, a code typed in capitals is kept in lower case, a code that is not one
 * is named under the field when the user leaves the box (and the form is not sent), an optional
 * colour may stay empty; list cells and the details page show a swatch of the colour beside its
 * code. The page (harness/color-input.tsx) is bundled here with esbuild, styled with the admin's stylesheet.
 * COLOR_SCREENSHOTS=/tmp/color saves /tmp/color-1366.png and /tmp/color-390.png.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEX_COLOR_MESSAGE } from '../../kinds/color/value';
import { collectProblems, launchBrowser, PAGE_TIMEOUT_MS } from '../helpers/browser';
import { harnessPage } from '../helpers/harness-page';

let browser: Browser;
let html: string;

beforeAll(async () => {
  html = await harnessPage('tests/e2e/harness/color-input.tsx', 'Colour');
  browser = await launchBrowser();
}, 60_000);

afterAll(async () => {
  await browser?.close();
});

async function open(width: number): Promise<{ page: Page; problems: string[] }> {
  const page = await (await browser.newContext({ viewport: { width, height: 700 } })).newPage();
  page.setDefaultTimeout(PAGE_TIMEOUT_MS);
  const problems = collectProblems(page);
  await page.setContent(html);
  await page.getByLabel('Accent colour', { exact: true }).waitFor();
  return { page, problems };
}

describe('the colour input', () => {
  it('keeps the picker and the hex box in step, in lower case', async () => {
    const { page, problems } = await open(1366);
    const hex = page.getByLabel('Accent colour', { exact: true });
    const picker = page.getByLabel('Accent colour: colour picker');
    expect(await hex.inputValue()).toBe('#1e90ff');
    expect(await picker.inputValue()).toBe('#1e90ff');
    await picker.fill('#ff8800');
    expect(await hex.inputValue()).toBe('#ff8800');
    await hex.fill('#00AA55');
    expect(await picker.inputValue()).toBe('#00aa55');
    await page.getByRole('button', { name: 'Submit' }).click();
    expect(JSON.parse(await page.locator('output').innerText())).toEqual({ accent_color: '#00aa55', badge_color: '' });
    expect(problems).toEqual([]);
  });

  it('shows a value set from outside the input (a reset), keeping what the user typed until then', async () => {
    const { page, problems } = await open(1366);
    const hex = page.getByLabel('Accent colour', { exact: true });
    await hex.fill('#00AA55');
    await page.getByRole('button', { name: 'Submit' }).click();
    // The value the text already means: the text stays as typed.
    expect(await hex.inputValue()).toBe('#00AA55');
    await page.getByRole('button', { name: 'Reset' }).click();
    expect(await hex.inputValue()).toBe('#336699');
    expect(await page.getByLabel('Accent colour: colour picker').inputValue()).toBe('#336699');
    expect(problems).toEqual([]);
  });

  it('names a code that is not one under the field when the user leaves the box, and does not send the form', async () => {
    const { page, problems } = await open(1366);
    const hex = page.getByLabel('Accent colour', { exact: true });
    await hex.fill('#12345g');
    await hex.press('Tab');
    const error = page.locator('#accent_color-error');
    await expect.poll(() => error.textContent()).toBe(HEX_COLOR_MESSAGE);
    expect(HEX_COLOR_MESSAGE).toBe('Enter a colour as # followed by six hex digits, e.g. #1e90ff');
    expect(await hex.getAttribute('aria-invalid')).toBe('true');
    expect(await hex.getAttribute('aria-describedby')).toBe('accent_color-error');
    // The picker cannot show a wrong code: it keeps black until a colour is chosen or typed.
    expect(await page.getByLabel('Accent colour: colour picker').inputValue()).toBe('#000000');
    if (process.env.COLOR_SCREENSHOTS) await page.screenshot({ path: `${process.env.COLOR_SCREENSHOTS}-1366.png` });
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => error.textContent()).toBe(HEX_COLOR_MESSAGE);
    expect(await page.locator('output').count()).toBe(0);
    await hex.fill('#123456');
    await hex.press('Tab');
    await expect.poll(() => error.count()).toBe(0);
    await page.getByRole('button', { name: 'Submit' }).click();
    expect(JSON.parse(await page.locator('output').innerText())).toEqual({ accent_color: '#123456', badge_color: '' });
    expect(problems).toEqual([]);
  });

  it('shows a swatch of the colour beside its code in list cells and on the details page', async () => {
    const { page, problems } = await open(1366);
    const cells = page.locator('.data-table tbody td:nth-child(2)');
    expect(await cells.allInnerTexts()).toEqual(['#1e90ff', '#ff8800', '']);
    const swatches = page.locator('.data-table .color-swatch');
    expect(await swatches.count()).toBe(2);
    expect(await swatches.first().evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(30, 144, 255)');
    const box = await swatches.first().boundingBox();
    expect(box && box.width >= 14 && box.height >= 14).toBe(true);
    const detail = page.locator('.details .color-value');
    expect(await detail.innerText()).toBe('#1e90ff');
    expect(await detail.locator('.color-swatch').evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(30, 144, 255)');
    expect(problems).toEqual([]);
  });

  it('fits a phone screen: picker and box side by side, the message under them', async () => {
    const { page, problems } = await open(390);
    const badge = page.getByLabel('Badge colour', { exact: true });
    await badge.fill('blue');
    await badge.press('Tab');
    await page.locator('#badge_color-error').waitFor();
    const picker = await page.getByLabel('Badge colour: colour picker').boundingBox();
    const box = await badge.boundingBox();
    expect(picker && box && Math.abs(picker.y - box.y) < 2 && picker.x + picker.width <= box.x).toBe(true);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    if (process.env.COLOR_SCREENSHOTS) await page.screenshot({ path: `${process.env.COLOR_SCREENSHOTS}-390.png`, fullPage: true });
    expect(problems).toEqual([]);
  });
});
