/** Two-factor sign-in for tests: codes made with otplib from the secret the setup answered, as a phone would. */
import { expect } from 'vitest';
import { generate } from 'otplib';
import { call } from './http';

/**
 * The code of the current 30-second step, or of `steps` later. The server takes the steps next to its own,
 * so a test can sign in with the current step's code and then the next one's without waiting.
 */
export const totpCode = (secret: string, steps = 0): Promise<string> => generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

export interface TwoFactorOn {
  secret: string;
  recoveryCodes: string[];
  /** The new token: turning it on ended every earlier sign-in. */
  token: string;
}

/** Sets up two-factor sign-in for the signed-in user, confirmed with the current step's code. */
export async function enableTwoFactor(base: string, token: string, password: string): Promise<TwoFactorOn> {
  const setup = await call(`${base}/api/auth/two-factor/setup`, { method: 'POST', token, json: {} });
  expect(setup.status, JSON.stringify(setup.body)).toBe(200);
  const secret = setup.body.data.secret as string;
  const confirm = await call(`${base}/api/auth/two-factor/confirm`, { method: 'POST', token, json: { current_password: password, code: await totpCode(secret) } });
  expect(confirm.status, JSON.stringify(confirm.body)).toBe(200);
  return { secret, recoveryCodes: confirm.body.data.recovery_codes, token: confirm.body.data.token };
}

/** The password step: answers the challenge (the account must have two-factor sign-in or need to set it up). */
export async function passwordStep(base: string, email: string, password: string): Promise<{ step: string; challenge: string }> {
  const res = await call(`${base}/api/auth/login`, { method: 'POST', json: { email, password } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(Object.keys(res.body.data).sort()).toEqual(['challenge', 'step']);
  return res.body.data;
}

/** The code step; `from`: the client's address, as the proxy in front of the server (loopback, trusted) forwards it. */
export const codeStep = (base: string, challenge: string, code: string, from?: string) =>
  call(`${base}/api/auth/login/two-factor`, { method: 'POST', json: { challenge, code }, ...(from ? { headers: { 'X-Forwarded-For': from } } : {}) });
