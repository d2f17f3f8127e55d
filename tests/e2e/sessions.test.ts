/**
 * Issue 7, item 5 in the admin client: an expired token sends the user to
 * sign in again; Sign Out ends the token on the server, not only in the
 * browser; "Sign out everywhere" on the user screen ends another user's tokens.
 * Issue 29 item 13: public pages never need a valid session: a refused token
 * is dropped quietly and the header says "Sign in"; pages that need a sign-in
 * still send the visitor to /login?expired=1.
 */
import jwt from 'jsonwebtoken';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCustomer } from '../helpers/accounts';
import { builtWebDir, launchBrowser, PAGE_TIMEOUT_MS, submitLogin } from '../helpers/browser';
import { call } from '../helpers/http';
import { addProduct } from '../helpers/shop';
import { ADMIN, startTestServer, TEST_SECRET, type TestServer } from '../helpers/server';

let server: TestServer;
let browser: Browser;
const problems: string[] = [];

beforeAll(async () => {
  server = await startTestServer({ webDir: builtWebDir() });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function signIn(): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  page.setDefaultTimeout(PAGE_TIMEOUT_MS);
  page.on('pageerror', (error) => problems.push(error.message));
  await submitLogin(page, server.url, ADMIN.email, ADMIN.password);
  // The first sign-in of the file loads the admin bundle in a cold browser page: on a busy 2-core run that took over 8 s once.
  await page.waitForURL('**/admin/dashboard', { timeout: 30_000 });
  return page;
}

const storedToken = (page: Page) => page.evaluate(() => sessionStorage.getItem('jwtToken') ?? localStorage.getItem('jwtToken'));
const me = (token: string) => call(`${server.url}/api/auth/me`, { token });

describe('the admin client', () => {
  it('sends a user whose token expired to sign in again, and back to the same page afterwards', async () => {
    const page = await signIn();
    const claims = jwt.decode((await storedToken(page))!) as { sub: string; ver: number };
    const expired = jwt.sign({ sub: claims.sub, ver: claims.ver, exp: Math.floor(Date.now() / 1000) - 60 }, TEST_SECRET, { algorithm: 'HS256' });
    expect(await me(expired)).toEqual({ status: 401, body: { error: { message: 'Your session has expired; sign in again' } } });

    await page.evaluate((token) => {
      const storage = sessionStorage.getItem('jwtToken') ? sessionStorage : localStorage;
      storage.setItem('jwtToken', token);
    }, expired);
    // The dashboard's own calls may already meet the expired token and redirect, aborting this navigation.
    await page.goto(`${server.url}/admin/banner-list`).catch(() => undefined);
    await page.waitForURL('**/login?expired=1');
    await expect(page.getByText('Your session has expired. Please sign in again.').isVisible()).resolves.toBe(true);
    expect(await storedToken(page)).toBeNull();

    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Password').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    // Back to the page the expired session was on.
    await page.waitForURL('**/admin/banner-list');
    await page.close();
  });

  it('ends the token on the server at Sign Out', async () => {
    const page = await signIn();
    const token = (await storedToken(page))!;
    expect((await me(token)).status).toBe(200);
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL('**/login?signed-out=1');
    expect(await storedToken(page)).toBeNull();
    expect(await me(token)).toEqual({ status: 401, body: { error: { message: 'You were signed out; sign in again' } } });
    await page.close();
  });

  it('signs another user out everywhere from the user screen', async () => {
    const customer = await registerCustomer(server.url, 'lost-phone@test.local');
    const page = await signIn();
    await page.goto(`${server.url}/admin/user-role`);
    await page.getByRole('button', { name: 'Sign out lost-phone@test.local everywhere' }).click();
    await page.getByText('lost-phone@test.local is signed out everywhere').waitFor();
    expect((await me(customer.token)).status).toBe(401);
    await page.close();
    expect(problems).toEqual([]);
  });
});

describe('the public site with a session the server no longer accepts', () => {
  /** A customer whose token was ended by signing out elsewhere, kept in the browser as a remembered sign-in. */
  async function revokedVisitor(email: string): Promise<{ page: Page; token: string }> {
    const customer = await registerCustomer(server.url, email);
    const user = (await me(customer.token)).body.data;
    expect((await call(`${server.url}/api/auth/logout`, { method: 'POST', token: customer.token })).status).toBe(204);
    expect((await me(customer.token)).status).toBe(401);
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    page.setDefaultTimeout(PAGE_TIMEOUT_MS);
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto(`${server.url}/login`);
    await page.evaluate(
      ({ token, user }) => {
        localStorage.setItem('jwtToken', token);
        localStorage.setItem('userInfo', JSON.stringify(user));
        localStorage.setItem('cart', JSON.stringify([{ product_id: 1, quantity: 2 }]));
      },
      { token: customer.token, user },
    );
    return { page, token: customer.token };
  }

  it('a product page stays where it is, drops the token quietly and shows "Sign in" (the cart stays)', async () => {
    const id = await addProduct(server.db, { name: 'Session Probe Licence', price: 990, quantity: 3 });
    const { page, token } = await revokedVisitor('revoked-visitor@test.local');
    // The server never needs the session: the first HTML is the signed-out one whatever the request carries.
    const html = await (await fetch(`${server.url}/product-details/${id}`, { headers: { Authorization: `Bearer ${token}` } })).text();
    expect(html).toContain('>Sign in</a>');
    await page.goto(`${server.url}/product-details/${id}`);
    await page.getByRole('heading', { level: 1, name: 'Session Probe Licence' }).waitFor();
    await page.locator('header').getByRole('link', { name: 'Sign in' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(new URL(page.url()).pathname).toBe(`/product-details/${id}`);
    expect(await storedToken(page)).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('userInfo'))).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('cart'))).toBe('[{"product_id":1,"quantity":2}]');
    await expect(page.locator('header').getByText('Cust', { exact: true }).count()).resolves.toBe(0);
    await page.close();
  });

  it('the home page too, which makes no signed-in call of its own', async () => {
    const { page } = await revokedVisitor('revoked-home@test.local');
    await page.goto(`${server.url}/`);
    await page.locator('header').getByRole('link', { name: 'Sign in' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await storedToken(page)).toBeNull();
    await page.close();
  });

  it('the profile page, which needs a sign-in, still sends the visitor to /login?expired=1', async () => {
    const { page } = await revokedVisitor('revoked-profile@test.local');
    await page.goto(`${server.url}/profile`);
    await page.waitForURL('**/login?expired=1');
    await expect(page.getByText('Your session has expired. Please sign in again.').isVisible()).resolves.toBe(true);
    expect(await storedToken(page)).toBeNull();
    await page.close();
    expect(problems).toEqual([]);
  });
});

