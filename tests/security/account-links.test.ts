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
import { ADMIN, startTestServer, type TestServer } from '../helpers/server';

const RESET_PAGE = 'http://site.test/reset-password';
const CHANGE_PAGE = 'http://site.test/email-change';
const FORGOT_ANSWER = { data: { message: 'If an account uses this address, we sent it a link to choose a new password. The link works for one hour.' } };
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

let server: TestServer;
beforeAll(async () => {
  // Many sign-ups and links from one address: the limits on writes without a sign-in and on mail are tested on their own.
  server = await startTestServer({ limits: { anonymousWritesPerAddress: 1000, mailRequestsPerCaller: 1000 } });
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
    const winner = answers[0].status === 204 ? 'racer-one-pass' : 'racer-two-pass';
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

  it('needs the current password, and refuses the same address', async () => {
    expect((await ask('moved@test.local', 'wrong-pass')).body).toEqual({ error: { message: 'Please correct the highlighted fields', fields: { current_password: 'This is not your current password' } } });
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

describe('an address another account uses (issue 29, item 6)', () => {
  it('answers the request to move there exactly as for a free address, mails its owner instead of a link, and changes nothing', async () => {
    const asker = await registerCustomer(server.url, 'prober@test.local', 'prober-pass-1');
    const ask = () => call(`${server.url}/api/auth/email`, { method: 'POST', token: asker.token, json: { current_password: 'prober-pass-1', email: ' Spare@Test.Local' } });
    const sent = { status: 202, body: { data: { message: 'We sent a link to spare@test.local. Your address changes when you follow it; until then you sign in with prober@test.local.' } } };
    expect(await ask()).toEqual(sent); // free
    await waitForMail(server.outboxDir, 'spare@test.local');
    const owner = await registerCustomer(server.url, 'spare@test.local', 'spare-pass-1');
    expect(await ask()).toEqual(sent); // taken now

    const mails = await waitForMail(server.outboxDir, 'spare@test.local', 3);
    expect(mails.map((m) => m.subject)).toEqual(['Confirm your new email address', 'Welcome: your account is ready', 'Someone tried to move an account to your address']);
    expect(mails[2]!.text).toContain('This address already belongs to your account, so nothing changed and no link was sent.');
    expect(mails[2]!.text).not.toContain('/email-change');
    expect(await emailOf(asker.id)).toBe('prober@test.local');
    expect(await emailOf(owner.id)).toBe('spare@test.local');
    // The second request is counted like the first (the limit below), but holds no usable link.
    const rows = await server.db('account_tokens').where({ user_id: asker.id }).orderBy('id').select('new_email', 'used_at');
    expect(rows.map((r) => [r.new_email, r.used_at === null])).toEqual([['spare@test.local', true], ['spare@test.local', false]]);
  });

  it('counts the limit before looking the address up: the fourth request is refused alike for a taken and a free address', async () => {
    const asker = await registerCustomer(server.url, 'counter@test.local', 'counter-pass-1');
    await registerCustomer(server.url, 'occupied@test.local');
    const ask = (email: string) => call(`${server.url}/api/auth/email`, { method: 'POST', token: asker.token, json: { current_password: 'counter-pass-1', email } });
    for (const email of ['occupied@test.local', 'free1@test.local', 'occupied@test.local']) expect((await ask(email)).status).toBe(202);
    const limited = { status: 429, body: { error: { message: 'You asked for three email changes within the hour; wait a while, or use one of the links already sent' } } };
    expect(await ask('occupied@test.local')).toEqual(limited);
    expect(await ask('free2@test.local')).toEqual(limited);
  });
});

describe('pending links end when the account changes (issue 29, item 2)', () => {
  const RETIRED = "This link no longer works: the account's password or email changed, or it was signed out everywhere, after the link was sent. Ask for a new one.";
  const retired = { status: 400, body: { error: { message: RETIRED, fields: { token: RETIRED } } } };
  const askChange = (token: string, password: string, email: string) => call(`${server.url}/api/auth/email`, { method: 'POST', token, json: { current_password: password, email } });
  /** The newest link of the given page mailed to `email`, once `count` messages reached it. */
  const newestLink = async (email: string, count: number, page: string) => linkToken((await waitForMail(server.outboxDir, email, count))[count - 1]!, page);

  it("refuses the email-change link someone asked for with the victim's session once the victim reset the password", async () => {
    const victim = await registerCustomer(server.url, 'victim@test.local', 'victim-pass-1');
    expect((await askChange(victim.token, 'victim-pass-1', 'intruder@test.local')).status).toBe(202);
    const intruderLink = await newestLink('intruder@test.local', 1, CHANGE_PAGE);
    await forgot('victim@test.local');
    expect(await reset(await newestLink('victim@test.local', 2, RESET_PAGE), 'victim-pass-2')).toEqual({ status: 204, body: undefined });

    expect(await confirmEmail(intruderLink)).toEqual(retired);
    expect(await emailOf(victim.id)).toBe('victim@test.local');
  });

  it('refuses a reset link mailed to the old address once the email changed, and the other pending change links', async () => {
    const mover = await registerCustomer(server.url, 'old-home@test.local', 'old-home-pass-1');
    await forgot('old-home@test.local');
    const oldReset = await newestLink('old-home@test.local', 2, RESET_PAGE);
    expect((await askChange(mover.token, 'old-home-pass-1', 'second-choice@test.local')).status).toBe(202);
    expect((await askChange(mover.token, 'old-home-pass-1', 'new-home@test.local')).status).toBe(202);
    const otherChange = await newestLink('second-choice@test.local', 1, CHANGE_PAGE);
    expect((await confirmEmail(await newestLink('new-home@test.local', 1, CHANGE_PAGE))).status).toBe(200);

    expect(await reset(oldReset, 'taken-over-1')).toEqual(retired);
    expect(bcryptMatches('old-home-pass-1', await passwordOf(mover.id))).toBe(true);
    expect(await confirmEmail(otherChange)).toEqual(retired);
    expect(await emailOf(mover.id)).toBe('new-home@test.local');
    // Signed in as before (an email change ends no sign-in), and a link asked for now works.
    expect((await call(`${server.url}/api/auth/me`, { token: mover.token })).status).toBe(200);
    await forgot('new-home@test.local');
    expect((await reset(await newestLink('new-home@test.local', 2, RESET_PAGE), 'new-home-pass-2')).status).toBe(204);
  });

  it('refuses links asked for before a password change, and works with one asked for after', async () => {
    const user = await registerCustomer(server.url, 'changer@test.local', 'changer-pass-1');
    await forgot('changer@test.local');
    const resetLink = await newestLink('changer@test.local', 2, RESET_PAGE);
    expect((await askChange(user.token, 'changer-pass-1', 'changer-new@test.local')).status).toBe(202);
    const changeLink = await newestLink('changer-new@test.local', 1, CHANGE_PAGE);
    const changed = await call(`${server.url}/api/auth/password`, { method: 'POST', token: user.token, json: { current_password: 'changer-pass-1', new_password: 'changer-pass-2' } });
    expect(changed.status).toBe(200);

    expect(await reset(resetLink, 'changer-pass-3')).toEqual(retired);
    expect(await confirmEmail(changeLink)).toEqual(retired);
    expect(bcryptMatches('changer-pass-2', await passwordOf(user.id))).toBe(true);
    expect(await emailOf(user.id)).toBe('changer@test.local');

    expect((await askChange(changed.body.data.token, 'changer-pass-2', 'changer-later@test.local')).status).toBe(202);
    expect(await confirmEmail(await newestLink('changer-later@test.local', 1, CHANGE_PAGE))).toEqual({ status: 200, body: { data: { email: 'changer-later@test.local' } } });
  });

  it('refuses a link asked for before an admin set a new password in the back office', async () => {
    const user = await registerCustomer(server.url, 'managed@test.local', 'managed-pass-1');
    await forgot('managed@test.local');
    const resetLink = await newestLink('managed@test.local', 2, RESET_PAGE);
    const admin = await login(server.url, ADMIN.email, ADMIN.password);
    expect((await call(`${server.url}/api/user/${user.id}`, { method: 'PATCH', token: admin, json: { password: 'set-by-admin-1' } })).status).toBe(200);
    expect(await reset(resetLink, 'managed-pass-2')).toEqual(retired);
    expect(bcryptMatches('set-by-admin-1', await passwordOf(user.id))).toBe(true);
  });

  it("refuses links asked for before signing out everywhere, by the user or by an admin", async () => {
    const user = await registerCustomer(server.url, 'leaver@test.local', 'leaver-pass-1');
    expect((await askChange(user.token, 'leaver-pass-1', 'leaver-new@test.local')).status).toBe(202);
    const changeLink = await newestLink('leaver-new@test.local', 1, CHANGE_PAGE);
    expect((await call(`${server.url}/api/auth/logout`, { method: 'POST', token: user.token })).status).toBe(204);
    expect(await confirmEmail(changeLink)).toEqual(retired);

    await forgot('leaver@test.local');
    const resetLink = await newestLink('leaver@test.local', 2, RESET_PAGE);
    const admin = await login(server.url, ADMIN.email, ADMIN.password);
    expect((await call(`${server.url}/api/auth/users/${user.id}/sign-out`, { method: 'POST', token: admin })).status).toBe(204);
    expect(await reset(resetLink, 'leaver-pass-2')).toEqual(retired);
    expect(bcryptMatches('leaver-pass-1', await passwordOf(user.id))).toBe(true);
    expect(await emailOf(user.id)).toBe('leaver@test.local');
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
