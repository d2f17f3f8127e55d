/**
 * Issue 29, item 10: staff sign in with a second factor (TOTP, recovery codes), set up from the profile,
 * required per role, limited like passwords, and reset by an admin when a phone is lost.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff, registerCustomer } from '../helpers/accounts';
import { processEnv, runToEnd } from '../helpers/process';
import { call, login } from '../helpers/http';
import { ADMIN, startTestServer, type TestServer } from '../helpers/server';
import { codeStep, enableTwoFactor, passwordStep, totpCode } from '../helpers/two-factor';

let server: TestServer;
let admin: string;
const url = (path: string) => `${server.url}${path}`;

beforeAll(async () => {
  server = await startTestServer();
  admin = await login(server.url, ADMIN.email, ADMIN.password);
});
afterAll(() => server?.close());

const me = (token: string) => call(url('/api/auth/me'), { token });
const status = async (token: string) => (await call(url('/api/auth/two-factor'), { token })).body.data;

describe('setting it up from the profile', () => {
  it('shows a secret and its QR code, turns on with the password and a code, and shows ten recovery codes once', async () => {
    const staff = await createStaff(server.url, admin, 'setup_editor', { banner: ['read'] });
    expect(await status(staff.token)).toEqual({ enabled: false, since: null, recovery_codes_left: 0, required: false });

    const setup = await call(url('/api/auth/two-factor/setup'), { method: 'POST', token: staff.token, json: {} });
    expect(setup.status).toBe(200);
    const { secret, uri, qr } = setup.body.data;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(uri).toBe(`otpauth://totp/site.test:setup_editor%40test.local?secret=${secret}&issuer=site.test`);
    expect(qr).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(qr.split(',')[1], 'base64').toString()).toContain('<svg');
    // Stored encrypted: the database alone does not give the secret.
    const stored = await server.db('users').where({ id: staff.id }).first('two_factor_pending', 'two_factor_secret');
    expect(stored.two_factor_secret).toBeNull();
    expect(stored.two_factor_pending).not.toContain(secret);

    const confirm = (json: object) => call(url('/api/auth/two-factor/confirm'), { method: 'POST', token: staff.token, json });
    const noPassword = await confirm({ code: await totpCode(secret) });
    expect(noPassword.status).toBe(400);
    expect(noPassword.body.error.fields).toEqual({ current_password: 'This field is required' });
    const wrongPassword = await confirm({ current_password: 'not-my-password', code: await totpCode(secret) });
    expect(wrongPassword.status).toBe(400);
    expect(wrongPassword.body.error.fields).toEqual({ current_password: 'This is not your current password' });
    const wrongCode = await confirm({ current_password: staff.password, code: '000000' === (await totpCode(secret)) ? '111111' : '000000' });
    expect(wrongCode.status).toBe(400);
    expect(wrongCode.body.error.fields).toEqual({ code: 'This code is not right: type the 6 digits your app shows now' });

    const on = await confirm({ current_password: staff.password, code: await totpCode(secret) });
    expect(on.status).toBe(200);
    expect(Object.keys(on.body.data).sort()).toEqual(['recovery_codes', 'token', 'user']);
    expect(on.body.data.recovery_codes).toHaveLength(10);
    for (const code of on.body.data.recovery_codes) expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    expect(new Set(on.body.data.recovery_codes).size).toBe(10);
    // Turning it on ended the earlier sign-ins; the answer's token goes on.
    expect((await me(staff.token)).status).toBe(401);
    expect((await me(on.body.data.token)).status).toBe(200);
    const after = await status(on.body.data.token);
    expect(after).toMatchObject({ enabled: true, recovery_codes_left: 10, required: false });
    expect(typeof after.since).toBe('string');
    // Kept: the secret encrypted, the recovery codes as hashes only.
    const row = await server.db('users').where({ id: staff.id }).first('two_factor_secret', 'two_factor_pending', 'two_factor_recovery');
    expect(row.two_factor_pending).toBeNull();
    expect(row.two_factor_secret).not.toContain(secret);
    for (const code of on.body.data.recovery_codes) expect(row.two_factor_recovery).not.toContain(code.replace(/-/g, ''));
    // Never shown again: a new setup is refused while it is on.
    const again = await call(url('/api/auth/two-factor/setup'), { method: 'POST', token: on.body.data.token, json: {} });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ error: { message: 'Two-factor sign-in is on already; turn it off first to set it up again' } });
  });

  it('is not shown in the user records of the API', async () => {
    const staff = await createStaff(server.url, admin, 'hidden_editor', { banner: ['read'] });
    await enableTwoFactor(server.url, staff.token, staff.password);
    const record = await call(url(`/api/user/${staff.id}`), { token: admin });
    expect(Object.keys(record.body.data).filter((k) => k.startsWith('two_factor'))).toEqual([]);
  });
});

describe('signing in with it', () => {
  it('answers a challenge after the password, and a session after a code', async () => {
    const staff = await createStaff(server.url, admin, 'signin_editor', { banner: ['read'] });
    const { secret } = await enableTwoFactor(server.url, staff.token, staff.password);
    const { step, challenge } = await passwordStep(server.url, staff.email, staff.password);
    expect(step).toBe('two_factor');
    // The challenge is no sign-in.
    expect((await me(challenge)).status).toBe(401);
    const wrong = await codeStep(server.url, challenge, '12345');
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ error: { message: 'This code is not right, or it was used already' } });
    const signedIn = await codeStep(server.url, challenge, await totpCode(secret, 1));
    expect(signedIn.status).toBe(200);
    expect(Object.keys(signedIn.body.data).sort()).toEqual(['token', 'user']);
    expect(signedIn.body.data.user.email).toBe(staff.email);
    expect((await me(signedIn.body.data.token)).status).toBe(200);
  });

  it('refuses a code used once already (the one that confirmed the setup, and one that signed in)', async () => {
    const staff = await createStaff(server.url, admin, 'replay_editor', { banner: ['read'] });
    const setup = await call(url('/api/auth/two-factor/setup'), { method: 'POST', token: staff.token, json: {} });
    const secret = setup.body.data.secret;
    const setupCode = await totpCode(secret);
    expect((await call(url('/api/auth/two-factor/confirm'), { method: 'POST', token: staff.token, json: { current_password: staff.password, code: setupCode } })).status).toBe(200);
    const first = await passwordStep(server.url, staff.email, staff.password);
    expect((await codeStep(server.url, first.challenge, setupCode)).status).toBe(401);
    const next = await totpCode(secret, 1);
    expect((await codeStep(server.url, first.challenge, next)).status).toBe(200);
    const second = await passwordStep(server.url, staff.email, staff.password);
    const replayed = await codeStep(server.url, second.challenge, next);
    expect(replayed.status).toBe(401);
    expect(replayed.body).toEqual({ error: { message: 'This code is not right, or it was used already' } });
  });

  it('lets one of two sign-ins racing with the same code through', async () => {
    const staff = await createStaff(server.url, admin, 'race_editor', { banner: ['read'] });
    const { secret } = await enableTwoFactor(server.url, staff.token, staff.password);
    const challenges = await Promise.all([1, 2, 3].map(() => passwordStep(server.url, staff.email, staff.password)));
    const code = await totpCode(secret, 1);
    const answers = await Promise.all(challenges.map(({ challenge }) => codeStep(server.url, challenge, code)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 401, 401]);
  });

  it('takes each recovery code once, typed in any case and with or without dashes', async () => {
    const staff = await createStaff(server.url, admin, 'recovery_editor', { banner: ['read'] });
    const { recoveryCodes } = await enableTwoFactor(server.url, staff.token, staff.password);
    const typed = recoveryCodes[3]!.replace(/-/g, ' ').toLowerCase();
    const first = await passwordStep(server.url, staff.email, staff.password);
    const used = await codeStep(server.url, first.challenge, typed);
    expect(used.status).toBe(200);
    expect((await status(used.body.data.token)).recovery_codes_left).toBe(9);
    const second = await passwordStep(server.url, staff.email, staff.password);
    expect((await codeStep(server.url, second.challenge, recoveryCodes[3]!)).status).toBe(401);
    expect((await codeStep(server.url, second.challenge, recoveryCodes[4]!)).status).toBe(200);
  });

  it('ends a pending challenge when the account is signed out everywhere', async () => {
    const staff = await createStaff(server.url, admin, 'pending_editor', { banner: ['read'] });
    const { secret } = await enableTwoFactor(server.url, staff.token, staff.password);
    const { challenge } = await passwordStep(server.url, staff.email, staff.password);
    expect((await call(url(`/api/auth/users/${staff.id}/sign-out`), { method: 'POST', token: admin })).status).toBe(204);
    const res = await codeStep(server.url, challenge, await totpCode(secret, 1));
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: { message: 'This sign-in has expired; sign in again with your password' } });
  });

  it('refuses a forged challenge and one made for the setup', async () => {
    const res = await codeStep(server.url, 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIiwidmVyIjowLCJwdXIiOiJ0d29fZmFjdG9yIn0.x', '123456');
    expect(res.status).toBe(401);
    // A sign-in token is not a challenge either.
    expect((await codeStep(server.url, admin, '123456')).status).toBe(401);
  });
});

describe('new recovery codes and turning it off', () => {
  it('replaces the recovery codes with the password and a code', async () => {
    const staff = await createStaff(server.url, admin, 'renew_editor', { banner: ['read'] });
    const on = await enableTwoFactor(server.url, staff.token, staff.password);
    const renew = (json: object) => call(url('/api/auth/two-factor/recovery-codes'), { method: 'POST', token: on.token, json });
    expect((await renew({ current_password: staff.password, code: 'AAAA-AAAA-AAAA' })).status).toBe(400);
    const renewed = await renew({ current_password: staff.password, code: on.recoveryCodes[0] });
    expect(renewed.status).toBe(200);
    expect(renewed.body.data.recovery_codes).toHaveLength(10);
    const { challenge } = await passwordStep(server.url, staff.email, staff.password);
    expect((await codeStep(server.url, challenge, on.recoveryCodes[1]!)).status).toBe(401);
    expect((await codeStep(server.url, challenge, renewed.body.data.recovery_codes[0])).status).toBe(200);
  });

  it('turns off with the password and a code; the next sign-in asks for the password only', async () => {
    const staff = await createStaff(server.url, admin, 'off_editor', { banner: ['read'] });
    const on = await enableTwoFactor(server.url, staff.token, staff.password);
    const off = (json: object) => call(url('/api/auth/two-factor/disable'), { method: 'POST', token: on.token, json });
    expect((await off({ current_password: 'wrong-password', code: on.recoveryCodes[0] })).status).toBe(400);
    expect((await off({ current_password: staff.password, code: '000000' === (await totpCode(on.secret, 1)) ? '111111' : '000000' })).status).toBe(400);
    expect((await off({ current_password: staff.password, code: on.recoveryCodes[0] })).status).toBe(204);
    expect(await status(on.token)).toEqual({ enabled: false, since: null, recovery_codes_left: 0, required: false });
    const res = await call(url('/api/auth/login'), { method: 'POST', json: { email: staff.email, password: staff.password } });
    expect(Object.keys(res.body.data).sort()).toEqual(['token', 'user']);
  });
});

describe('a role that requires it', () => {
  it('stops the tokens of users without it, sets it up at sign-in with a setup challenge, and keeps it on', async () => {
    const staff = await createStaff(server.url, admin, 'required_editor', { banner: ['read'] });
    const patched = await call(url(`/api/role/${staff.roleId}`), { method: 'PATCH', token: admin, json: { requires_two_factor: true } });
    expect(patched.status).toBe(200);
    const refused = await me(staff.token);
    expect(refused.status).toBe(401);
    expect(refused.body).toEqual({ error: { message: 'Your role requires two-factor sign-in; sign in again to set it up' } });

    const { step, challenge } = await passwordStep(server.url, staff.email, staff.password);
    expect(step).toBe('two_factor_setup');
    // Good for the setup routes only: no sign-in, no code step.
    expect((await me(challenge)).status).toBe(401);
    expect((await codeStep(server.url, challenge, '123456')).status).toBe(401);
    const setup = await call(url('/api/auth/two-factor/setup'), { method: 'POST', json: { challenge } });
    expect(setup.status).toBe(200);
    const confirmed = await call(url('/api/auth/two-factor/confirm'), { method: 'POST', json: { challenge, code: await totpCode(setup.body.data.secret) } });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data.recovery_codes).toHaveLength(10);
    expect((await me(confirmed.body.data.token)).status).toBe(200);
    expect(await status(confirmed.body.data.token)).toMatchObject({ enabled: true, required: true });

    const next = await passwordStep(server.url, staff.email, staff.password);
    expect(next.step).toBe('two_factor');
    const off = await call(url('/api/auth/two-factor/disable'), { method: 'POST', token: confirmed.body.data.token, json: { current_password: staff.password, code: confirmed.body.data.recovery_codes[0] } });
    expect(off.status).toBe(403);
    expect(off.body).toEqual({ error: { message: 'Your role (required_editor) requires two-factor sign-in; it cannot be turned off' } });
  });

  it('lets an admin require it of their own role only once they use it themselves', async () => {
    const boss = await createStaff(server.url, admin, 'boss', {}, true);
    const require = (token: string, json: object) => call(url(`/api/role/${boss.roleId}`), { method: 'PATCH', token, json });
    const early = await require(boss.token, { requires_two_factor: true });
    expect(early.status).toBe(403);
    expect(early.body).toEqual({ error: { message: 'Set up two-factor sign-in for yourself (on your profile) before requiring it of your own role' } });
    const on = await enableTwoFactor(server.url, boss.token, boss.password);
    expect((await require(on.token, { requires_two_factor: true, all_permissions: false })).status).toBe(403);
    expect((await require(on.token, { requires_two_factor: true })).status).toBe(200);
    expect((await require(on.token, { requires_two_factor: false })).status).toBe(403);
    expect((await me(on.token)).status).toBe(200);
  });
});

describe("an admin's reset (a lost phone)", () => {
  it('turns it off, ends the sign-ins, and is in the audit log; others may not', async () => {
    const staff = await createStaff(server.url, admin, 'lost_phone', { banner: ['read'] });
    const on = await enableTwoFactor(server.url, staff.token, staff.password);
    const reset = (token: string, id = staff.id) => call(url(`/api/auth/users/${id}/two-factor/reset`), { method: 'POST', token });

    const reader = await createStaff(server.url, admin, 'user_reader', { user: ['read'] });
    const customer = await registerCustomer(server.url, 'reset-customer@test.local');
    expect((await reset(reader.token)).status).toBe(403);
    // Even over a role that grants nothing: reading users is not enough.
    expect((await reset(reader.token, customer.id)).status).toBe(403);
    expect((await reset(customer.token)).status).toBe(403);
    expect((await call(url(`/api/auth/users/${staff.id}/two-factor/reset`), { method: 'POST' })).status).toBe(401);
    const support = await createStaff(server.url, admin, 'support_desk', { user: ['read', 'update'] });
    const adminId = (await server.db('users').where({ email: ADMIN.email }).first('id')).id;
    expect((await reset(support.token, adminId)).status).toBe(403);
    expect((await reset(admin, adminId)).status).toBe(403);
    expect((await reset(admin, 999999)).status).toBe(404);
    expect(await status(on.token)).toMatchObject({ enabled: true });

    expect((await reset(admin)).status).toBe(204);
    expect((await me(on.token)).status).toBe(401);
    const res = await call(url('/api/auth/login'), { method: 'POST', json: { email: staff.email, password: staff.password } });
    expect(Object.keys(res.body.data).sort()).toEqual(['token', 'user']);
    expect(await status(res.body.data.token)).toEqual({ enabled: false, since: null, recovery_codes_left: 0, required: false });
    const entries = await call(url(`/api/audit-entry?filter[entity]=user&filter[record_id]=${staff.id}&filter[operation]=action`), { token: admin });
    expect(entries.body.data.map((e: { action: string; user_email: string }) => [e.action, e.user_email])).toEqual([['reset_two_factor', ADMIN.email]]);
  });
});

describe('which users have it on (the users list)', () => {
  it('answers the ids of the users with it on, to staff who may read users only', async () => {
    const listed = (token?: string) => call(url('/api/auth/users/two-factor'), { token });
    const staff = await createStaff(server.url, admin, 'listed_on', { banner: ['read'] });
    const other = await createStaff(server.url, admin, 'listed_off', { banner: ['read'] });
    const before = (await listed(admin)).body.data as number[];
    expect(before).not.toContain(staff.id);
    await enableTwoFactor(server.url, staff.token, staff.password);

    const reader = await createStaff(server.url, admin, 'users_reader', { user: ['read'] });
    const res = await listed(reader.token);
    expect(res.status).toBe(200);
    expect(res.body.data).toContain(staff.id);
    expect(res.body.data).not.toContain(other.id);
    expect((await listed(other.token)).status).toBe(403);
    expect((await listed()).status).toBe(401);

    expect((await call(url(`/api/auth/users/${staff.id}/two-factor/reset`), { method: 'POST', token: admin })).status).toBe(204);
    expect((await listed(admin)).body.data).not.toContain(staff.id);
  });
});

describe("the operators' command (the only admin lost their phone)", () => {
  it('npm run two-factor:reset -- <email> turns it off and ends the sign-ins', async () => {
    const staff = await createStaff(server.url, admin, 'only_admin', {}, true);
    const on = await enableTwoFactor(server.url, staff.token, staff.password);
    const env = processEnv(server.dir, { DATABASE_URL: server.databaseUrl });
    const unknown = await runToEnd('site/server/two-factor-reset.ts', ['nobody@test.local'], env);
    expect([unknown.code, unknown.output.trim()]).toEqual([1, 'no account signs in with nobody@test.local']);
    const done = await runToEnd('site/server/two-factor-reset.ts', [staff.email.toUpperCase()], env);
    expect(done.code, done.output).toBe(0);
    expect(done.output.trim().split('\n').at(-1)).toBe('two-factor sign-in of only_admin@test.local is reset and its sign-ins ended: it signs in with the password alone');
    expect((await me(on.token)).status).toBe(401);
    const res = await call(url('/api/auth/login'), { method: 'POST', json: { email: staff.email, password: staff.password } });
    expect(Object.keys(res.body.data).sort()).toEqual(['token', 'user']);
    // Written through the local API: the account's history names the command.
    const [last] = (await call(url(`/api/user/${staff.id}/history`), { token: admin })).body.data;
    expect([last.operation, last.action, last.user_email]).toEqual(['action', 'reset_two_factor', 'system: two-factor reset command']);
  });
});

describe('wrong codes are limited like wrong passwords', () => {
  it('answers 429 after the limit per account, whatever the challenge or the address', async () => {
    const limited = await startTestServer({ limits: { signInPerAccount: 3, signInPerAddress: 100 } });
    try {
      const token = await login(limited.url, ADMIN.email, ADMIN.password);
      const staff = await createStaff(limited.url, token, 'limited_editor', { banner: ['read'] });
      const { secret } = await enableTwoFactor(limited.url, staff.token, staff.password);
      for (let i = 0; i < 3; i++) {
        // A fresh challenge each time: the budget belongs to the account, not to the challenge.
        const { challenge } = await passwordStep(limited.url, staff.email, staff.password);
        expect((await codeStep(limited.url, challenge, `99999${i}`, `203.0.113.${i + 1}`)).status).toBe(401);
      }
      const { challenge } = await passwordStep(limited.url, staff.email, staff.password);
      const res = await codeStep(limited.url, challenge, await totpCode(secret, 1), '198.51.100.7');
      expect(res.status).toBe(429);
      expect(res.body).toEqual({ error: { message: 'Too many failed sign-in attempts; wait 15 minutes and try again' } });
    } finally {
      await limited.close();
    }
  });

  it('counts wrong codes in the address budget of wrong passwords', async () => {
    const limited = await startTestServer({ limits: { signInPerAccount: 100, signInPerAddress: 3 } });
    try {
      const token = await login(limited.url, ADMIN.email, ADMIN.password);
      const staff = await createStaff(limited.url, token, 'address_editor', { banner: ['read'] });
      await enableTwoFactor(limited.url, staff.token, staff.password);
      const { challenge } = await passwordStep(limited.url, staff.email, staff.password);
      expect((await codeStep(limited.url, challenge, '999990')).status).toBe(401);
      expect((await codeStep(limited.url, 'not-a-challenge', '999991')).status).toBe(401);
      expect((await call(`${limited.url}/api/auth/login`, { method: 'POST', json: { email: 'nobody@test.local', password: 'wrong-password' } })).status).toBe(401);
      expect((await call(`${limited.url}/api/auth/login`, { method: 'POST', json: { email: ADMIN.email, password: ADMIN.password } })).status).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
