/**
 * With JavaScript off in Chromium, the contact form, the newsletter sign-up
 * and the forgotten-password pages still work: the browser posts them, the
 * server's route actions answer with the errors in the page, the result, or a
 * redirect to the thank-you state.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtWebDir, collectProblems, gotoHydrated, launchBrowser, PAGE_TIMEOUT_MS } from '../helpers/browser';
import { call, login } from '../helpers/http';
import { linkToken, waitForMail } from '../helpers/outbox';
import { ADMIN, startTestServer, type TestServer } from '../helpers/server';

let server: TestServer;
let browser: Browser;
let context: BrowserContext;
let admin: string;

beforeAll(async () => {
  server = await startTestServer({ webDir: builtWebDir(), demoContent: true });
  admin = await login(server.url, ADMIN.email, ADMIN.password);
  browser = await launchBrowser();
  context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function newPage(): Promise<Page> {
  const page = await context.newPage();
  page.setDefaultTimeout(PAGE_TIMEOUT_MS);
  return page;
}

describe('with JavaScript off', () => {
  it('the contact form shows the errors in the page, keeps what was typed, then thanks the sender', async () => {
    const page = await newPage();
    await page.goto(`${server.url}/contact`);
    await page.locator('#name').fill('Barbara Liskov');
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.locator('#subject-error', { hasText: 'This field is required' }).waitFor();
    await expect(page.locator('#name').inputValue()).resolves.toBe('Barbara Liskov');
    await expect(page.locator('#email').getAttribute('aria-invalid')).resolves.toBe('true');

    await page.locator('#email').fill('barbara@example.com');
    await page.getByLabel('Interested in').selectOption({ label: 'Cloud Migration' });
    await page.locator('#subject').fill('Substituting our legacy platform');
    await page.locator('#message').fill('We would like to talk about a migration.');
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.getByRole('heading', { name: 'Thank you!' }).waitFor();
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/contact?sent=1');
    // The thank-you state is a GET: reloading it sends nothing again.
    await page.reload();
    const stored = await call(`${server.url}/api/contact?q=Substituting`, { token: admin });
    expect(stored.body.meta.total).toBe(1);
    expect(stored.body.data[0].service_id).toBe(1);
    await page.close();
  });

  it('the newsletter subscribes an address once; the second try says it is already subscribed', async () => {
    const page = await newPage();
    await page.goto(`${server.url}/about`);
    await page.getByLabel('E-mail address').fill('edsger@example.com');
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await page.getByText('Thank you! You are now subscribed to our newsletter.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/newsletter');
    await page.getByLabel('E-mail address').fill('edsger@example.com');
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await page.getByText('This address is already subscribed.').waitFor();
    expect((await call(`${server.url}/api/subscriber?filter[email]=edsger@example.com`, { token: admin })).body.meta.total).toBe(1);
    await page.close();
  });

  it('a forgotten password: the mailed link, a new password, then a sign-in with it', async () => {
    const registered = await call(`${server.url}/api/auth/register`, { method: 'POST', json: { first_name: 'Alan', last_name: 'Kay', email: 'alan@example.com', password: 'alan-old-password' } });
    expect(registered.status).toBe(201);
    const page = await newPage();
    await page.goto(`${server.url}/forgot-password`);
    await page.getByLabel('Email').fill('alan@example');
    await page.getByRole('button', { name: 'Send the link' }).click();
    await page.locator('#email-error', { hasText: 'Enter a valid email address' }).waitFor();
    await expect(page.getByLabel('Email').inputValue()).resolves.toBe('alan@example');
    await page.getByLabel('Email').fill('alan@example.com');
    await page.getByRole('button', { name: 'Send the link' }).click();
    await page.getByText('If an account uses this address, we sent it a link to choose a new password.', { exact: false }).waitFor();
    // The registration mail came first; the reset mail is the second.
    const mails = await waitForMail(server.outboxDir, 'alan@example.com', 2);
    const token = linkToken(mails[1]!, 'http://site.test/reset-password');

    await page.goto(`${server.url}/reset-password?token=${token}`);
    await page.getByLabel('New password (at least 8 characters)').fill('alan-new-password');
    await page.getByLabel('Repeat the new password').fill('alan-other-password');
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await page.locator('#password_repeat-error', { hasText: 'The two passwords differ' }).waitFor();
    // Passwords are never sent back into the page.
    await expect(page.getByLabel('New password (at least 8 characters)').inputValue()).resolves.toBe('');
    await page.getByLabel('New password (at least 8 characters)').fill('alan-new-password');
    await page.getByLabel('Repeat the new password').fill('alan-new-password');
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await page.getByText('Your password was changed, and every earlier sign-in has ended.').waitFor();
    expect((await call(`${server.url}/api/auth/login`, { method: 'POST', json: { email: 'alan@example.com', password: 'alan-new-password' } })).status).toBe(200);
    expect((await call(`${server.url}/api/auth/login`, { method: 'POST', json: { email: 'alan@example.com', password: 'alan-old-password' } })).status).toBe(401);

    // The link works once: sent again, the page says so above the form.
    await page.goto(`${server.url}/reset-password?token=${token}`);
    await page.getByLabel('New password (at least 8 characters)').fill('alan-third-password');
    await page.getByLabel('Repeat the new password').fill('alan-third-password');
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await page.getByRole('alert').getByText('This link was used already. Ask for a new one.').waitFor();
    await page.close();
  });

  it('a page answered to a form post hydrates cleanly once JavaScript runs', async () => {
    const page = await (await browser.newContext()).newPage();
    page.setDefaultTimeout(PAGE_TIMEOUT_MS);
    const problems = collectProblems(page);
    await gotoHydrated(page, `${server.url}/contact`);
    await page.locator('#name').fill('Frances Allen');
    // form.submit() skips the submit handler: the browser posts as it would before the script ran.
    await Promise.all([page.waitForURL(`${server.url}/contact`), page.evaluate(() => document.querySelector<HTMLFormElement>('form.contact-form')!.submit())]);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await page.locator('#subject-error', { hasText: 'This field is required' }).waitFor();
    await expect(page.locator('#name').inputValue()).resolves.toBe('Frances Allen');
    // Hydrated with the action's data: the hydrated form still sends inline.
    await page.locator('#email').fill('frances@example.com');
    await page.locator('#subject').fill('Compilers');
    await page.locator('#message').fill('About optimising compilers.');
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.getByRole('heading', { name: 'Thank you, Frances Allen!' }).waitFor();
    expect(problems.filter((p) => !p.includes('status of 400'))).toEqual([]);
    await page.close();
  });
});
