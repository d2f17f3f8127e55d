/**
 * The account pages in real Chromium: register (errors inline, then signed
 * in and greeted on the profile), the header's account menu, sign out (storage cleared, at /login),
 * "remember me" off (sessionStorage only), a forgotten password from the
 * outbox's link to a new sign-in, an email change by its mailed link, a
 * signed-out visit to a signed-in page (to /login and back), and axe-core on
 * every account page.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { severeViolations } from '../helpers/axe';
import { builtWebDir, collectProblems, gotoHydrated, launchBrowser, PAGE_TIMEOUT_MS, screenshot } from '../helpers/browser';
import { call } from '../helpers/http';
import { linkToken, waitForMail } from '../helpers/outbox';
import { ADMIN, startTestServer, type TestServer } from '../helpers/server';

let server: TestServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let problems: string[];

beforeAll(async () => {
  server = await startTestServer({ webDir: builtWebDir(), limits: { anonymousWritesPerAddress: 1000 } });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** A fresh browser profile (empty storage) per test; a context of its own, as axe needs. */
async function freshPage(): Promise<void> {
  await context?.close();
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
  page.setDefaultTimeout(PAGE_TIMEOUT_MS);
  problems = collectProblems(page);
}

async function open(route: string): Promise<void> {
  await gotoHydrated(page, `${server.url}${route}`);
}

const storage = () =>
  page.evaluate(() => ({
    local: [localStorage.getItem('jwtToken') !== null, localStorage.getItem('userInfo') !== null],
    session: [sessionStorage.getItem('jwtToken') !== null, sessionStorage.getItem('userInfo') !== null],
  }));

async function signIn(email: string, password: string, remember: boolean): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByLabel('Remember me').setChecked(remember);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

const accountBox = () => page.locator('.site-account').boundingBox();
const menuBox = () => page.locator('.site-nav .menu').boundingBox();

describe('accounts in the browser', () => {
  it('registers with errors shown inline, then is signed in with the account menu in the header', async () => {
    await freshPage();
    await open('/');
    const header = page.locator('header');
    await header.getByRole('link', { name: 'Register' }).waitFor();
    const visitorBoxes = [await accountBox(), await menuBox()];
    await header.getByRole('link', { name: 'Register' }).click();
    await page.waitForURL('**/register');

    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.locator('#first_name-error').textContent()).resolves.toBe('This field is required');
    await expect(page.locator('#email-error').textContent()).resolves.toBe('This field is required');
    await expect(page.locator('#password-error').textContent()).resolves.toBe('This field is required');
    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('Email').fill('admin@test.local'); // taken: the API says so beside the field
    await page.getByLabel('Password (at least 8 characters)').fill('short');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.locator('#password-error').textContent()).resolves.toBe('Use at least 8 characters');
    await page.getByLabel('Password (at least 8 characters)').fill('ada-password-1');
    await page.getByLabel('Repeat the password').fill('ada-password-2');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.locator('#password_repeat-error').textContent()).resolves.toBe('The two passwords differ');
    await page.getByLabel('Repeat the password').fill('ada-password-1');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.locator('#email-error', { hasText: 'An account with this email exists already' }).waitFor();
    await expect(page.locator('#email').getAttribute('aria-invalid')).resolves.toBe('true');

    await page.getByLabel('Email').fill('ada@test.local');
    await page.getByRole('button', { name: 'Create account' }).click();
    // On the profile, greeted: not the home page without a word.
    await page.waitForURL(`${server.url}/profile`);
    await expect(page.getByRole('status').filter({ hasText: 'Welcome' }).textContent()).resolves.toBe(
      'Welcome, Ada: your account is ready. Add your details below, or browse the shop.',
    );
    for (const width of [1366, 390]) await screenshot(page, `customers-welcome-${width}`, { width, fullPage: false });
    await page.setViewportSize({ width: 1280, height: 900 });
    await header.locator('summary', { hasText: 'Ada' }).waitFor();
    expect(await storage()).toEqual({ local: [true, true], session: [false, false] });
    // The menu took the visitor links' place without moving anything.
    expect([await accountBox(), await menuBox()]).toEqual(visitorBoxes);
    await header.locator('summary', { hasText: 'Ada' }).click();
    await header.getByRole('link', { name: 'Profile' }).waitFor();
    await expect(header.getByRole('link', { name: 'Admin' }).count()).resolves.toBe(0);
    await waitForMail(server.outboxDir, 'ada@test.local');
    expect(problems.filter((p) => !p.includes('409'))).toEqual([]);
  });

  it('signs out: the token ends on the server, storage is cleared, and the page is /login', async () => {
    const token = await page.evaluate(() => localStorage.getItem('jwtToken'));
    await page.locator('header').getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL('**/login?signed-out=1');
    await page.getByText('You have signed out.').waitFor();
    expect(await storage()).toEqual({ local: [false, false], session: [false, false] });
    expect((await call(`${server.url}/api/auth/me`, { token: token! })).status).toBe(401);
  });

  it('keeps the session in sessionStorage only when "remember me" is off', async () => {
    await open('/login');
    await signIn('ada@test.local', 'ada-password-1', false);
    await page.waitForURL(`${server.url}/`);
    expect(await storage()).toEqual({ local: [false, false], session: [true, true] });
    expect(JSON.parse((await page.evaluate(() => sessionStorage.getItem('userInfo')))!)).toMatchObject({ email: 'ada@test.local', first_name: 'Ada' });
  });

  it('shows staff an Admin entry in the account menu', async () => {
    await freshPage();
    await open('/login');
    await signIn(ADMIN.email, ADMIN.password, true);
    await page.waitForURL('**/admin/dashboard');
    await open('/about');
    await page.locator('header summary').click();
    await expect(page.locator('header').getByRole('link', { name: 'Admin' }).getAttribute('href')).resolves.toBe('/admin/dashboard');
  });

  it('resets a forgotten password with the mailed link, once, and signs in with the new one', async () => {
    await freshPage();
    await open('/login');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    // The login page has an Email field too: fill the one of the next page.
    await page.waitForURL('**/forgot-password');
    await page.getByLabel('Email').fill('ada@test.local');
    await page.getByRole('button', { name: 'Send the link' }).click();
    await page.getByText('If an account uses this address, we sent it a link to choose a new password.', { exact: false }).waitFor();
    const mails = await waitForMail(server.outboxDir, 'ada@test.local', 2);
    const token = linkToken(mails[1]!, 'http://site.test/reset-password');

    await open(`/reset-password?token=${token}`);
    await page.getByLabel('New password (at least 8 characters)').fill('ada-new-password');
    await page.getByLabel('Repeat the new password').fill('ada-new-password');
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await page.getByText('Your password was changed, and every earlier sign-in has ended.').waitFor();
    await page.getByRole('link', { name: 'Sign in' }).last().click();
    await page.waitForURL('**/login');
    await signIn('ada@test.local', 'ada-new-password', true);
    await page.waitForURL(`${server.url}/`);

    await open(`/reset-password?token=${token}`);
    await page.getByLabel('New password (at least 8 characters)').fill('ada-third-password');
    await page.getByLabel('Repeat the new password').fill('ada-third-password');
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await page.getByRole('alert').getByText('This link was used already. Ask for a new one.').waitFor();
    expect(problems.filter((p) => !p.includes('400'))).toEqual([]);
  });

  it('changes the email only through the link mailed to the new address', async () => {
    await open('/email-change');
    await page.getByLabel('New email').fill('ada.lovelace@test.local');
    await page.getByLabel('Your current password').fill('ada-new-password');
    await page.getByRole('button', { name: 'Send the link' }).click();
    await page.getByText('We sent a link to ada.lovelace@test.local.', { exact: false }).waitFor();
    const [mail] = await waitForMail(server.outboxDir, 'ada.lovelace@test.local');
    await open(`/email-change?token=${linkToken(mail!, 'http://site.test/email-change')}`);
    await page.getByRole('button', { name: 'Confirm the new address' }).click();
    await page.getByText('Done: your account now signs in with ada.lovelace@test.local.').waitFor();
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('userInfo')))!).email).toBe('ada.lovelace@test.local');
  });

  it('sends a signed-out visitor of /profile to /login, and back to /profile after signing in', async () => {
    await freshPage();
    await open('/profile');
    await page.waitForURL('**/login');
    await signIn('ada.lovelace@test.local', 'ada-new-password', true);
    await page.waitForURL('**/profile');
    await page.getByRole('heading', { level: 1, name: 'Ada' }).waitFor();
    expect(problems).toEqual([]);
  });

  it('changes the password on /profile with the current one: this tab goes on with a new token, older ones end', async () => {
    const before = (await page.evaluate(() => localStorage.getItem('jwtToken')))!;
    const form = page.getByRole('form', { name: 'Change your password' });
    await form.getByLabel('Current password').fill('not-my-password');
    await form.getByLabel('New password (at least 8 characters)').fill('ada-fourth-password');
    await form.getByLabel('Repeat the new password').fill('ada-fourth-password');
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(page.locator('#current_password-error').textContent()).resolves.toBe('This is not your current password');
    await form.getByLabel('Current password').fill('ada-new-password');
    await form.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Your password was changed. Other devices were signed out.').waitFor();
    const after = (await page.evaluate(() => localStorage.getItem('jwtToken')))!;
    expect(after).not.toBe(before);
    expect((await call(`${server.url}/api/auth/me`, { token: before })).status).toBe(401);
    expect((await call(`${server.url}/api/auth/me`, { token: after })).status).toBe(200);
    expect((await call(`${server.url}/api/auth/login`, { method: 'POST', json: { email: 'ada.lovelace@test.local', password: 'ada-fourth-password' } })).status).toBe(200);
  });
});

describe('the account pages as the server sends them', () => {
  it.each([
    ['/login', 'Sign in'],
    ['/register', 'Create an account'],
    ['/forgot-password', 'Forgot your password?'],
    ['/reset-password?token=abc', 'Choose a new password'],
  ])('%s arrives rendered, its form posting (a password never goes into a URL)', async (route, heading) => {
    const res = await fetch(`${server.url}${route}`);
    const html = await res.text();
    expect(res.status).toBe(200);
    expect(html).toContain(`<h1>${heading}</h1>`);
    expect(html).toMatch(/<form class="auth-card"[^>]* method="post"/);
  });
});

describe('accessibility of the account pages (axe-core)', () => {
  // /profile is checked with the profile pages (profile.test.ts).
  it.each(['/register', '/login', '/forgot-password', '/reset-password?token=abc', '/email-change?token=abc', '/email-change'])('%s has no serious or critical violation', async (route) => {
    // The last one needs a session.
    if (route === '/register') await freshPage();
    if (route === '/email-change') {
      await open('/login');
      await signIn('ada.lovelace@test.local', 'ada-fourth-password', true);
      await page.waitForURL(`${server.url}/`);
    }
    await open(route);
    await page.locator('h1').first().waitFor();
    expect(await severeViolations(page)).toEqual([]);
  });
});
