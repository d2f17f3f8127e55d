/**
 * The staff journey with webhooks, in headless Chromium against a real receiver on loopback: add a
 * webhook (events chosen in the grid), see its signing secret once, find the delivery of a change in
 * the webhook's delivery log, open it and replay it. The API tests cover the rest (webhooks.test.ts).
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifySignature } from '../../runtime-server/webhooks/signature';
import { builtWebDir, launchBrowser, openDesktopPage, signInToAdmin } from '../helpers/browser';
import { call } from '../helpers/http';
import { ADMIN, startTestServer, type TestServer } from '../helpers/server';
import { startReceiver, type Receiver } from '../helpers/webhook-receiver';

let server: TestServer;
let receiver: Receiver;
let browser: Browser;
let page: Page;
let problems: string[] = [];

beforeAll(async () => {
  [server, receiver] = await Promise.all([startTestServer({ webDir: builtWebDir(), webhooks: { allowPrivate: true } }), startReceiver()]);
  browser = await launchBrowser();
  ({ page, problems } = await openDesktopPage(browser));
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
  await receiver?.close();
});

describe('webhooks in the back office', () => {
  let secret = '';

  it('adds a webhook and shows its secret once', async () => {
    await signInToAdmin(page, server.url, 'webhook-list', ADMIN.email, ADMIN.password);
    await page.locator('main').getByRole('link', { name: /^Add/ }).click();
    await page.waitForURL('**/admin/add-webhook');
    await page.getByLabel('Name').fill('Warehouse');
    await page.getByLabel('Contact created').check();
    // The server's refusal, under the field it names.
    await page.getByLabel('URL').fill('not an address');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => page.locator('.field-error').allInnerTexts()).toEqual(['Enter a full address starting with https:// or http://']);
    problems.length = 0; // the browser logs the refused request: expected here
    await page.getByLabel('URL').fill(`${receiver.url}/warehouse`);
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByRole('heading', { name: 'Webhook added: its signing secret' }).waitFor();
    secret = await page.getByTestId('webhook-secret').innerText();
    expect(secret).toMatch(/^whsec_[0-9a-f]{64}$/);
    expect(await page.locator('main').innerText()).toContain('it is not shown again');
    await page.getByRole('link', { name: 'Done' }).click();
    await page.waitForURL('**/admin/webhook-details/*');
    await page.getByText('Delivery log').waitFor();
    expect(await page.locator('main').innerText()).not.toContain(secret);
  });

  it('shows the delivery of a change in the log, and replays it', async () => {
    const made = await call(`${server.url}/api/contact`, { method: 'POST', json: { name: 'Ada Lovelace', email: 'ada@example.com', subject: 'Call me', message: 'Please' } });
    expect(made.status).toBe(201);
    expect(await server.webhooks.deliverDue()).toBe(1);
    const [got] = receiver.at('/warehouse');
    expect(verifySignature(secret, String(got!.headers['x-webhook-signature']), got!.body)).toBe(true);

    await page.reload();
    const logRow = page.locator('tbody tr', { hasText: 'contact.created' });
    await expect.poll(() => logRow.innerText()).toMatch(/contact\.created[\s\S]*Delivered[\s\S]*200/);
    const [delivery] = await server.db('webhook_deliveries').select('id');
    await page.goto(`${server.url}/admin/webhook-delivery-details/${delivery.id}`);
    await page.getByRole('heading', { name: 'Body sent' }).waitFor();
    const details = await page.locator('main').innerText();
    expect(details).toContain('"subject": "Call me"');
    expect(details).toMatch(/Response status\s*200/);
    await page.getByRole('button', { name: 'Replay' }).click();
    await page.getByText(`Queued again as delivery ${delivery.id + 1}`).waitFor();
    await page.waitForURL(`**/admin/webhook-delivery-details/${delivery.id + 1}`);
    await expect.poll(() => page.locator('main').innerText()).toMatch(/Status\s*Pending/);
    expect(await server.webhooks.deliverDue()).toBe(1);
    expect(receiver.at('/warehouse').map((r) => r.json.id)).toEqual([got!.json.id, got!.json.id]);
    expect(problems).toEqual([]);
  });
});
