/**
 * What the admin's editor shows is what the public site shows: an admin writes
 * a content page with every format of the editor's toolbar (headings, bold,
 * italic, underline, strike, quote, bullet and numbered lists with nested
 * items, indent, link, font, size, image), saves it, and the public page
 * draws each one as the editor did (bullets stay bullets, numbers stay numbers).
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gradientPng } from '../../site/server/seed/png';
import { builtWebDir, launchBrowser, openDesktopPage, screenshot, signInToAdmin } from '../helpers/browser';
import { call } from '../helpers/http';
import { ADMIN, startTestServer, type TestServer } from '../helpers/server';

let server: TestServer;
let browser: Browser;
let page: Page;
let problems: string[];

beforeAll(async () => {
  server = await startTestServer({ webDir: builtWebDir() });
  browser = await launchBrowser();
  ({ page, problems } = await openDesktopPage(browser));
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const toolbar = () => page.locator('.ql-toolbar');
const press = (format: string, value?: string) => toolbar().locator(value ? `button.ql-${format}[value="${value}"]` : `button.ql-${format}`).click();
async function pick(format: 'header' | 'font' | 'size', value: string) {
  await toolbar().locator(`.ql-${format} .ql-picker-label`).click();
  await toolbar().locator(`.ql-${format} .ql-picker-item[data-value="${value}"]`).click();
}
/** Types text in one format, switched on before and off after. */
async function typeIn(format: string, text: string) {
  await press(format);
  await page.keyboard.type(text);
  await press(format);
}

/** Writes one line per format through the toolbar, as an editor would. */
async function writeEveryFormat() {
  await page.locator('.ql-editor').click();
  await pick('header', '1');
  await page.keyboard.type('Heading one');
  await page.keyboard.press('Enter');
  await pick('header', '2');
  await page.keyboard.type('Heading two');
  await page.keyboard.press('Enter');

  for (const format of ['bold', 'italic', 'underline', 'strike']) {
    await typeIn(format, `${format} words`);
    await page.keyboard.type(' then plain. ');
  }
  await page.keyboard.press('Enter');

  await press('blockquote');
  await page.keyboard.type('A quoted line');
  await page.keyboard.press('Enter');
  await press('blockquote');

  await press('list', 'bullet');
  await page.keyboard.type('First bullet');
  await page.keyboard.press('Enter');
  await press('indent', '+1');
  await page.keyboard.type('Nested bullet');
  await page.keyboard.press('Enter');
  await press('indent', '-1');
  await page.keyboard.type('Second bullet');
  await page.keyboard.press('Enter');
  await press('list', 'bullet');

  await press('list', 'ordered');
  await page.keyboard.type('First step');
  await page.keyboard.press('Enter');
  await press('indent', '+1');
  await page.keyboard.type('Sub step');
  await page.keyboard.press('Enter');
  await press('indent', '-1');
  await page.keyboard.type('Second step');
  await page.keyboard.press('Enter');
  await press('list', 'ordered');

  await press('indent', '+1');
  await page.keyboard.type('An indented paragraph');
  await page.keyboard.press('Enter');
  await press('indent', '-1');

  await pick('font', 'serif');
  await page.keyboard.type('Serif words');
  await pick('font', 'monospace');
  await page.keyboard.type(' mono words');
  await page.keyboard.press('Enter');
  await pick('size', 'large');
  await page.keyboard.type('Large words');
  await page.keyboard.press('Enter');

  await page.keyboard.type('Our website');
  await page.keyboard.down('Shift');
  for (let i = 0; i < 'website'.length; i += 1) await page.keyboard.press('ArrowLeft');
  await page.keyboard.up('Shift');
  await press('link');
  const link = page.locator('.ql-tooltip.ql-editing input[type=text]');
  await link.fill('https://example.com/consulting');
  await link.press('Enter');
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');

  const dir = mkdtempSync(path.join(tmpdir(), 'e2e-rich-'));
  const png = path.join(dir, 'dot.png');
  writeFileSync(png, gradientPng(40, 20, [200, 30, 30], [30, 30, 200]));
  const chooser = page.waitForEvent('filechooser');
  await press('image');
  await (await chooser).setFiles(png);
  await page.locator('.ql-editor img').waitFor();
}

const EDITOR_MARKERS = [
  ['First bullet', '"•"'],
  ['Nested bullet', '"•"'],
  ['Second bullet', '"•"'],
  ['First step', 'counter(list-0) ". "'],
  ['Sub step', 'counter(list-1, lower-alpha) ". "'],
  ['Second step', 'counter(list-0) ". "'],
];

/** Each list item of the editor with the marker Quill draws for it. */
const editorMarkers = () =>
  page.locator('.ql-editor li').evaluateAll((items) => items.map((li) => [li.textContent, getComputedStyle(li.querySelector('.ql-ui')!, '::before').content]));

describe('rich text from the editor on the public site', () => {
  it('shows every toolbar format as the editor showed it', async () => {
    await signInToAdmin(page, server.url, 'add-page', ADMIN.email, ADMIN.password);
    await page.getByLabel('Slug').fill('formats');
    await page.locator('#title').fill('Every format');
    await writeEveryFormat();
    // What the editor draws, read before saving: bullets at both depths, numbers 1. then a.
    expect(await editorMarkers()).toEqual(EDITOR_MARKERS);
    await page.getByLabel('Published on the site').check();
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.waitForURL('**/admin/page-list');

    const stored = (await call(`${server.url}/api/page?filter[slug]=formats`)).body.data[0].body as string;
    expect(stored).toContain('<ul><li>First bullet<ul><li>Nested bullet</li></ul></li><li>Second bullet</li></ul>');
    expect(stored).toContain('<ol><li>First step<ol><li>Sub step</li></ol></li><li>Second step</li></ol>');

    // Without scripts: the HTML the server renders is what visitors and search engines get first.
    const visitor = await browser.newPage({ viewport: { width: 1366, height: 900 }, javaScriptEnabled: false });
    await visitor.goto(`${server.url}/formats`);
    const text = visitor.locator('.rich-text');
    const style = (selector: string, property: string) =>
      text.locator(selector).first().evaluate((el, p) => getComputedStyle(el).getPropertyValue(p), property);

    const markers = await text.locator('li').evaluateAll((items) =>
      items.map((li) => [li.firstChild?.textContent, li.parentElement!.tagName, getComputedStyle(li).listStyleType]),
    );
    expect(markers).toEqual([
      ['First bullet', 'UL', 'disc'],
      ['Nested bullet', 'UL', 'disc'],
      ['Second bullet', 'UL', 'disc'],
      ['First step', 'OL', 'decimal'],
      ['Sub step', 'OL', 'lower-alpha'],
      ['Second step', 'OL', 'decimal'],
    ]);
    // The nested items sit further right than their parents, as in the editor.
    const left = async (name: string) => (await text.locator('li', { hasText: name }).last().boundingBox())!.x;
    expect(await left('Nested bullet')).toBeGreaterThan(await left('Second bullet'));
    expect(await left('Sub step')).toBeGreaterThan(await left('Second step'));

    await expect(text.locator('h1').textContent()).resolves.toBe('Heading one');
    await expect(text.locator('h2').textContent()).resolves.toBe('Heading two');
    const size = async (selector: string) => parseFloat(await style(selector, 'font-size'));
    expect(await size('h1')).toBeGreaterThan(await size('h2'));
    expect(await size('h2')).toBeGreaterThan(await size('p'));
    await expect(style('strong', 'font-weight')).resolves.toBe('700');
    await expect(style('em', 'font-style')).resolves.toBe('italic');
    await expect(style('u', 'text-decoration-line')).resolves.toBe('underline');
    await expect(style('s', 'text-decoration-line')).resolves.toBe('line-through');
    await expect(text.locator('strong').textContent()).resolves.toBe('bold words');
    await expect(text.locator('s').textContent()).resolves.toBe('strike words');

    await expect(text.locator('blockquote').textContent()).resolves.toBe('A quoted line');
    await expect(style('blockquote', 'border-left-style')).resolves.toBe('solid');
    await expect(style('p.ql-indent-1', 'padding-left')).resolves.not.toBe('0px');
    await expect(text.locator('p.ql-indent-1').textContent()).resolves.toBe('An indented paragraph');
    await expect(style('.ql-font-serif', 'font-family')).resolves.toContain('serif');
    await expect(style('.ql-font-monospace', 'font-family')).resolves.toContain('monospace');
    expect(await size('.ql-size-large')).toBe((await size('p')) * 1.5);

    const link = text.getByRole('link', { name: 'website' });
    await expect(link.getAttribute('href')).resolves.toBe('https://example.com/consulting');
    await expect(link.getAttribute('rel')).resolves.toBe('noopener noreferrer');
    const image = text.locator('img');
    await expect(image.getAttribute('src')).resolves.toMatch(/^data:image\/png;base64,/);
    expect(await image.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(40);

    await screenshot(visitor, 'customers-rich-text-1366');
    await screenshot(visitor, 'customers-rich-text-390', { width: 390 });
    await visitor.close();

    // Opened again in the editor, the nested lists read back as the same items at the same depths.
    await page.goto(`${server.url}/admin/edit-page/${(await call(`${server.url}/api/page?filter[slug]=formats`)).body.data[0].id}`);
    await page.locator('.ql-editor li').first().waitFor();
    expect(await editorMarkers()).toEqual(EDITOR_MARKERS);
    expect(problems).toEqual([]);
  });
});
