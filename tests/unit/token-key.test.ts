/**
 * The JWT key object is made once per secret (a speed fix): a token must still
 * verify only with the secret that signed it, whichever secret was used last.
 */
import jwt from 'jsonwebtoken';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signToken, verifyToken } from '../../runtime-server/auth/tokens';

describe('token key reuse', () => {
  it('accepts a token only with the secret that signed it, also after another secret was used', () => {
    const fromA = signToken(7, 0, 'secret-a-for-this-test', '1h');
    expect(verifyToken(fromA, 'secret-a-for-this-test')).toEqual({ userId: 7, version: 0 });
    expect(verifyToken(fromA, 'secret-b-for-this-test')).toEqual({ problem: 'The sign-in token is not valid' });
    const fromB = signToken(8, 2, 'secret-b-for-this-test', '1h');
    expect(verifyToken(fromB, 'secret-b-for-this-test')).toEqual({ userId: 8, version: 2 });
    expect(verifyToken(fromA, 'secret-b-for-this-test')).toEqual({ problem: 'The sign-in token is not valid' });
    expect(verifyToken(fromB, 'secret-a-for-this-test')).toEqual({ problem: 'The sign-in token is not valid' });
  });
});

describe('tokens already checked (kept with their claims)', () => {
  afterEach(() => vi.useRealTimers());

  it('are refused from the second their expiry names, as jsonwebtoken refuses them', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-23T10:00:00.000Z'));
    const token = signToken(9, 1, 'secret-for-expiry-test', '60s');
    expect(verifyToken(token, 'secret-for-expiry-test')).toEqual({ userId: 9, version: 1 });
    vi.setSystemTime(new Date('2026-11-23T10:00:59.999Z'));
    expect(verifyToken(token, 'secret-for-expiry-test')).toEqual({ userId: 9, version: 1 });
    vi.setSystemTime(new Date('2026-11-23T10:01:00.000Z'));
    expect(verifyToken(token, 'secret-for-expiry-test')).toEqual({ problem: 'Your session has expired; sign in again' });
  });

  it('are kept 1,000 at most: the oldest is checked again, the newest is not', () => {
    const secret = 'secret-for-the-cap-test';
    const tokens = Array.from({ length: 1001 }, (_, i) => signToken(1000 + i, 0, secret, '1h'));
    for (const token of tokens) verifyToken(token, secret);
    const verify = vi.spyOn(jwt, 'verify');
    try {
      expect(verifyToken(tokens[1000]!, secret)).toEqual({ userId: 2000, version: 0 });
      expect(verify).toHaveBeenCalledTimes(0);
      expect(verifyToken(tokens[0]!, secret)).toEqual({ userId: 1000, version: 0 });
      expect(verify).toHaveBeenCalledTimes(1);
    } finally {
      verify.mockRestore();
    }
  });
});
