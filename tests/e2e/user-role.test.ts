/**
 * Changing a user's role on /admin/user-role, in headless Chromium: choosing a
 * role saves nothing; Save on a change that widens access asks first and says
 * what the new role grants; No leaves the stored role alone and puts the
 * select back; Yes stores it; narrowing saves at once. Demo roles and users.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff } from '../helpers/accounts';
import { builtWebDir, launchBrowser, openDesktopPage, signInToAdmin } from '../helpers/browser';
import { login } from '../helpers/http';
import { ADMIN, startTestServer, type TestServer } from '../helpers/server';
import { enableTwoFactor } from '../helpers/two-factor';

const CUSTOMER = 'daniel.okafor@example.com';

let server: TestServer;
let browser: Browser;
let page: Page;
let problems: string[] = [];

/** The role key the database holds for the user. */
async function storedRole(email: string): Promise<string> {
  const row = await server.db('users').join('roles', 'roles.id', 'users.role_id').where('users.email', email).first('roles.key');
  return row.key;
}

const select = () => page.getByLabel(`Role of ${CUSTOMER}`);
const selectedText = () => select().evaluate((s: HTMLSelectElement) => s.selectedOptions[0]?.textContent);

beforeAll(async () => {
  server = await startTestServer({ webDir: builtWebDir(), demoContent: true });
  browser = await launchBrowser();
  ({ page, problems } = await openDesktopPage(browser));
  await signInToAdmin(page, server.url, 'user-role', ADMIN.email, ADMIN.password);
  await select().waitFor();
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('changing a role', () => {
  it('choosing a staff role saves nothing; Save asks, saying what the role grants; No keeps the customer a customer', async () => {
    await select().selectOption({ label: 'HR / Recruiter' });
    await page.waitForTimeout(300);
    expect(await storedRole(CUSTOMER)).toBe('customer');

    await page.getByRole('button', { name: `Save the role of ${CUSTOMER}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await dialog.locator('#confirm-dialog-text').innerText()).toBe(`Give ${CUSTOMER} the role "HR / Recruiter"? This widens their access. The role grants:`);
    expect(await dialog.getByRole('listitem').allInnerTexts()).toEqual([
      'May use the back office.',
      'Read, change and delete: Applicants, Applicants Answers',
      'Read, add, change and delete: Exams, Jobs, Question Types, Questions',
      'Read, add and change: Notices',
      'Read and change: Team Members',
    ]);
    await dialog.getByRole('button', { name: 'No' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await selectedText()).toBe('Customer');
    expect(await storedRole(CUSTOMER)).toBe('customer');
  });

  it('Yes stores the wider role', async () => {
    await select().selectOption({ label: 'HR / Recruiter' });
    await page.getByRole('button', { name: `Save the role of ${CUSTOMER}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
    await page.getByText(`${CUSTOMER} is now HR / Recruiter`).waitFor();
    expect(await storedRole(CUSTOMER)).toBe('hr');
  });

  it('narrowing back to Customer saves without asking', async () => {
    await select().selectOption({ label: 'Customer' });
    await page.getByRole('button', { name: `Save the role of ${CUSTOMER}` }).click();
    await page.getByText(`${CUSTOMER} is now Customer`).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await storedRole(CUSTOMER)).toBe('customer');
    expect(problems).toEqual([]);
  });
});

describe('two-factor sign-in in the users list', () => {
  it('says On or Off for each user and offers the reset only where it is on; after the reset it says Off', async () => {
    const admin = await login(server.url, ADMIN.email, ADMIN.password);
    const staff = await createStaff(server.url, admin, 'phone_loser', { banner: ['read'] });
    await enableTwoFactor(server.url, staff.token, staff.password);
    await page.reload();
    const row = (email: string) => page.locator('.users-table tbody tr', { hasText: email });
    const cell = (email: string) => row(email).locator('td[data-label="Two-factor"]');
    await cell(staff.email).getByText('On', { exact: true }).waitFor();
    expect(await cell(CUSTOMER).textContent()).toBe('Off');
    expect(await page.getByRole('button', { name: `Reset two-factor sign-in of ${CUSTOMER}` }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Reset two-factor sign-in of / }).count()).toBe(1);

    await page.getByRole('button', { name: `Reset two-factor sign-in of ${staff.email}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
    await cell(staff.email).getByText('Off', { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: /^Reset two-factor sign-in of / }).count()).toBe(0);
    expect(problems).toEqual([]);
  });
});
