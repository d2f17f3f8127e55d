/**
 * The cost of new password hashes follows BCRYPT_COST (the suite runs at 4, vitest.config.ts), 10 when
 * unset; a hash made at any cost still verifies, since it carries its own.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../../runtime-server/auth/passwords';
import { bcryptMatches } from '../helpers/passwords';

const suiteCost = process.env.BCRYPT_COST;
afterEach(() => {
  if (suiteCost === undefined) delete process.env.BCRYPT_COST;
  else process.env.BCRYPT_COST = suiteCost;
});

// bcrypt of 'correct-horse-battery-staple' at cost 10 and at cost 4, made outside our code (bcryptjs.hashSync).
const COST_10 = '$2b$10$eaRw2oZtfSdVYQcewe00/eXT6gr79nL0L9xc/yeZbgebFFAYA2pFC';
const COST_4 = '$2b$04$BknCAwJkWKCCtSqLG61.SOCzVglbsZiLDrXoVeLFuAvYc5P2mjF0u';

describe('password hashing cost', () => {
  it('is 10 by default', async () => {
    delete process.env.BCRYPT_COST;
    const hash = await hashPassword('correct-horse-battery-staple');
    expect(hash.slice(0, 7)).toBe('$2b$10$');
    expect(bcryptMatches('correct-horse-battery-staple', hash)).toBe(true);
  });

  it('follows BCRYPT_COST, and the suite runs at 4', async () => {
    expect(suiteCost).toBe('4');
    process.env.BCRYPT_COST = '5';
    expect((await hashPassword('correct-horse-battery-staple')).slice(0, 7)).toBe('$2b$05$');
  });

  it('verifies hashes of any cost, whatever the setting', async () => {
    for (const cost of ['4', '10', undefined]) {
      if (cost === undefined) delete process.env.BCRYPT_COST;
      else process.env.BCRYPT_COST = cost;
      expect(await verifyPassword('correct-horse-battery-staple', COST_10)).toBe(true);
      expect(await verifyPassword('correct-horse-battery-staple', COST_4)).toBe(true);
      expect(await verifyPassword('wrong-horse-battery-staple', COST_4)).toBe(false);
      expect(await verifyPassword('correct-horse-battery-staple', null)).toBe(false);
    }
  });

  it('refuses to hash at a malformed cost', async () => {
    process.env.BCRYPT_COST = 'fast';
    await expect(hashPassword('correct-horse-battery-staple')).rejects.toThrow('BCRYPT_COST must be a whole number from 4 to 31 (got "fast")');
  });
});
