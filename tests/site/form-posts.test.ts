/**
 * Forms sent without JavaScript (`<form method="post">` to /contact and
 * /newsletter), over plain HTTP: post/redirect/get on success, the page with
 * the errors otherwise, refused from another site (CSRF) or in another body
 * type, and counted per visitor by the API's rate limit, not per server.
 * The test client is on loopback, which the app trusts as a proxy, so
 * `X-Forwarded-For` names a visitor per test.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login } from '../helpers/http';
import { ADMIN, startTestServer, type TestServer } from '../helpers/server';
import { ROOT } from '../helpers/temp-project';

let server: TestServer;
let admin: string;

beforeAll(async () => {
  if (!existsSync(path.join(ROOT, 'dist/server/entry-server.js'))) throw new Error('dist/server is missing: run `npm run build:web` first (npm test does)');
  server = await startTestServer({ webDir: path.join(ROOT, 'dist/web'), demoContent: true, limits: { anonymousWritesPerAddress: 3 } });
  admin = await login(server.url, ADMIN.email, ADMIN.password);
});
afterAll(() => server?.close());

async function post(pathname: string, fields: Record<string, string>, headers: Record<string, string>) {
  const res = await fetch(`${server.url}${pathname}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: server.url, ...headers },
    body: new URLSearchParams(fields).toString(),
  });
  return { status: res.status, location: res.headers.get('location'), html: await res.text() };
}

const contactsAbout = async (subject: string) => (await call(`${server.url}/api/contact?q=${encodeURIComponent(subject)}`, { token: admin })).body.meta.total as number;
const message = (subject: string) => ({ name: 'Linus Pauling', email: 'linus@example.com', subject, message: 'Please call me back.' });

describe('a form that needs JavaScript, sent before the page\'s script ran', () => {
  it('leads back to its page by GET (303), for sign-in and registration alike', async () => {
    for (const pathname of ['/login', '/register', '/login?expired=1']) {
      const sent = await post(pathname, { email: 'grace@test.local', password: 'grace-password-1' }, { 'X-Forwarded-For': '203.0.113.40' });
      expect(sent, pathname).toEqual({ status: 303, location: pathname, html: `See Other. Redirecting to ${pathname}` });
    }
    const page = await fetch(`${server.url}/login`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>Sign in | Nimbus Consulting</title>');
  });
});

describe('the contact form without JavaScript', () => {
  it('creates the message and redirects to the thank-you state (303)', async () => {
    const sent = await post('/contact', message('Quote for a data platform'), { 'X-Forwarded-For': '203.0.113.1' });
    expect(sent.status).toBe(303);
    expect(sent.location).toBe('/contact?sent=1');
    expect(await contactsAbout('Quote for a data platform')).toBe(1);
    const thanks = await (await fetch(`${server.url}/contact?sent=1`)).text();
    expect(thanks).toContain('<h2>Thank you!</h2>');
    expect(thanks).toContain('Your message has reached our team.');
  });

  it('answers the page again with the errors inline and what was typed', async () => {
    const refused = await post('/contact', { name: 'Linus Pauling', email: 'not-an-address', subject: '', message: '' }, { 'X-Forwarded-For': '203.0.113.2' });
    expect(refused.status).toBe(400);
    expect(refused.html).toMatch(/<p class="field-error" id="subject-error">This field is required<\/p>/);
    expect(refused.html).toMatch(/id="email-error">[^<]+</);
    expect(refused.html).toContain('value="Linus Pauling"');
    expect(refused.html).toContain('<title>Contact us | Nimbus Consulting</title>');
  });

  it('is refused from another site, and without any sign of its origin, before anything is created', async () => {
    const forged = await post('/contact', message('Cross-site forgery'), { Origin: 'https://evil.example', 'X-Forwarded-For': '203.0.113.3' });
    expect(forged.status).toBe(403);
    const anonymous = await post('/contact', message('Cross-site forgery'), { Origin: '', 'X-Forwarded-For': '203.0.113.3' });
    expect(anonymous.status).toBe(403);
    const opaque = await post('/contact', message('Cross-site forgery'), { Origin: 'null', 'X-Forwarded-For': '203.0.113.3' });
    expect(opaque.status).toBe(403);
    expect(await contactsAbout('Cross-site forgery')).toBe(0);
    // Browsers that leave Origin out still say where the form came from.
    const sameSite = await post('/contact', message('Sent without Origin'), { Origin: '', 'Sec-Fetch-Site': 'same-origin', 'X-Forwarded-For': '203.0.113.3' });
    expect(sameSite.status).toBe(303);
    // Behind a proxy that ends TLS the request reads http://, the browser's Origin is PUBLIC_URL's (the test server's http://site.test).
    const proxied = await post('/contact', message('Sent through the proxy'), { Origin: 'http://site.test', 'X-Forwarded-For': '203.0.113.3' });
    expect(proxied.status).toBe(303);
  });

  it('takes only URL-encoded forms', async () => {
    const res = await fetch(`${server.url}/contact`, { method: 'POST', headers: { 'Content-Type': 'application/json', Origin: server.url }, body: JSON.stringify(message('As JSON')) });
    expect(res.status).toBe(415);
    expect(await contactsAbout('As JSON')).toBe(0);
  });

  it("counts the visitor's address against the flood limit, not the server's", async () => {
    for (let i = 1; i <= 3; i++) expect((await post('/contact', message(`Flood ${i}`), { 'X-Forwarded-For': '198.51.100.7' })).status).toBe(303);
    const fourth = await post('/contact', message('Flood 4'), { 'X-Forwarded-For': '198.51.100.7' });
    expect(fourth.status).toBe(429);
    expect(fourth.html).toContain('Too many submissions from your address');
    expect((await post('/contact', message('Another visitor'), { 'X-Forwarded-For': '198.51.100.8' })).status).toBe(303);
  });
});

describe('the newsletter sign-up without JavaScript', () => {
  it('subscribes once (303 to the thank-you state), then says the address is already subscribed', async () => {
    const first = await post('/newsletter', { email: 'rosalind@example.com' }, { 'X-Forwarded-For': '203.0.113.9' });
    expect(first.status).toBe(303);
    expect(first.location).toBe('/newsletter?subscribed=1');
    expect(await (await fetch(`${server.url}/newsletter?subscribed=1`)).text()).toContain('Thank you! You are now subscribed to our newsletter.');
    const again = await post('/newsletter', { email: 'rosalind@example.com' }, { 'X-Forwarded-For': '203.0.113.9' });
    expect(again.status).toBe(409);
    expect(again.html).toContain('This address is already subscribed.');
    expect((await call(`${server.url}/api/subscriber?filter[email]=rosalind@example.com`, { token: admin })).body.meta.total).toBe(1);
  });
});

describe('the password pages without JavaScript', () => {
  const forgotAnswer = 'If an account uses this address, we sent it a link to choose a new password.';

  it('forgot-password answers the page with the API\'s words, or the field error and what was typed', async () => {
    const sent = await post('/forgot-password', { email: 'nobody@example.com' }, { 'X-Forwarded-For': '203.0.113.20' });
    expect(sent.status).toBe(200);
    expect(sent.html).toContain(forgotAnswer);
    expect(sent.html).toContain('<title>Forgot your password? | Nimbus Consulting</title>');
    const refused = await post('/forgot-password', { email: 'nobody@example' }, { 'X-Forwarded-For': '203.0.113.20' });
    expect(refused.status).toBe(400);
    expect(refused.html).toMatch(/id="email-error">Enter a valid email address</);
    expect(refused.html).toContain('value="nobody@example"');
    expect(refused.html).not.toContain(forgotAnswer);
  });

  it("counts the visitor's address against the API's flood limit, not the server's", async () => {
    for (let i = 1; i <= 3; i++) expect((await post('/forgot-password', { email: `flood${i}@example.com` }, { 'X-Forwarded-For': '198.51.100.20' })).status).toBe(200);
    const fourth = await post('/forgot-password', { email: 'flood4@example.com' }, { 'X-Forwarded-For': '198.51.100.20' });
    expect(fourth.status).toBe(429);
    expect(fourth.html).toContain('Too many submissions from your address');
    expect(fourth.html).not.toContain(forgotAnswer);
    expect((await post('/forgot-password', { email: 'flood5@example.com' }, { 'X-Forwarded-For': '198.51.100.21' })).status).toBe(200);
  });

  it('reset-password checks the repeat as the page does, and says when the link is no good; passwords never come back', async () => {
    const differ = await post('/reset-password?token=abc', { password: 'secret-one-1', password_repeat: 'secret-two-2' }, { 'X-Forwarded-For': '203.0.113.21' });
    expect(differ.status).toBe(400);
    expect(differ.html).toMatch(/id="password_repeat-error">The two passwords differ</);
    const badLink = await post('/reset-password?token=abc', { password: 'secret-one-1', password_repeat: 'secret-one-1' }, { 'X-Forwarded-For': '203.0.113.21' });
    expect(badLink.status).toBe(400);
    expect(badLink.html).toMatch(/<p class="site-error" role="alert">[^<]+<\/p>/);
    expect(badLink.html).toContain('href="/forgot-password"');
    for (const answer of [differ, badLink]) expect(answer.html).not.toContain('secret-');
  });
});
