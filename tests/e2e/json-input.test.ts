/**
 * Issue 25: the JSON kind's editor (kinds/json/JsonInput.tsx, CodeMirror loaded lazily) in headless
 * Chromium, on the role's permissions, whose entity declares a schema: the JSON is highlighted, invalid
 * JSON is named under the editor when the user leaves it (and the form is not sent), a value against the
 * declared schema says where it is wrong, and "Format JSON" indents the text. JSON_SCREENSHOTS=/tmp/json
 * saves /tmp/json-1366.png and /tmp/json-390.png.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectProblems, launchBrowser, PAGE_TIMEOUT_MS } from '../helpers/browser';
import { harnessPage } from '../helpers/harness-page';

let browser: Browser;
let html: string;

beforeAll(async () => {
  html = await harnessPage('tests/e2e/harness/json-input.tsx', 'JSON');
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
  await page.getByRole('textbox', { name: 'Permissions' }).waitFor();
  return { page, problems };
}

/** Replaces the editor's text as a user would: select all, type. */
async function typeJson(page: Page, text: string) {
  const editor = page.getByRole('textbox', { name: 'Permissions' });
  await editor.click();
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(text);
}

const editorText = (page: Page) => page.locator('.json-editor .cm-content').evaluate((el) => (el as HTMLElement).innerText);

describe('the JSON editor', () => {
  for (const width of [1366, 390]) {
    it(`highlights JSON, names invalid JSON and schema mismatches, and formats it (${width} px)`, async () => {
      const { page, problems } = await open(width);
      const editor = page.getByRole('textbox', { name: 'Permissions' });
      expect(await editorText(page)).toBe('{\n  "job": [\n    "read"\n  ]\n}');
      // Highlighted: the property name and the string are tokens of their own, in different colours.
      const colours = await page.locator('.json-editor .cm-line span').evaluateAll((spans) => [...new Set(spans.map((s) => getComputedStyle(s).color))]);
      expect(colours.length).toBeGreaterThanOrEqual(2);

      await typeJson(page, '{"job": ["read",}');
      await page.getByRole('button', { name: 'Submit' }).focus();
      const error = page.locator('[id="permissions-error"]');
      await expect.poll(() => error.textContent()).toMatch(/^Invalid JSON: /);
      expect(await editor.getAttribute('aria-invalid')).toBe('true');
      expect(await editor.getAttribute('aria-describedby')).toBe('permissions-error');
      await page.getByRole('button', { name: 'Submit' }).click();
      expect(await page.locator('output').count()).toBe(0);
      // Sending checks the whole form again: the parser's message stays, not a general one.
      expect(await error.textContent()).toMatch(/^Invalid JSON: /);
      if (width === 1366 && process.env.JSON_SCREENSHOTS) await page.screenshot({ path: `${process.env.JSON_SCREENSHOTS}-invalid-1366.png` });

      await typeJson(page, '{"job": ["read", "fly"]}');
      await page.getByRole('button', { name: 'Submit' }).focus();
      await expect.poll(() => error.textContent()).toMatch(/^job\.1: /);

      await typeJson(page, '{"job":["read","update"],"page":["read"]}');
      await page.getByRole('button', { name: 'Format JSON' }).click();
      // At once, not when the editor's typing pause has passed: read right after the click, not polled.
      expect(await editorText(page)).toBe('{\n  "job": [\n    "read",\n    "update"\n  ],\n  "page": [\n    "read"\n  ]\n}');
      await expect.poll(() => error.count()).toBe(0);
      if (process.env.JSON_SCREENSHOTS) await page.screenshot({ path: `${process.env.JSON_SCREENSHOTS}-${width}.png`, fullPage: true });
      await page.getByRole('button', { name: 'Submit' }).click();
      expect(JSON.parse(await page.locator('output').innerText())).toEqual({ permissions: { job: ['read', 'update'], page: ['read'] } });
      expect(problems).toEqual([]);
    });
  }
});
