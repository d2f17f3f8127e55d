/**
 * Every generated list fits the screen, in headless Chromium, signed in as
 * admin with the demo content: at 1366 px (a common laptop) and 390 px (a
 * phone) the page never scrolls sideways, no table scrolls inside its card,
 * and every row's buttons are on screen. The newest row of each table first
 * gets long values (a 120-character unbroken word in text fields, a long email,
 * a long link), the worst a list meets. Pages come from the entities' meta:
 * each list, its fixed-filter views, its trash, and the nested applicant list.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entityMetas } from '../../generated/schemas';
import { builtWebDir, launchBrowser, PAGE_TIMEOUT_MS, signInToAdmin } from '../helpers/browser';
import { ADMIN, startTestServer, type TestServer } from '../helpers/server';

let server: TestServer;
let browser: Browser;

const lists = entityMetas.filter((m) => !m.singleton);
/** Every generated list screen's path. */
function listPaths(jobId: number): string[] {
  return lists.flatMap((m) => [m.admin.list, ...m.views.map((v) => v.path), ...(m.softDelete ? [`${m.admin.list}/trash`] : [])]).concat(`applicant-list/${jobId}`);
}

const WORD = 'Unbreakable'.repeat(12);

/** Long values in the newest row of every list's table (text, email and link fields), written directly. */
async function lengthen(): Promise<void> {
  const db = server.db;
  for (const meta of lists) {
    const newest = await db(meta.table).orderBy('id', 'desc').first('id');
    if (!newest) continue;
    const values: Record<string, string> = {};
    for (const f of meta.fields) {
      const max = f.maxLength ?? 200;
      if (f.kind === 'text' || f.kind === 'textarea') values[f.name] = `${f.label} ${WORD}`.slice(0, max);
      if (f.kind === 'email' && meta.table !== 'users') values[f.name] = `a.rather.long.mailbox.name.for.layout.${newest.id}@a-long-company-domain-name.example.com`.slice(0, max);
      if (f.kind === 'url') values[f.name] = `https://example.com/${'a-long-path-segment/'.repeat(8)}`.slice(0, max);
    }
    if (Object.keys(values).length) await db(meta.table).where({ id: newest.id }).update(values);
  }
  // A customer with a long address, so that relations showing emails (orders' customers) are long too.
  const customer = await db('users').where({ email: 'lukas.brandt@example.net' }).first('id');
  if (customer) await db('users').where({ id: customer.id }).update({ email: 'lukas.brandt.with.a.very.long.mailbox.name@a-long-company-domain-name.example.net' });
}

/** What does not fit on the open page: empty when everything does. */
async function overflows(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const width = window.innerWidth;
    if (document.documentElement.scrollWidth > width) found.push(`page ${document.documentElement.scrollWidth}px wide`);
    document.querySelectorAll<HTMLElement>('.table-wrap').forEach((wrap) => {
      if (wrap.scrollWidth > wrap.clientWidth + 1) found.push(`table ${wrap.scrollWidth}px in a ${wrap.clientWidth}px card`);
    });
    const buttons = [...document.querySelectorAll<HTMLElement>('.row-actions > *')];
    const off = buttons.filter((b) => {
      const r = b.getBoundingClientRect();
      return r.left < 0 || r.right > width;
    });
    if (off.length) found.push(`${off.length} row buttons off screen, e.g. "${off[0]!.textContent || off[0]!.getAttribute('aria-label')}"`);
    return found;
  });
}

/** Whether the previous list's tables are gone (client navigation), and the new list's table shows its rows. */
const listShown = () => {
  const table = document.querySelector('.data-table');
  const old = (window as unknown as { oldTables?: Element[] }).oldTables ?? [];
  return Boolean(table) && !old.some((t) => t.isConnected) && !table!.textContent?.includes('Loading...');
};

/**
 * Opens an admin list: the first by loading the page, each next one by the router's own client navigation
 * (as the sidebar's links do). Loading the page for every list started the whole admin app each time (its
 * scripts, the account check, the page's code): ~0.5 s a list, most of this file's time.
 */
async function openList(page: Page, path: string, first: boolean): Promise<void> {
  if (first) await page.goto(`${server.url}/admin/${path}`);
  else {
    await page.evaluate((to) => {
      (window as unknown as { oldTables: Element[] }).oldTables = [...document.querySelectorAll('.data-table, .table-wrap')];
      history.pushState(null, '', to);
      dispatchEvent(new PopStateEvent('popstate'));
    }, `/admin/${path}`);
  }
  await page.waitForFunction(listShown);
}

beforeAll(async () => {
  server = await startTestServer({ webDir: builtWebDir(), demoContent: true });
  await lengthen();
  browser = await launchBrowser();
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** The two widths every list must fit: a common laptop and a phone. */
const WIDTHS = [1366, 390] as const;

describe('every generated list at 1366 and 390 px', () => {
  // Each list opened once, checked at both widths: the admin's layout follows the width with CSS alone (no
  // script reads it), so a resized page is laid out as one loaded at that width.
  it('fits: no sideways scrolling, every row button on screen', async () => {
    const page = await browser.newPage({ viewport: { width: WIDTHS[0], height: 900 } });
    page.setDefaultTimeout(PAGE_TIMEOUT_MS);
    await signInToAdmin(page, server.url, 'dashboard', ADMIN.email, ADMIN.password);
    const job = await server.db('jobs').orderBy('id').first('id');
    const paths = listPaths(Number(job.id));
    expect(paths.length).toBeGreaterThan(40);
    const problems: string[] = [];
    const withRows = new Map<number, number>(WIDTHS.map((w) => [w, 0]));
    // The page keeps the width it was last checked at: each list starts at that one and is then checked at the other.
    let order: readonly number[] = WIDTHS;
    for (const [index, path] of paths.entries()) {
      await openList(page, path, index === 0);
      expect(new URL(page.url()).pathname).toBe(`/admin/${path}`);
      for (const width of order) {
        if (page.viewportSize()?.width !== width) await page.setViewportSize({ width, height: 900 });
        if ((await page.locator('.data-table tbody td:not(.table-message)').count()) > 0) withRows.set(width, withRows.get(width)! + 1);
        for (const problem of await overflows(page)) problems.push(`${path} at ${width} px: ${problem}`);
      }
      order = [...order].reverse();
    }
    expect(problems).toEqual([]);
    // The check means something only where rows are listed: most lists have demo rows.
    for (const width of WIDTHS) expect(withRows.get(width), `lists with rows at ${width} px`).toBeGreaterThan(30);
    await page.close();
  }, 240_000);
});

describe('the dashboard at 1366 and 390 px', () => {
  it('fits: its latest orders and applications (the newest with long values) wrap instead of scrolling', async () => {
    const page = await browser.newPage({ viewport: { width: WIDTHS[0], height: 900 } });
    page.setDefaultTimeout(PAGE_TIMEOUT_MS);
    await signInToAdmin(page, server.url, 'dashboard', ADMIN.email, ADMIN.password);
    // Both latest tables, each with its rows (the lengthened order number and applicant's name among them).
    await page.waitForFunction(() => document.querySelectorAll('.latest-card .data-table tbody td[data-label]').length >= 8);
    await expect(page.locator('.latest-card').getByText('Order number UnbreakableUnbrea').count()).resolves.toBe(1);
    const problems: string[] = [];
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      for (const problem of await overflows(page)) problems.push(`dashboard at ${width} px: ${problem}`);
    }
    expect(problems).toEqual([]);
    await page.close();
  });
});

describe('phone cards', () => {
  it('show an order’s number, status and total beside their labels, on screen', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 900 } });
    page.setDefaultTimeout(PAGE_TIMEOUT_MS);
    await signInToAdmin(page, server.url, 'order-list', ADMIN.email, ADMIN.password);
    const first = page.locator('.data-table tbody tr').first();
    await first.locator('td[data-label="Status"]').waitFor();
    const cells = await first.locator('td[data-label]').evaluateAll((tds) =>
      tds.map((td) => {
        const r = td.getBoundingClientRect();
        return { label: td.getAttribute('data-label'), text: (td as HTMLElement).innerText.replace(/\s+/g, ' ').trim(), onScreen: r.left >= 0 && r.right <= window.innerWidth };
      }),
    );
    // The demo's newest order (sorted by -created_at): pending, $1,450.00, its number lengthened above (30 characters at most).
    expect(cells.filter((c) => ['Order number', 'Status', 'Total'].includes(c.label!))).toEqual([
      { label: 'Order number', text: 'Order number UnbreakableUnbrea', onScreen: true },
      { label: 'Status', text: 'Pending payment', onScreen: true },
      { label: 'Total', text: '$1,450.00', onScreen: true },
    ]);
    await page.close();
  });
});
