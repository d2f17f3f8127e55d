/**
 * tests/helpers/axe.ts runs axe-core in the page (when it has no frame) and skips the rules that can only
 * find minor or moderate violations: on a page with violations of every impact it finds what
 * @axe-core/playwright's default analysis finds. (With a frame, merged in the page, landmark-unique differed:
 * the helper keeps the default there. Not compared here: the default gives a frame one second to load axe-core,
 * and on a loaded machine skipped the frame now and then.)
 */
import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allViolations, severeViolations } from '../helpers/axe';
import { launchBrowser } from '../helpers/browser';

const PICTURE = 'data:image/gif;base64,R0lGODlhAQABAAAAACw=';
/** No `lang` (serious), a picture without `alt` and a button without a name (critical), grey on white (serious),
 *  text outside any landmark and a skipped heading level (moderate). */
const fixture = () => `<!doctype html><html><head><title>Fixture</title></head><body>
<p>Outside every landmark</p>
<main><h1>Fixture</h1><h4>Skipped levels</h4>
<img src="${PICTURE}">
<button></button>
<p style="color:#ccc;background:#fff">Hard to read</p>
</main></body></html>`;

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await (await browser.newContext()).newPage();
});
afterAll(async () => {
  await browser?.close();
});

/** The default analysis: every violation, and the serious and critical ones as the helper words them. */
async function byDefault(): Promise<{ all: string[]; severe: string[] }> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const severe = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  return { all: violations.map((v) => v.id), severe };
}

describe('the browser tests’ axe-core helper', () => {
  it('finds what the default analysis finds', async () => {
    await page.setContent(fixture());
    const expected = await byDefault();
    expect(expected.severe.map((v) => v.split(':')[0])).toEqual(['button-name', 'color-contrast', 'html-has-lang', 'image-alt']);
    expect(expected.all).toEqual(expect.arrayContaining(['heading-order', 'region']));
    expect(await severeViolations(page)).toEqual(expected.severe);
    expect(await allViolations(page)).toEqual(expected.all);
  });

  it('looks only at the part asked for', async () => {
    await page.setContent(fixture());
    expect(await severeViolations(page, 'button')).toEqual(['button-name: button']);
  });
});
