/**
 * Issue 25: the repeater (array) and blocks inputs in headless Chromium, on the generated content-page
 * fields and the product's specification rows (harness/structured-inputs.tsx): rows are added, moved
 * with the keyboard (buttons, and the drag handle: Space, arrow, Space) and removed, a row's message
 * shows beside its input; blocks are added from the "Add block" menu, duplicated, moved and collapsed,
 * and the form sends them in their new order. STRUCTURED_SCREENSHOTS=/tmp/structured saves
 * /tmp/structured-{repeater,blocks}-{1366,390}.png.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectProblems, launchBrowser, PAGE_TIMEOUT_MS } from '../helpers/browser';
import { harnessPage } from '../helpers/harness-page';

let browser: Browser;
let html: string;

beforeAll(async () => {
  // The page's body is rich text: Quill's stylesheet, as the admin loads it beside the editor.
  html = await harnessPage('tests/e2e/harness/structured-inputs.tsx', 'Structured', ['runtime-web/admin.css', 'node_modules/react-quill-new/dist/quill.snow.css']);
  browser = await launchBrowser();
}, 60_000);

afterAll(async () => {
  await browser?.close();
});

async function open(width: number): Promise<{ page: Page; problems: string[] }> {
  const page = await (await browser.newContext({ viewport: { width, height: 900 } })).newPage();
  page.setDefaultTimeout(PAGE_TIMEOUT_MS);
  const problems = collectProblems(page);
  await page.setContent(html);
  await page.getByRole('button', { name: 'Add specification' }).waitFor();
  return { page, problems };
}

const shot = async (page: Page, name: string, width: number) => {
  if (process.env.STRUCTURED_SCREENSHOTS) await page.screenshot({ path: `${process.env.STRUCTURED_SCREENSHOTS}-${name}-${width}.png`, fullPage: true });
};
const submitted = async (page: Page) => JSON.parse(await page.locator('output').innerText()) as Record<string, unknown>;
const values = (page: Page, sub: string) => page.locator(`input[name^="specifications."][name$=".${sub}"]`).evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));

describe('the repeater (array field)', () => {
  for (const width of [1366, 390]) {
    it(`adds, moves by keyboard and removes rows, and shows a row's message beside its input (${width} px)`, async () => {
      const { page, problems } = await open(width);
      const add = page.getByRole('button', { name: 'Add specification' });
      for (const [label, value] of [['Devices', 'Up to 25'], ['Support', 'Working days'], ['Backups', 'Daily']] as const) {
        await add.click();
        const rows = page.locator('input[name$=".label"][name^="specifications."]');
        await rows.last().fill(label);
        await page.locator('input[name$=".value"][name^="specifications."]').last().fill(value);
      }
      expect(await values(page, 'label')).toEqual(['Devices', 'Support', 'Backups']);
      // A button, pressed with the keyboard.
      await page.getByRole('button', { name: 'Move specification 3 up' }).focus();
      await page.keyboard.press('Enter');
      expect(await values(page, 'label')).toEqual(['Devices', 'Backups', 'Support']);
      await expect.poll(() => page.getByText('Specification 3 moved to position 2 of 3').count()).toBe(1);
      // The drag handle, with the keyboard: Space picks the row up, an arrow moves it, Space drops it.
      // dnd-kit measures the rows between the key presses: give it a frame each.
      await page.getByRole('button', { name: 'Drag specification 1 to reorder' }).focus();
      for (const key of ['Space', 'ArrowDown', 'Space']) {
        await page.keyboard.press(key);
        await page.waitForTimeout(150);
      }
      await expect.poll(() => values(page, 'label')).toEqual(['Backups', 'Devices', 'Support']);
      await page.getByRole('button', { name: 'Remove specification 3' }).click();
      expect(await values(page, 'label')).toEqual(['Backups', 'Devices']);
      // A row left incomplete: the message is under that row's input, which says it is invalid.
      await page.locator('input[name="specifications.1.value"]').fill('');
      await page.getByRole('button', { name: 'Submit' }).click();
      const error = page.locator('[id="specifications.1.value-error"]');
      await expect.poll(() => error.textContent()).toBe('This field is required');
      expect(await page.locator('input[name="specifications.1.value"]').getAttribute('aria-describedby')).toBe('specifications.1.value-error');
      expect(await page.locator('output').count()).toBe(0);
      await shot(page, 'repeater', width);
      await page.locator('input[name="specifications.1.value"]').fill('Up to 25');
      await page.getByRole('button', { name: 'Submit' }).click();
      expect((await submitted(page)).specifications).toEqual([{ label: 'Backups', value: 'Daily' }, { label: 'Devices', value: 'Up to 25' }]);
      expect(problems).toEqual([]);
    });
  }
});

describe('the blocks editor', () => {
  for (const width of [1366, 390]) {
    it(`adds from the menu, duplicates, moves and collapses blocks, and sends them in order (${width} px)`, async () => {
      const { page, problems } = await open(width);
      const titles = () => page.locator('[aria-labelledby="layout-label"] > .repeater-list > .repeater-item > .repeater-head > .repeater-title').allInnerTexts();
      expect(await titles()).toEqual(['1. Hero', '2. Quote']);
      await page.getByRole('button', { name: 'Add block' }).click();
      await page.getByRole('button', { name: 'Questions and answers' }).click();
      expect(await titles()).toEqual(['1. Hero', '2. Quote', '3. Questions and answers']);
      // The new faq block holds a repeater of its own.
      await page.getByRole('button', { name: 'Add question' }).click();
      await page.locator('input[name="layout.2.items.0.question"]').fill('How fast?');
      await page.locator('textarea[name="layout.2.items.0.answer"]').fill('Two weeks.');
      await page.getByRole('button', { name: 'Duplicate block 2' }).click();
      expect(await titles()).toEqual(['1. Hero', '2. Quote', '3. Quote', '4. Questions and answers']);
      await page.locator('textarea[name="layout.2.text"]').fill('Copied, then changed.');
      await page.getByRole('button', { name: 'Move block 4 up' }).click();
      await page.getByRole('button', { name: 'Move block 3 up' }).click();
      expect(await titles()).toEqual(['1. Hero', '2. Questions and answers', '3. Quote', '4. Quote']);
      await page.getByRole('button', { name: 'Collapse block 1' }).click();
      expect(await page.locator('input[name="layout.0.heading"]').isVisible()).toBe(false);
      expect(await page.getByRole('button', { name: 'Expand block 1' }).getAttribute('aria-expanded')).toBe('false');
      await shot(page, 'blocks', width);
      await page.getByRole('button', { name: 'Submit' }).click();
      expect((await submitted(page)).layout).toEqual([
        { type: 'hero', eyebrow: null, heading: 'Cloud without the drama', subheading: null, button_label: null, button_url: null },
        { type: 'faq', heading: null, items: [{ question: 'How fast?', answer: 'Two weeks.' }] },
        { type: 'quote', text: 'They simply delivered.', author: 'A. Customer' },
        { type: 'quote', text: 'Copied, then changed.', author: 'A. Customer' },
      ]);
      expect(problems).toEqual([]);
    });
  }
});
