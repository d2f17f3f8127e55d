/**
 * Mailed account links: forgotten passwords and email changes. Links carry
 * single-use tokens that expire, stored only as SHA-256; forgot-password
 * never tells whether an address has an account. The clock is moved by
 * rewriting a token's stored expiry, never by waiting.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOutbox } from '../../runtime-server/mail/outbox';
import { registerCustomer } from '../helpers/accounts';
import { call, login } from '../helpers/http';
import { linkToken, waitForMail } from '../helpers/outbox';
import { bcryptMatches } from '../helpers/passwords';
import { startTestServer, type TestServer } from '../helpers/server';

const RESET_PAGE = 'http://site.test/reset-password';
const CHANGE_PAGE = 'http://site.test/email-change';
const FORGOT_ANSWER = { data: { message: 'If an account uses this address, we sent it a link to choose a new password. The link works for one hour.' } };
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

let server: TestServer;
beforeAll(async () => {
  // Many sign-ups and links from one address: the limit on writes without a sign-in is tested on its own below.
  server = await startTestServer({ limits: { anonymousWritesPerAddress: 1000 } });
});
afterAll(() => server?.close());

const forgot = (email: string) => call(`${server.url}/api/auth/forgot-password`, { method: 'POST', json: { email } });
const reset = (token: string, password: string) => call(`${server.url}/api/auth/reset-password`, { method: 'POST', json: { token, password } });
const confirmEmail = (token: string) => call(`${server.url}/api/auth/email/confirm`, { method: 'POST', json: { token } });
const passwordOf = async (id: number) => (await server.db('users').where({ id }).first('password')).password as string;
const emailOf = async (id: number) => (await server.db('users').where({ id }).first('email')).email as string;

describe('registering', () => {
  it('mails a welcome to the new account', async () => {
    await registerCustomer(server.url, 'welcome@test.local');
    const [mail] = await waitForMail(server.outboxDir, 'welcome@test.local');
    expect(mail!.subject).toBe('Welcome: your account is ready');
    expect(mail!.text).toContain('Sign in: http://site.test/login');
  });
});

describe('forgot-password', () => {
  it('answers alike for known and unknown addresses, and mails only the known one a reset link', async () => {
    await registerCustomer(server.url, 'known@test.local');
    const unknown = await forgot('nobody-here@test.local');
    const known = await forgot(' Known@Test.Local ');
    expect(unknown).toEqual({ status: 202, body: FORGOT_ANSWER });
    expect(known).toEqual({ status: 202, body: FORGOT_ANSWER });
    const [mail] = await waitForMail(server.outboxDir, 'known@test.local', 2); // the welcome, then the link
    expect(readOutbox(server.outboxDir, 'known@test.local').map((m) => m.subject)).toEqual(['Welcome: your account is ready', 'Reset your password']);
    expect(linkToken(readOutbox(server.outboxDir, 'known@test.local')[1]!, RESET_PAGE)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(mail).toBeDefined();
    expect(readOutbox(server.outboxDir, 'nobody-here@test.local')).toEqual([]);
  });

  it('answers before looking the address up: a database held busy does not delay the answer', async () => {
    await registerCustomer(server.url, 'busy@test.local');
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    // The users table held by a transaction: SQLite's one connection (every query of the server waits), PostgreSQL's table lock.
    const transaction = server.db.transaction(async (trx) => {
      if (/pg|postgres/.test(String(trx.client.config.client))) await trx.raw('LOCK TABLE users IN ACCESS EXCLUSIVE MODE');
      else await trx('users').where({ id: 0 }).update({ updated_at: 'x' });
      await held;
    });
    try {
      const started = Date.now();
      const answer = await Promise.race([forgot('busy@test.local'), new Promise<'waited'>((resolve) => setTimeout(() => resolve('waited'), 3000))]);
      expect(answer).toEqual({ status: 202, body: FORGOT_ANSWER });
      expect(Date.now() - started).toBeLessThan(3000);
      expect(readOutbox(server.outboxDir, 'busy@test.local').map((m) => m.subject)).not.toContain('Reset your password');
    } finally {
      release();
    }
    await transaction;
    const mails = await waitForMail(server.outboxDir, 'busy@test.local', 2);
    expect(mails.map((m) => m.subject)).toEqual(['Welcome: your account is ready', 'Reset your password']);
  });

  it('refuses a malformed address the same way whoever asks', async () => {
    expect(await forgot('not-an-email')).toEqual({ status: 400, body: { error: { message: 'Please correct the highlighted fields', fields: { email: 'Enter a valid email address' } } } });
  });

  it('sends one account at most three links an hour, answering every request alike', async () => {
    await registerCustomer(server.url, 'flood@test.local');
    for (let i = 0; i < 5; i++) expect(await forgot('flood@test.local')).toEqual({ status: 202, body: FORGOT_ANSWER });
    await waitForMail(server.outboxDir, 'flood@test.local', 4);
    await new Promise((resolve) => setTimeout(resolve, 300)); // the last two requests' work has run by now
    expect(readOutbox(server.outboxDir, 'flood@test.local').filter((m) => m.subject === 'Reset your password')).toHaveLength(3);
  });

  // Fails without the lock on PostgreSQL (several connections); SQLite's one connection serialises the requests anyway.
  it('holds the cap for requests sent all at once (counted and issued under one lock)', async () => {
    await registerCustomer(server.url, 'burst@test.local');
    const answers = await Promise.all(Array.from({ length: 8 }, () => forgot('burst@test.local')));
    for (const answer of answers) expect(answer).toEqual({ status: 202, body: FORGOT_ANSWER });
    await waitForMail(server.outboxDir, 'burst@test.local', 4);
    await new Promise((resolve) => setTimeout(resolve, 500)); // the other requests' work has run by now
    expect(readOutbox(server.outboxDir, 'burst@test.local').filter((m) => m.subject === 'Reset your password')).toHaveLength(3);
    const user = await server.db('users').where({ email: 'burst@test.local' }).first('id');
    expect(Number((await server.db('account_tokens').where({ user_id: user.id, purpose: 'password_reset' }).count({ n: '*' }).first())!.n)).toBe(3);
  });
});

describe('reset-password', () => {
  let user: { id: number; token: string; password: string };
  let token: string;

  beforeAll(async () => {
    user = await registerCustomer(server.url, 'resetter@test.local', 'old-password-1');
    await forgot('resetter@test.local');
    token = linkToken((await waitForMail(server.outboxDir, 'resetter@test.local', 2))[1]!, RESET_PAGE);
  });

  it('stores only the SHA-256 of the token, expiring one hour after it was made', async () => {
    const rows = await server.db('account_tokens').where({ user_id: user.id });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ purpose: 'password_reset', token_hash: sha256(token), used_at: null, new_email: null });
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(Date.parse(rows[0].expires_at) - new Date(rows[0].created_at).getTime()).toBe(60 * 60 * 1000);
  });

  it('refuses a weak password, keeping the token', async () => {
    expect(await reset(token, 'short')).toEqual({ status: 400, body: { error: { message: 'Please correct the highlighted fields', fields: { password: 'Use at least 8 characters' } } } });
    expect((await server.db('account_tokens').where({ token_hash: sha256(token) }).first()).used_at).toBeNull();
  });

  it('sets the new password once, ends every sign-in, and refuses the same link again', async () => {
    expect(await reset(token, 'new-password-1')).toEqual({ status: 204, body: undefined });
    expect(bcryptMatches('new-password-1', await passwordOf(user.id))).toBe(true);
    expect((await call(`${server.url}/api/auth/me`, { token: user.token })).status).toBe(401);
    expect((await call(`${server.url}/api/auth/login`, { method: 'POST', json: { email: 'resetter@test.local', password: 'old-password-1' } })).status).toBe(401);
    await login(server.url, 'resetter@test.local', 'new-password-1');

    const again = await reset(token, 'third-password-1');
    expect(again).toEqual({ status: 400, body: { error: { message: 'This link was used already. Ask for a new one.', fields: { token: 'This link was used already. Ask for a new one.' } } } });
    expect(bcryptMatches('new-password-1', await passwordOf(user.id))).toBe(true);
  });

  it('refuses an expired link and changes nothing', async () => {
    await forgot('resetter@test.local');
    const fresh = linkToken((await waitForMail(server.outboxDir, 'resetter@test.local', 3))[2]!, RESET_PAGE);
    // One second past its expiry, as stored.
    await server.db('account_tokens').where({ token_hash: sha256(fresh) }).update({ expires_at: new Date(Date.now() - 1000).toISOString() });
    expect(await reset(fresh, 'late-password-1')).toEqual({ status: 400, body: { error: { message: 'This link has expired. Ask for a new one.', fields: { token: 'This link has expired. Ask for a new one.' } } } });
    expect(bcryptMatches('new-password-1', await passwordOf(user.id))).toBe(true);
    expect((await server.db('account_tokens').where({ token_hash: sha256(fresh) }).first()).used_at).toBeNull();
  });

  it('accepts a link one minute before its expiry', async () => {
    await forgot('resetter@test.local');
    const fresh = linkToken((await waitForMail(server.outboxDir, 'resetter@test.local', 4))[3]!, RESET_PAGE);
    await server.db('account_tokens').where({ token_hash: sha256(fresh) }).update({ expires_at: new Date(Date.now() + 60_000).toISOString() });
    expect((await reset(fresh, 'timely-password-1')).status).toBe(204);
    await login(server.url, 'resetter@test.local', 'timely-password-1');
  });

  it('refuses an unknown token, and the clear token\'s hash in its place', async () => {
    const notValid = { status: 400, body: { error: { message: 'This link is not valid. Ask for a new one.', fields: { token: 'This link is not valid. Ask for a new one.' } } } };
    expect(await reset('A'.repeat(43), 'whatever-pass-1')).toEqual(notValid);
    const [row] = await server.db('account_tokens').where({ user_id: user.id }).orderBy('id', 'desc').limit(1);
    expect(await reset(row.token_hash, 'whatever-pass-1')).toEqual(notValid);
  });

  it('lets only one of two simultaneous uses of a link through', async () => {
    const racer = await registerCustomer(server.url, 'racer@test.local', 'racer-pass-1');
    await forgot('racer@test.local');
    const raced = linkToken((await waitForMail(server.outboxDir, 'racer@test.local', 2))[1]!, RESET_PAGE);
    const answers = await Promise.all([reset(raced, 'racer-one-pass'), reset(raced, 'racer-two-pass')]);
    expect(answers.map((a) => a.status).sort()).toEqual([204, 400]);
    const winner = answers[0]!.status === 204 ? 'racer-one-pass' : 'racer-two-pass';
    expect(bcryptMatches(winner, await passwordOf(racer.id))).toBe(true);
  });
});

describe('changing the email', () => {
  let user: { id: number; token: string; password: string };
  const ask = (email: string, current = user.password) => call(`${server.url}/api/auth/email`, { method: 'POST', token: user.token, json: { current_password: current, email } });

  beforeAll(async () => {
    user = await registerCustomer(server.url, 'mover@test.local', 'mover-pass-1');
    await registerCustomer(server.url, 'taken@test.local');
  });

  it('needs the current password, and refuses an address in use or the same one', async () => {
    expect((await ask('moved@test.local', 'wrong-pass')).body).toEqual({ error: { message: 'Please correct the highlighted fields', fields: { current_password: 'This is not your current password' } } });
    expect((await ask(' TAKEN@test.local')).status).toBe(409);
    expect((await ask('mover@test.local')).body).toEqual({ error: { message: 'Please correct the highlighted fields', fields: { email: 'This is your address already' } } });
    expect((await call(`${server.url}/api/auth/email`, { method: 'POST', json: { current_password: 'x', email: 'a@test.local' } })).status).toBe(401);
  });

  it('changes nothing until the link mailed to the new address is followed, then tells the old address', async () => {
    const asked = await ask('Moved@Test.Local');
    expect(asked).toEqual({ status: 202, body: { data: { message: 'We sent a link to moved@test.local. Your address changes when you follow it; until then you sign in with mover@test.local.' } } });
    const [mail] = await waitForMail(server.outboxDir, 'moved@test.local');
    expect(mail!.subject).toBe('Confirm your new email address');
    expect(await emailOf(user.id)).toBe('mover@test.local');
    await login(server.url, 'mover@test.local', 'mover-pass-1');

    const token = linkToken(mail!, CHANGE_PAGE);
    const row = await server.db('account_tokens').where({ token_hash: sha256(token) }).first();
    expect(row).toMatchObject({ purpose: 'email_change', new_email: 'moved@test.local', used_at: null });
    expect(Date.parse(row.expires_at) - new Date(row.created_at).getTime()).toBe(24 * 60 * 60 * 1000);
    // A reset link is not an email-change link.
    expect((await reset(token, 'hijack-pass-1')).body.error.message).toBe('This link is not valid. Ask for a new one.');

    expect(await confirmEmail(token)).toEqual({ status: 200, body: { data: { email: 'moved@test.local' } } });
    expect(await emailOf(user.id)).toBe('moved@test.local');
    await login(server.url, 'moved@test.local', 'mover-pass-1');
    expect((await call(`${server.url}/api/auth/login`, { method: 'POST', json: { email: 'mover@test.local', password: 'mover-pass-1' } })).status).toBe(401);
    const notices = await waitForMail(server.outboxDir, 'mover@test.local', 2); // the welcome, then the notice
    expect(notices[1]!.subject).toBe('Your email address was changed');
    expect(notices[1]!.text).toContain('Your account now signs in with moved@test.local instead of this address.');

    expect((await confirmEmail(token)).body.error.message).toBe('This link was used already. Ask for a new one.');
  });

  it('refuses an expired link, and an address someone took meanwhile (keeping the link)', async () => {
    user = { ...user, token: await login(server.url, 'moved@test.local', 'mover-pass-1') };
    await ask('later@test.local');
    const late = linkToken((await waitForMail(server.outboxDir, 'later@test.local'))[0]!, CHANGE_PAGE);
    await server.db('account_tokens').where({ token_hash: sha256(late) }).update({ expires_at: new Date(Date.now() - 1000).toISOString() });
    expect((await confirmEmail(late)).body.error.message).toBe('This link has expired. Ask for a new one.');

    await ask('contested@test.local');
    const contested = linkToken((await waitForMail(server.outboxDir, 'contested@test.local'))[0]!, CHANGE_PAGE);
    await registerCustomer(server.url, 'contested@test.local');
    const taken = await confirmEmail(contested);
    expect(taken).toEqual({ status: 409, body: { error: { message: 'An account with this email exists already', fields: { email: 'An account with this email exists already' } } } });
    expect(await emailOf(user.id)).toBe('moved@test.local');
    expect((await server.db('account_tokens').where({ token_hash: sha256(contested) }).first()).used_at).toBeNull();
  });
});

describe('limits', () => {
  it('mails one account at most three email-change links an hour', async () => {
    const asker = await registerCustomer(server.url, 'asker@test.local', 'asker-pass-1');
    const ask = (n: number) => call(`${server.url}/api/auth/email`, { method: 'POST', token: asker.token, json: { current_password: 'asker-pass-1', email: `asker${n}@test.local` } });
    for (const n of [1, 2, 3]) expect((await ask(n)).status).toBe(202);
    expect(await ask(4)).toEqual({ status: 429, body: { error: { message: 'You asked for three email changes within the hour; wait a while, or use one of the links already sent' } } });
    expect(Number((await server.db('account_tokens').where({ user_id: asker.id }).count({ n: '*' }).first())!.n)).toBe(3);
  });

  let limited: TestServer;
  beforeAll(async () => {
    limited = await startTestServer({ limits: { anonymousWritesPerAddress: 2 } });
  });
  afterAll(() => limited?.close());

  it('counts forgot-password, reset and confirm among the writes made without signing in', async () => {
    const post = (path: string, json: unknown) => call(`${limited.url}/api/auth/${path}`, { method: 'POST', json });
    expect((await post('forgot-password', { email: 'a@test.local' })).status).toBe(202);
    expect((await post('reset-password', { token: 'x'.repeat(43), password: 'some-password-1' })).status).toBe(400);
    const tooMany = { status: 429, body: { error: { message: 'Too many submissions from your address; wait 15 minutes and try again' } } };
    expect(await post('forgot-password', { email: 'admin@test.local' })).toEqual(tooMany);
    expect(await post('email/confirm', { token: 'x'.repeat(43) })).toEqual(tooMany);
  });
});
