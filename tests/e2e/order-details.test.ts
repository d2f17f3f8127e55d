/**
 * The order details page lists what was bought (order.entity.ts declares the
 * order_item lines under its details): product name, quantity, unit price and
 * line total, money as the admin formats it. A shipped order's lines offer no
 * Delete (order_item's `editableWhile`); a pending order's do. Fixture orders
 * are written straight into the test database; headless Chromium.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtWebDir, launchBrowser, openDesktopPage, signInToAdmin } from '../helpers/browser';
import { ADMIN, startTestServer, type TestServer } from '../helpers/server';
import { addProduct } from '../helpers/shop';

let server: TestServer;
let browser: Browser;
let page: Page;
let problems: string[] = [];
let shippedId = 0;
let pendingId = 0;

async function addOrder(number: string, status: string, lines: { product_id: number; name: string; unit_price: number; quantity: number }[]): Promise<number> {
  const db = server.db;
  const now = new Date().toISOString();
  const customer = await db('users').where({ email: 'daniel.okafor@example.com' }).first('id');
  const total = lines.reduce((sum, l) => sum + l.unit_price * l.quantity, 0);
  const [row] = await db('orders')
    .insert({ order_number: number, user_id: customer.id, status, currency: 'USD', subtotal: total, discount_total: 0, tax_total: 0, total, created_at: now, updated_at: now })
    .returning('id');
  const id = Number(typeof row === 'object' ? row.id : row);
  await db('order_items').insert(lines.map((l) => ({ ...l, line_total: l.unit_price * l.quantity, order_id: id, user_id: customer.id, created_at: now, updated_at: now })));
  return id;
}

/** The Items table's rows as the user reads them, cell by cell. */
async function itemRows(): Promise<string[][]> {
  const section = page.getByRole('region', { name: 'Items' });
  await section.getByRole('row').nth(1).waitFor();
  return section.locator('tbody tr').evaluateAll((rows) => rows.map((r) => [...r.querySelectorAll('td')].map((td) => (td as HTMLElement).innerText.trim())));
}

beforeAll(async () => {
  server = await startTestServer({ webDir: builtWebDir(), demoContent: true });
  const mug = await addProduct(server.db, { name: 'Fixture Enamel Mug', price: 1250, quantity: 10 });
  const poster = await addProduct(server.db, { name: 'Fixture Cloud Poster', price: 4000, quantity: 10 });
  shippedId = await addOrder('T-SHIPPED-1', 'shipped', [
    { product_id: mug, name: 'Fixture Enamel Mug', unit_price: 1250, quantity: 2 },
    { product_id: poster, name: 'Fixture Cloud Poster', unit_price: 4000, quantity: 1 },
  ]);
  pendingId = await addOrder('T-PENDING-1', 'pending', [{ product_id: mug, name: 'Fixture Enamel Mug', unit_price: 1250, quantity: 3 }]);
  browser = await launchBrowser();
  ({ page, problems } = await openDesktopPage(browser, { locale: 'en-US' }));
  await signInToAdmin(page, server.url, `order-details/${shippedId}`, ADMIN.email, ADMIN.password);
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('order details', () => {
  it('shows the lines of a shipped order, with no Edit or Delete on them', async () => {
    await page.getByRole('heading', { name: 'Order details: T-SHIPPED-1' }).waitFor();
    expect(await itemRows()).toEqual([
      ['Fixture Enamel Mug', '2', '$12.50', '$25.00', 'Locked'],
      ['Fixture Cloud Poster', '1', '$40.00', '$40.00', 'Locked'],
    ]);
    const section = page.getByRole('region', { name: 'Items' });
    expect(await section.getByRole('columnheader').allInnerTexts()).toEqual(['PRODUCT', 'QUANTITY', 'UNIT PRICE', 'LINE TOTAL', 'ACTIONS']);
    expect(await section.getByRole('button', { name: 'Delete' }).count()).toBe(0);
    expect(await section.locator('.row-locked').first().getAttribute('title')).toBe('This order is no longer pending payment: its lines cannot be added, changed or deleted');
  });

  it('offers Delete on the lines of a pending order', async () => {
    await page.goto(`${server.url}/admin/order-details/${pendingId}`);
    await page.getByRole('heading', { name: 'Order details: T-PENDING-1' }).waitFor();
    expect(await itemRows()).toEqual([['Fixture Enamel Mug', '3', '$12.50', '$37.50', '']]);
    expect(await page.getByRole('region', { name: 'Items' }).getByRole('button', { name: 'Delete' }).count()).toBe(1);
    expect(problems).toEqual([]);
  });
});
