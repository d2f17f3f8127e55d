/**
 * POST /api/auth/language: the signed-in user's admin language (docs/localization.md, "The admin's own
 * language"), kept on the account and answered by `me`; only a language with a catalogue is accepted.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login } from '../helpers/http';
import { ADMIN, startTestServer, type TestServer } from '../helpers/server';

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  token = await login(server.url, ADMIN.email, ADMIN.password);
}, 60_000);

afterAll(async () => {
  await server?.close();
});

describe("the admin's own language", () => {
  it('starts as English, is saved on the account, and only a language with a catalogue', async () => {
    expect((await call(`${server.url}/api/auth/me`, { token })).body.data.language).toBe('en');
    const refused = await call(`${server.url}/api/auth/language`, { method: 'POST', token, json: { language: 'fr' } });
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields).toEqual({ language: 'Choose one of: en, de' });
    const chosen = await call(`${server.url}/api/auth/language`, { method: 'POST', token, json: { language: 'de' } });
    expect(chosen.status).toBe(200);
    expect(chosen.body.data).toMatchObject({ email: ADMIN.email, language: 'de' });
    expect((await call(`${server.url}/api/auth/me`, { token })).body.data.language).toBe('de');
  });

  it('needs a signed-in user', async () => {
    expect((await call(`${server.url}/api/auth/language`, { method: 'POST', json: { language: 'de' } })).status).toBe(401);
  });
});
