/**
 * Two-factor sign-in in real Chromium: the code step after the password (a wrong code said so, the right
 * one signs in), setting it up from the profile (QR code and key, the first code, recovery codes shown
 * once), and the setup a role requires at sign-in. Codes are made with otplib from the key the page shows.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff } from '../helpers/accounts';
import { allViolations } from '../helpers/axe';
import { builtWebDir, launchBrowser, openDesktopPage, submitLogin } from '../helpers/browser';
import { call, login } from '../helpers/http';
import { ADMIN, startTestServer, type TestServer } from '../helpers/server';
import { enableTwoFactor, totpCode } from '../helpers/two-factor';

let server: TestServer;
let browser: Browser;
let admin: string;

beforeAll(async () => {
  server = await startTestServer({ webDir: builtWebDir() });
  browser = await launchBrowser();
  admin = await login(server.url, ADMIN.email, ADMIN.password);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function passwordStep(page: Page, email: string, password: string): Promise<void> {
  await submitLogin(page, server.url, email, password);
}

/** The key the setup shows, without the spaces that group it. */
const shownKey = async (page: Page) => (await page.locator('.setup-secret').textContent())!.replace(/\s/g, '');

async function expectRecoveryCodes(page: Page): Promise<void> {
  await page.getByRole('heading', { name: 'Your recovery codes' }).waitFor();
  const codes = await page.locator('.recovery-list code').allTextContents();
  expect(codes).toHaveLength(10);
  for (const code of codes) expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
}

describe('two-factor sign-in in the browser', () => {
  it('asks for the code after the password, says when it is wrong, and signs in with the right one', async () => {
    const staff = await createStaff(server.url, admin, 'browser_editor', { banner: ['read'] });
    const { secret } = await enableTwoFactor(server.url, staff.token, staff.password);
    const { page, problems } = await openDesktopPage(browser);
    await passwordStep(page, staff.email, staff.password);
    await page.getByRole('heading', { name: 'Two-factor sign-in' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('jwtToken') ?? sessionStorage.getItem('jwtToken'))).toBeNull();
    expect(await allViolations(page)).toEqual([]);

    await page.getByLabel('Code').fill('12345');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('alert').textContent()).resolves.toBe('This code is not right, or it was used already');
    await page.getByLabel('Code').fill(await totpCode(secret, 1));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL('**/admin/dashboard');
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('userInfo')!).email)).toBe(staff.email);
    expect(problems.filter((p) => !p.includes('401'))).toEqual([]);
    await page.context().close();
  });

  it('sets it up from the profile with the QR code, the first code and the password, and shows the recovery codes once', async () => {
    const staff = await createStaff(server.url, admin, 'profile_editor', { banner: ['read'] });
    const { page, problems } = await openDesktopPage(browser);
    await passwordStep(page, staff.email, staff.password);
    await page.waitForURL('**/admin/dashboard');
    // Staff reach their account page from the back office's top bar.
    await page.locator('.topbar').getByRole('link', { name: /^profile_editor\s*: your account$/ }).click();
    await page.waitForURL('**/profile');
    await page.getByRole('heading', { name: 'Two-factor sign-in' }).waitFor();
    await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
    await page.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
    const key = await shownKey(page);
    expect(key).toMatch(/^[A-Z2-7]{32}$/);
    await page.getByLabel('Code from the app').fill(await totpCode(key));
    await page.locator('#two-factor-password').fill(staff.password);
    await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
    await expectRecoveryCodes(page);
    await page.getByRole('button', { name: 'I have kept them' }).click();
    await expect(page.getByText(/^On since/).textContent()).resolves.toMatch(/^On since .*: signing in asks for a code from your authenticator app\. 10 of 10 recovery codes left\.$/);
    expect(await page.locator('.recovery-list').count()).toBe(0); // shown once
    // The page goes on with the new token: the one before was ended.
    const token = await page.evaluate(() => localStorage.getItem('jwtToken'));
    expect((await call(`${server.url}/api/auth/two-factor`, { token: token! })).body.data.enabled).toBe(true);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('sets it up at sign-in when the role requires it, then signs in', async () => {
    const staff = await createStaff(server.url, admin, 'required_browser', { banner: ['read'] });
    expect((await call(`${server.url}/api/role/${staff.roleId}`, { method: 'PATCH', token: admin, json: { requires_two_factor: true } })).status).toBe(200);
    const { page, problems } = await openDesktopPage(browser);
    await passwordStep(page, staff.email, staff.password);
    await page.getByRole('heading', { name: 'Set up two-factor sign-in' }).waitFor();
    await page.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
    expect(await page.locator('#two-factor-password').count()).toBe(0);
    await page.getByLabel('Code from the app').fill(await totpCode(await shownKey(page)));
    await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
    await expectRecoveryCodes(page);
    expect(await allViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'I have kept them: continue' }).click();
    await page.waitForURL('**/admin/dashboard');
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
