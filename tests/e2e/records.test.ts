/**
 * The records features in the admin, in headless Chromium: the Add Job form
 * starts from the declared defaults; leaving a changed form asks first; a
 * product form refuses a discount price above the price under the field
 * (the rule the server runs too); relation selects search the server; a
 * version is restored from the History tab; a stale save shows what changed
 * meanwhile and may overwrite; the trash restores a deleted job.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtWebDir, launchBrowser, openDesktopPage, signInToAdmin } from '../helpers/browser';
import { call, login } from '../helpers/http';
import { ADMIN, startTestServer, type TestServer } from '../helpers/server';

let server: TestServer;
let browser: Browser;
let page: Page;
let token: string;
let problems: string[] = [];

const api = (p: string, init: Parameters<typeof call>[1] = {}) => call(`${server.url}${p}`, { token, ...init });
const job = (title: string, slug: string) => ({
  title,
  slug,
  location: 'Oslo, Norway',
  description: '<p>Work</p>',
  category: 'data',
  workplace: 'remote',
  employment_type: 'full_time',
  vacancies: 1,
  state: 'draft',
});

beforeAll(async () => {
  server = await startTestServer({ webDir: builtWebDir(), demoContent: true });
  token = await login(server.url, ADMIN.email, ADMIN.password);
  browser = await launchBrowser();
  ({ page, problems } = await openDesktopPage(browser));
  await signInToAdmin(page, server.url, 'job-list', ADMIN.email, ADMIN.password);
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('forms', () => {
  it('the Add Job form shows the declared defaults', async () => {
    await page.goto(`${server.url}/admin/add-job`);
    await page.getByRole('heading', { name: 'Add Job' }).waitFor();
    expect(await page.locator('select#category').inputValue()).toBe('engineering');
    expect(await page.locator('select#workplace').inputValue()).toBe('hybrid');
    expect(await page.locator('select#employment_type').inputValue()).toBe('full_time');
    expect(await page.locator('select#state').inputValue()).toBe('draft');
    expect(await page.locator('input#vacancies').inputValue()).toBe('1');
    expect(await page.locator('input#title').inputValue()).toBe('');
  });

  it('leaving a changed form asks first; No stays, Yes leaves', async () => {
    await page.locator('input#title').fill('Half-written job');
    await page.getByRole('link', { name: 'Cancel' }).click();
    await page.getByText('You have unsaved changes').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'No' }).click();
    expect(new URL(page.url()).pathname).toBe('/admin/add-job');
    expect(await page.locator('input#title').inputValue()).toBe('Half-written job');
    await page.getByRole('link', { name: 'Cancel' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
    await page.waitForURL('**/admin/job-list');
  });

  it('a product form refuses a discount price above the price, under the field, without sending it', async () => {
    const before = (await api('/api/product?perPage=1')).body.meta.total;
    await page.goto(`${server.url}/admin/add-product`);
    await page.locator('input#price').fill('10.00');
    await page.locator('input#discount_price').fill('20.00');
    await page.getByRole('button', { name: 'Submit' }).click();
    const error = page.locator('#discount_price-error');
    await error.waitFor();
    expect(await error.innerText()).toBe('Must be below the price');
    expect(new URL(page.url()).pathname).toBe('/admin/add-product');
    expect((await api('/api/product?perPage=1')).body.meta.total).toBe(before);
  });

  it('a relation select searches the server as the user types', async () => {
    const searched = page.waitForRequest((r) => /\/api\/category\?.*q=Soft/.test(r.url()));
    await page.locator('input#category_id').fill('Soft');
    await searched;
    const options = page.locator('.rs__option');
    await expect.poll(async () => (await options.allInnerTexts()).length).toBeGreaterThan(0);
    for (const text of await options.allInnerTexts()) expect(text.toLowerCase()).toContain('soft');
    await options.first().click();
    await page.getByRole('link', { name: 'Cancel' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  });
});

describe('history and conflicts', () => {
  it('restores a version from the History tab', async () => {
    const created = await api('/api/job', { method: 'POST', json: job('Cloud architect', 'cloud-architect-e2e') });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.data.id;
    await api(`/api/job/${id}`, { method: 'PATCH', json: { title: 'Principal cloud architect' } });
    await page.goto(`${server.url}/admin/edit-job/${id}`);
    expect(await page.locator('input#title').inputValue()).toBe('Principal cloud architect');
    await page.getByRole('tab', { name: 'History' }).click();
    const latest = page.locator('.history-version[data-version="2"]');
    await latest.waitFor();
    expect(await latest.innerText()).toMatch(/Updated[\s\S]*admin@test\.local[\s\S]*Title\s*Cloud architect\s*→\s*Principal cloud architect/);
    await page.locator('.history-version[data-version="1"]').getByRole('button', { name: 'Restore' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
    await expect.poll(() => page.locator('input#title').inputValue()).toBe('Cloud architect');
    expect((await api(`/api/job/${id}`)).body.data.title).toBe('Cloud architect');
    await page.getByRole('tab', { name: 'History' }).click();
    expect(await page.locator('.history-version[data-version="3"]').innerText()).toContain('Restored version 1');
  });

  it('a stale save shows what changed meanwhile, and Overwrite saves', async () => {
    const created = await api('/api/job', { method: 'POST', json: job('Data engineer', 'data-engineer-e2e') });
    const id = created.body.data.id;
    await page.goto(`${server.url}/admin/edit-job/${id}`);
    await page.locator('input#title').waitFor();
    await api(`/api/job/${id}`, { method: 'PATCH', json: { location: 'Bergen, Norway' } }); // another editor, meanwhile
    await page.locator('input#title').fill('Senior data engineer');
    await page.getByRole('button', { name: 'Submit' }).click();
    const notice = page.locator('.conflict-notice');
    await notice.waitFor();
    expect(await notice.innerText()).toMatch(/changed by someone else[\s\S]*Location: Changed meanwhile by admin@test\.local/);
    expect((await api(`/api/job/${id}`)).body.data.title).toBe('Data engineer');
    await notice.getByRole('button', { name: 'Overwrite' }).click();
    await page.waitForURL('**/admin/job-list');
    expect((await api(`/api/job/${id}`)).body.data).toMatchObject({ title: 'Senior data engineer', location: 'Oslo, Norway' });
  });
});

describe('trash', () => {
  it('a deleted job waits in the trash and comes back with Restore', async () => {
    const created = await api('/api/job', { method: 'POST', json: job('Trashed role', 'trashed-role-e2e') });
    const id = created.body.data.id;
    await api(`/api/job/${id}`, { method: 'DELETE' });
    await page.goto(`${server.url}/admin/job-list`);
    await page.getByRole('link', { name: 'Trash' }).click();
    await page.waitForURL('**/admin/job-list/trash');
    const row = page.locator('tbody tr', { hasText: 'Trashed role' });
    await row.getByRole('button', { name: 'Restore' }).click();
    await expect.poll(() => row.count()).toBe(0);
    expect((await api(`/api/job/${id}`)).status).toBe(200);
  });

  it("left no errors in the console (but the stale save's 409, on purpose)", () => {
    const unexpected = problems.filter((p) => !p.includes('status of 409 (Conflict)'));
    expect(unexpected, unexpected.join('\n')).toEqual([]);
    expect(problems).toHaveLength(1);
  });
});
